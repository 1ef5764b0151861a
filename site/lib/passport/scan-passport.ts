import type { IsoDate } from '../../../shared/journey/dates';
import type { PassportRead } from '../../../shared/passport/passport-fields';
import { loadPixels, UnreadableFileError } from './image-source';
import { findMrz, type Rotation } from './mrz-scan';
import { OcrUnavailableError } from './ocr-worker';

/**
 * Reads a passport's bio-data page in the browser (a photo, a scan, or a PDF's first page). Nothing
 * leaves the browser: the OCR runs in a worker of our own origin. The outcome is one of:
 * - `read`: the MRZ was found; `read.valid` says whether every check digit holds, `read.errors` and
 *   `read.warnings` say what did not (shown as "Validation issues detected");
 * - `noMrz`: no machine-readable zone was found (the traveller is told how to take a better picture);
 * - `unreadableFile`: not an image or PDF the browser can open;
 * - `unavailable`: the OCR could not start in this browser (typing stays possible).
 */
export type ScanOutcome =
  | {
      readonly kind: 'read';
      readonly read: PassportRead;
      /** The two lines as read, joined by a line feed: what the server re-reads. */
      readonly mrz: string;
      readonly rotation: Rotation;
    }
  | { readonly kind: 'noMrz' | 'unreadableFile' | 'unavailable' };

export async function scanPassport(file: File, today: IsoDate): Promise<ScanOutcome> {
  try {
    const pixels = await loadPixels(file);
    const found = await findMrz(pixels, today);
    if ('close' in pixels) pixels.close();
    if (!found) return { kind: 'noMrz' };
    return { kind: 'read', read: found.read, mrz: found.read.lines.join('\n'), rotation: found.rotation };
  } catch (e: unknown) {
    if (e instanceof UnreadableFileError) return { kind: 'unreadableFile' };
    if (e instanceof OcrUnavailableError) return { kind: 'unavailable' };
    throw e;
  }
}

/** Starts the OCR worker ahead of a scan (e.g. when the scan panel opens); errors surface at the scan. */
export function prepareScanner(): void {
  void import('./ocr-worker').then((m) => m.ocrWorker()).catch(() => undefined);
}
