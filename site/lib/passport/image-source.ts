import { scanAssetUrl } from './assets';

/**
 * A traveller's file as pixels: a photo (JPEG, PNG, WebP; turned upright by its EXIF orientation) or a
 * PDF scan, whose first page PDF.js renders at about 200 dpi. PDF.js is loaded only for a PDF.
 */
export type Pixels = ImageBitmap | HTMLCanvasElement;

export class UnreadableFileError extends Error {
  override name = 'UnreadableFileError';
}

export function isPdf(file: Blob & { readonly name?: string }): boolean {
  return file.type === 'application/pdf' || /\.pdf$/i.test(file.name ?? '');
}

const pdfScale = 200 / 72;
const maxPdfSide = 2400;

async function firstPdfPage(file: Blob): Promise<HTMLCanvasElement> {
  const pdfjs = await import('pdfjs-dist');
  pdfjs.GlobalWorkerOptions.workerSrc = scanAssetUrl('pdf/pdf.worker.min.mjs');
  const task = pdfjs.getDocument({
    data: new Uint8Array(await file.arrayBuffer()),
    wasmUrl: scanAssetUrl('pdf/wasm/'),
    enableXfa: false,
    useSystemFonts: true,
  });
  try {
    const pdf = await task.promise;
    const page = await pdf.getPage(1);
    const natural = page.getViewport({ scale: 1 });
    const scale = Math.min(pdfScale, maxPdfSide / Math.max(natural.width, natural.height));
    const viewport = page.getViewport({ scale });
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(viewport.width);
    canvas.height = Math.round(viewport.height);
    const context = canvas.getContext('2d');
    if (!context) throw new UnreadableFileError('No 2D canvas');
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({ canvas, canvasContext: context, viewport }).promise;
    return canvas;
  } finally {
    await task.destroy();
  }
}

/** The file's pixels, or UnreadableFileError when it is neither an image nor a PDF the browser can read. */
export async function loadPixels(file: File): Promise<Pixels> {
  try {
    if (isPdf(file)) return await firstPdfPage(file);
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch (e: unknown) {
    if (e instanceof UnreadableFileError) throw e;
    throw new UnreadableFileError(e instanceof Error ? e.message : 'Unreadable file');
  }
}

export function sizeOf(pixels: Pixels): { width: number; height: number } {
  return { width: pixels.width, height: pixels.height };
}
