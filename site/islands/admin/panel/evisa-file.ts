import { maxEvisaBytes } from '../../../../shared/api/admin';

/** What is wrong with the chosen e-visa file before anything is sent (spec §5 "Admin approval", §8). */
export type EvisaFileProblem =
  | 'admin.panel.approve.errors.chooseFile'
  | 'admin.panel.approve.errors.pdfOnly'
  | 'admin.errors.evisaTooLarge'
  | 'admin.panel.approve.errors.empty';

export interface ChosenFile {
  readonly name: string;
  readonly type: string;
  readonly size: number;
}

/** Browsers that do not know a file's type report it empty or as bytes: the extension decides then. */
const unknownTypes = new Set(['', 'application/octet-stream']);

export function isPdf(file: Pick<ChosenFile, 'name' | 'type'>): boolean {
  const type = file.type.toLowerCase();
  if (type === 'application/pdf') return true;
  return unknownTypes.has(type) && /\.pdf$/i.test(file.name.trim());
}

/**
 * The first problem of the chosen file, or undefined when it may be uploaded: a file must be chosen,
 * it must be a PDF (by its type, else by its extension), not empty, and at most 10 MB. The server
 * checks the bytes again after the upload.
 */
export function evisaFileProblem(file: ChosenFile | undefined): EvisaFileProblem | undefined {
  if (!file) return 'admin.panel.approve.errors.chooseFile';
  if (!isPdf(file)) return 'admin.panel.approve.errors.pdfOnly';
  if (file.size === 0) return 'admin.panel.approve.errors.empty';
  if (file.size > maxEvisaBytes) return 'admin.errors.evisaTooLarge';
  return undefined;
}
