import type Tesseract from 'tesseract.js';
import { scanAssetUrl } from './assets';

/**
 * One tesseract.js worker for the page, created when the first scan starts and reused by every later
 * scan. Its script, its WebAssembly core and the trained data come from our origin; the worker is a
 * plain same-origin script (no blob: URL). Starting has a time limit on silence: a page whose Content
 * Security Policy forbids WebAssembly makes the worker hang rather than fail, while a slow phone on a
 * slow network keeps reporting progress (download, compile, trained data) and is given the time.
 */
export const workerSilenceTimeoutMs = 45_000;

export class OcrUnavailableError extends Error {
  override name = 'OcrUnavailableError';
}

let pending: Promise<Tesseract.Worker> | undefined;

/** The core build this browser can run: relaxed SIMD, SIMD, or plain WebAssembly (LSTM engine only). */
async function coreFile(): Promise<string> {
  const { relaxedSimd, simd } = await import('wasm-feature-detect');
  if (await relaxedSimd()) return 'tesseract-core-relaxedsimd-lstm.js';
  if (await simd()) return 'tesseract-core-simd-lstm.js';
  return 'tesseract-core-lstm.js';
}

async function create(onProgress: () => void): Promise<Tesseract.Worker> {
  const { default: tesseract } = await import('tesseract.js/dist/tesseract.esm.min.js');
  const worker = await tesseract.createWorker('eng', tesseract.OEM.LSTM_ONLY, {
    workerPath: scanAssetUrl('ocr/worker.min.js'),
    corePath: scanAssetUrl(`ocr/${await coreFile()}`),
    langPath: scanAssetUrl('ocr'),
    workerBlobURL: false,
    gzip: true,
    logger: onProgress,
  });
  await worker.setParameters({
    tessedit_pageseg_mode: tesseract.PSM.SINGLE_BLOCK,
    tessedit_char_whitelist: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<',
    user_defined_dpi: '300',
  });
  return worker;
}

/** Starts the worker; rejects when it reports nothing for `workerSilenceTimeoutMs`. */
function start(): Promise<Tesseract.Worker> {
  return new Promise((resolve, reject) => {
    let last = Date.now();
    const timer = setInterval(() => {
      if (Date.now() - last > workerSilenceTimeoutMs) {
        clearInterval(timer);
        reject(new OcrUnavailableError('OCR worker start stalled'));
      }
    }, 1000);
    create(() => (last = Date.now())).then(
      (worker) => {
        clearInterval(timer);
        resolve(worker);
      },
      (e: unknown) => {
        clearInterval(timer);
        reject(new OcrUnavailableError(e instanceof Error ? e.message : 'OCR worker failed'));
      },
    );
  });
}

/** The page's OCR worker (started on first use). A failed start is forgotten, so a retry starts again. */
export function ocrWorker(): Promise<Tesseract.Worker> {
  if (!pending) {
    pending = start();
    pending.catch(() => {
      pending = undefined;
    });
  }
  return pending;
}
