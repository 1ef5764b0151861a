import { photoProblemsOf } from '../../../shared/passport/photo-rules';
import type { PhotoCheck, PhotoMeasures } from '../../../shared/passport/schemas';
import { detectFaces } from './face-detector';
import { loadPixels, type Pixels } from './image-source';
import { meanBrightness, sharpness, type Box } from './image-measures';

/**
 * Checks a traveller's photo before it is uploaded: exactly one face, large enough and centred, not
 * too dark or bright, not blurred, enough pixels. Runs in the browser; the result (with its measures)
 * is recorded with the uploaded photo for staff. Never blocks: `passed` false means "show the findings
 * and let the traveller choose".
 */
export interface PhotoCheckResult extends PhotoCheck {
  readonly passed: boolean;
}

const detectionSide = 640;
const sharpnessWidth = 200;

function canvasOf(pixels: Pixels, maxSide: number): HTMLCanvasElement {
  const scale = Math.min(1, maxSide / Math.max(pixels.width, pixels.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(pixels.width * scale));
  canvas.height = Math.max(1, Math.round(pixels.height * scale));
  canvas.getContext('2d')?.drawImage(pixels, 0, 0, canvas.width, canvas.height);
  return canvas;
}

/** The face (or the whole picture) redrawn 200 px wide, so that sharpness does not depend on size. */
function regionPixels(canvas: HTMLCanvasElement, box: Box): ImageData {
  const height = Math.max(1, Math.round((box.height / box.width) * sharpnessWidth));
  const out = document.createElement('canvas');
  out.width = sharpnessWidth;
  out.height = height;
  const context = out.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('No 2D canvas');
  context.drawImage(canvas, box.x, box.y, box.width, box.height, 0, 0, sharpnessWidth, height);
  return context.getImageData(0, 0, sharpnessWidth, height);
}

export async function checkPhotoPixels(pixels: Pixels): Promise<PhotoCheckResult> {
  const canvas = canvasOf(pixels, detectionSide);
  const faces = await detectFaces(canvas);
  const whole: Box = { x: 0, y: 0, width: canvas.width, height: canvas.height };
  const face = faces?.length === 1 ? faces[0] : undefined;
  const region = regionPixels(canvas, face ?? whole);
  const measures: PhotoMeasures = {
    width: pixels.width,
    height: pixels.height,
    faces: faces?.length ?? 0,
    faceShare: face ? face.height / canvas.height : 0,
    offCentre: face ? Math.abs(face.x + face.width / 2 - canvas.width / 2) / canvas.width : 0,
    brightness: Math.round(meanBrightness(region)),
    sharpness: Math.round(sharpness(region)),
  };
  const faceDetection = faces !== undefined;
  const problems = photoProblemsOf(measures, faceDetection);
  return { problems, faceDetection, measures, passed: problems.length === 0 };
}

/** Checks a photo file (JPEG or PNG). Throws UnreadableFileError for a file the browser cannot open. */
export async function checkPhoto(file: File): Promise<PhotoCheckResult> {
  const pixels = await loadPixels(file);
  try {
    return await checkPhotoPixels(pixels);
  } finally {
    if ('close' in pixels) pixels.close();
  }
}
