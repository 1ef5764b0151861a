import { confusionFixes, mrzCandidates } from '../../../shared/passport/mrz-text';
import { readPassportMrz, type PassportRead } from '../../../shared/passport/passport-read';
import type { IsoDate } from '../../../shared/journey/dates';
import { ocrWorker } from './ocr-worker';
import type { Pixels } from './image-source';

/**
 * Finds and reads the MRZ of a passport page in any of four orientations. What a prototype measured on
 * this kind of machine: crop the bottom of the upright page and scale it to at most 1000 px wide, let
 * Tesseract straighten small tilts (`rotateAuto`), and try 0°, 180°, 90° and 270° in that order,
 * stopping at the first valid reading (Tesseract's own orientation detection confuses 0° and 180°).
 */
export const rotations = [0, 180, 90, 270] as const;
export type Rotation = (typeof rotations)[number];
const maxStripWidth = 1000;

/** The bottom `share` of the page turned upright by `rotation`, at most 1000 px wide. */
export function uprightStrip(pixels: Pixels, rotation: Rotation, share: number): HTMLCanvasElement {
  const sideways = rotation === 90 || rotation === 270;
  const width = sideways ? pixels.height : pixels.width;
  const height = sideways ? pixels.width : pixels.height;
  const scale = Math.min(1, maxStripWidth / width);
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * share * scale);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  // Move the strip's top to the origin, then draw the whole upright page scaled.
  context.translate(0, -Math.round(height * (1 - share) * scale));
  context.scale(scale, scale);
  context.translate(width / 2, height / 2);
  context.rotate((rotation * Math.PI) / 180);
  context.drawImage(pixels, -pixels.width / 2, -pixels.height / 2);
  return canvas;
}

export interface MrzAttempt {
  readonly read: PassportRead;
  readonly rotation: Rotation;
}

function better(a: MrzAttempt | undefined, b: MrzAttempt): MrzAttempt {
  if (!a) return b;
  return b.read.errors.length < a.read.errors.length ? b : a;
}

/**
 * The MRZ reading of a page: the first valid one, else (in the first orientation where an MRZ shows)
 * the candidate with the fewest failed checks, else undefined (no MRZ found). The bottom quarter is tried first; a page with wide margins (a photo
 * of the open passport on a table) gets a second pass over its lower half.
 */
export async function findMrz(pixels: Pixels, today: IsoDate): Promise<MrzAttempt | undefined> {
  const worker = await ocrWorker();
  let best: MrzAttempt | undefined;
  for (const share of [0.25, 0.5]) {
    for (const rotation of rotations) {
      const strip = uprightStrip(pixels, rotation, share);
      const { data } = await worker.recognize(strip, { rotateAuto: true });
      const candidates = mrzCandidates(data.text);
      for (const lines of [...candidates, ...candidates.flatMap(confusionFixes)]) {
        const attempt = { read: readPassportMrz(lines, today), rotation };
        if (attempt.read.valid) return attempt;
        best = better(best, attempt);
      }
      // The MRZ was found in this orientation but a check failed: the others cannot read it better.
      if (best) return best;
    }
    if (best) return best;
  }
  return undefined;
}
