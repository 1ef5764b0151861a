import type * as FaceApiModule from '@vladmandic/face-api';
import type { Box } from './image-measures';
import { scanAssetUrl } from './assets';

/**
 * The tiny face detector of @vladmandic/face-api (a 190 KB model) on TensorFlow.js's WebAssembly
 * backend, the model and the WebAssembly files served from our origin. Loaded at the first photo
 * check, reused after; a start that fails or takes too long leaves the check to the plain measures.
 */
export const detectorStartTimeoutMs = 60_000;
const minScore = 0.5;

type FaceApi = typeof FaceApiModule;
let pending: Promise<FaceApi> | undefined;

async function load(): Promise<FaceApi> {
  const faceapi = await import('@vladmandic/face-api');
  const tf = faceapi.tf as unknown as {
    setWasmPaths: (prefix: string) => void;
    setBackend: (name: string) => Promise<boolean>;
    ready: () => Promise<void>;
  };
  tf.setWasmPaths(scanAssetUrl('tfjs/'));
  if (!(await tf.setBackend('wasm'))) throw new Error('No WebAssembly backend');
  await tf.ready();
  await faceapi.nets.tinyFaceDetector.loadFromUri(scanAssetUrl('face'));
  return faceapi;
}

function detector(): Promise<FaceApi> {
  if (!pending) {
    pending = new Promise<FaceApi>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('Face detector start timed out')),
        detectorStartTimeoutMs,
      );
      load().then(
        (api) => {
          clearTimeout(timer);
          resolve(api);
        },
        (e: unknown) => {
          clearTimeout(timer);
          reject(e instanceof Error ? e : new Error('Face detector failed'));
        },
      );
    });
    pending.catch(() => {
      pending = undefined;
    });
  }
  return pending;
}

/** The faces in a picture (boxes in its own pixels), or undefined when the detector cannot run. */
export async function detectFaces(canvas: HTMLCanvasElement): Promise<Box[] | undefined> {
  let faceapi: FaceApi;
  try {
    faceapi = await detector();
  } catch {
    return undefined;
  }
  const options = new faceapi.TinyFaceDetectorOptions({ inputSize: 416, scoreThreshold: minScore });
  const found = await faceapi.detectAllFaces(canvas, options);
  return found.map((d) => ({ x: d.box.x, y: d.box.y, width: d.box.width, height: d.box.height }));
}
