import { bundledMailDir } from '../../../functions/lib/mail-messages';
import { bundledFontDir, fontFaces } from '../../../functions/lib/pdf/fonts';
import { localeCodes } from '../../../shared/locales';

/** A file a bundled module reads at run time, copied into the artifact of every function that has it. */
export interface ModuleFile {
  /** Relative to the repository root. */
  readonly from: string;
  /** Relative to the artifact's root (where `index.mjs` and its chunks are). */
  readonly to: string;
}

/**
 * Run-time data files by the module (path as esbuild's metafile names it, from the repository root)
 * that reads them. `bundleFunction` copies them into an artifact only when its bundle contains the
 * module, so a new function that makes PDFs gets the fonts, and one that writes to applicants the
 * mail dictionaries, without any configuration.
 */
export const moduleFiles: readonly { readonly module: string; readonly files: readonly ModuleFile[] }[] = [
  {
    module: 'functions/lib/pdf/fonts.ts',
    files: Object.values(fontFaces).map(({ pkg, file }) => ({
      from: `node_modules/${pkg}/400Regular/${file}`,
      to: `${bundledFontDir}/${file}`,
    })),
  },
  {
    // The mail dictionaries, read one locale at a time when a function writes to an applicant.
    module: 'functions/lib/mail-messages.ts',
    files: localeCodes.map((code) => ({
      from: `shared/i18n/mail/${code}.json`,
      to: `${bundledMailDir}/${code}.json`,
    })),
  },
];
