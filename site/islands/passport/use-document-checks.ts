import { useCallback, useState } from 'react';
import type { DocumentType } from '../../../shared/documents/rules';
import type { PhotoCheck } from '../../../shared/passport/schemas';
import { localToday } from '../../lib/journey/date-parts';
import type { PhotoCheckResult } from '../../lib/passport/photo-check';

/**
 * The checks of the documents page, before and during an upload:
 * - a passport page is read in the browser while it uploads; its MRZ text goes with the record call,
 *   and the server answers how it compares with the applicant's details;
 * - a photo is checked before it uploads; with findings the traveller chooses to upload it anyway
 *   (staff decide) or to choose another; the check goes with the record call either way.
 * Other documents upload at once. The scanning code loads only when a passport or a photo is chosen.
 */
export interface RecordExtras {
  readonly passportScan?: { readonly mrz: string };
  readonly photoCheck?: PhotoCheck;
}

export type SlotCheck =
  | { readonly phase: 'reading' }
  | { readonly phase: 'checkingPhoto' }
  | { readonly phase: 'photoFindings'; readonly file: File; readonly result: PhotoCheckResult }
  | { readonly phase: 'photoPassed' }
  | { readonly phase: 'notRead' };

export type Upload = (file: File, extras: () => Promise<RecordExtras>) => Promise<void>;

const photoCheckOf = ({ problems, faceDetection, measures }: PhotoCheckResult): PhotoCheck => ({
  problems,
  faceDetection,
  measures,
});

async function readMrz(file: File): Promise<string | undefined> {
  try {
    const { scanPassport } = await import('../../lib/passport/scan-passport');
    const outcome = await scanPassport(file, localToday());
    return outcome.kind === 'read' ? outcome.mrz : undefined;
  } catch {
    return undefined;
  }
}

export function useDocumentChecks() {
  const [checks, setChecks] = useState<Record<string, SlotCheck | undefined>>({});
  const set = useCallback(
    (key: string, check: SlotCheck | undefined) => setChecks((all) => ({ ...all, [key]: check })),
    [],
  );

  /** A file was chosen for a slot: check it as its type needs, then upload it. */
  const choose = useCallback(
    async (key: string, type: DocumentType, file: File, upload: Upload) => {
      if (type === 'passport') {
        set(key, { phase: 'reading' });
        const mrz = readMrz(file);
        await upload(file, async () => {
          const text = await mrz;
          return text ? { passportScan: { mrz: text } } : {};
        });
        set(key, (await mrz) ? undefined : { phase: 'notRead' });
        return;
      }
      if (type === 'photo') {
        set(key, { phase: 'checkingPhoto' });
        let result: PhotoCheckResult | undefined;
        try {
          const { checkPhoto } = await import('../../lib/passport/photo-check');
          result = await checkPhoto(file);
        } catch {
          result = undefined;
        }
        if (result && !result.passed) {
          set(key, { phase: 'photoFindings', file, result });
          return;
        }
        set(key, result ? { phase: 'photoPassed' } : undefined);
        const extras = result ? { photoCheck: photoCheckOf(result) } : {};
        await upload(file, () => Promise.resolve(extras));
        return;
      }
      set(key, undefined);
      await upload(file, () => Promise.resolve({}));
    },
    [set],
  );

  /** "Upload this photo anyway": the findings are recorded with it. */
  const uploadAnyway = useCallback(
    async (key: string, upload: Upload) => {
      const check = checks[key];
      if (check?.phase !== 'photoFindings') return;
      set(key, undefined);
      await upload(check.file, () => Promise.resolve({ photoCheck: photoCheckOf(check.result) }));
    },
    [checks, set],
  );

  const clear = useCallback((key: string) => set(key, undefined), [set]);
  return { checks, choose, uploadAnyway, clear };
}
