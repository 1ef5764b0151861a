import * as z from 'zod/mini';
import { mrzLineLength } from './mrz-text';

/**
 * What the browser sends about a passport it read and a photo it checked. The server never trusts
 * the browser's reading: it re-reads the MRZ text itself (`readPassportMrz`) and compares it with
 * what is stored. The photo check runs only in the browser (the face detector's model is there), so
 * its result is recorded as the browser reports it, for staff to see.
 */
const mrzLine = new RegExp(`^[A-Z0-9<]{${mrzLineLength}}$`);

/** The two TD3 lines as read, joined by a line feed. */
export const mrzTextSchema = z.string('passport.error.mrzText').check(
  z.maxLength(2 * mrzLineLength + 2, 'passport.error.mrzText'),
  z.refine((v) => {
    const lines = v.split('\n');
    return lines.length === 2 && lines.every((l) => mrzLine.test(l));
  }, 'passport.error.mrzText'),
);

export function mrzLinesOf(text: string): [string, string] {
  const [first = '', second = ''] = text.split('\n');
  return [first, second];
}

/** A passport read in the browser: its MRZ text. */
export const passportScanSchema = z.object({ mrz: mrzTextSchema });
export type PassportScan = z.infer<typeof passportScanSchema>;

/** The photo check's findings, each with its own message (`passport.photo.problem.<name>`). */
export const photoProblems = [
  'lowResolution',
  'noFace',
  'manyFaces',
  'faceTooSmall',
  'faceTooLarge',
  'faceOffCentre',
  'tooDark',
  'tooBright',
  'blurred',
] as const;
export type PhotoProblem = (typeof photoProblems)[number];

const measure = (max: number) =>
  z.number('passport.error.photoCheck').check(z.minimum(0, 'passport.error.photoCheck'), z.maximum(max));

/** The measures behind a photo check (what staff see next to the verdict). */
export const photoMeasuresSchema = z.object({
  width: measure(100_000),
  height: measure(100_000),
  faces: measure(100),
  /** The face's height as a share of the image height (0 when there is no single face). */
  faceShare: measure(10),
  /** How far the face's centre is from the image's centre, as a share of the image width. */
  offCentre: measure(10),
  /** Mean luminance, 0-255. */
  brightness: measure(255),
  /** Variance of the Laplacian of the face area (higher is sharper). */
  sharpness: measure(1_000_000),
});
export type PhotoMeasures = z.infer<typeof photoMeasuresSchema>;

export const photoCheckSchema = z
  .object({
    problems: z
      .array(z.enum(photoProblems, 'passport.error.photoCheck'))
      .check(z.maxLength(photoProblems.length, 'passport.error.photoCheck')),
    /** False when the detector could not run (old browser): the plain image measures still count. */
    faceDetection: z.boolean('passport.error.photoCheck'),
    measures: photoMeasuresSchema,
  })
  .check(z.refine((c) => new Set(c.problems).size === c.problems.length, 'passport.error.photoCheck'));
export type PhotoCheck = z.infer<typeof photoCheckSchema>;
