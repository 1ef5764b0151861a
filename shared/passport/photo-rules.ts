import type { PhotoMeasures, PhotoProblem } from './schemas';

/**
 * When a traveller's photo gets a finding (spec §5 guidance: face visible and 70-80% of the photo,
 * plain light background). The face detector's box runs from the brows to the chin, so a head that
 * fills 70-80% of the photo gives a box of roughly 35-60% of its height. Findings never block: the
 * traveller may continue, staff decide.
 */
export const photoRules = {
  /** The shorter side, in pixels (35 × 45 mm at 300 dpi is 413 × 531). */
  minShortSide: 400,
  minFaceShare: 0.25,
  maxFaceShare: 0.85,
  /** The face centre's distance from the photo's vertical centre line, as a share of the width. */
  maxOffCentre: 0.12,
  /** Mean luma of the face (0-255). */
  darkBelow: 60,
  brightAbove: 220,
  /** Variance of the Laplacian of the face scaled to 200 px wide. */
  blurBelow: 40,
} as const;

/** The findings for a photo's measures; `faceDetection` false when the detector could not run. */
export function photoProblemsOf(m: PhotoMeasures, faceDetection: boolean): PhotoProblem[] {
  const problems: PhotoProblem[] = [];
  if (Math.min(m.width, m.height) < photoRules.minShortSide) problems.push('lowResolution');
  if (faceDetection) {
    if (m.faces === 0) problems.push('noFace');
    else if (m.faces > 1) problems.push('manyFaces');
    else {
      if (m.faceShare < photoRules.minFaceShare) problems.push('faceTooSmall');
      if (m.faceShare > photoRules.maxFaceShare) problems.push('faceTooLarge');
      if (m.offCentre > photoRules.maxOffCentre) problems.push('faceOffCentre');
    }
  }
  if (m.brightness < photoRules.darkBelow) problems.push('tooDark');
  if (m.brightness > photoRules.brightAbove) problems.push('tooBright');
  if (m.sharpness < photoRules.blurBelow) problems.push('blurred');
  return problems;
}
