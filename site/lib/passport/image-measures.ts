/**
 * Plain measures of a photo, computed on its pixels (RGBA, as a canvas gives them): how bright it is,
 * and how sharp (the variance of the Laplacian: a blurred picture has few strong edges). Pure
 * functions, so that they are tested on generated pixels.
 */
export interface Rgba {
  readonly data: Uint8ClampedArray;
  readonly width: number;
  readonly height: number;
}

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** Rec. 601 luma of every pixel inside `box` (default: the whole image). */
export function grayscale(image: Rgba, box: Box = { x: 0, y: 0, width: image.width, height: image.height }) {
  const x0 = Math.max(0, Math.floor(box.x));
  const y0 = Math.max(0, Math.floor(box.y));
  const x1 = Math.min(image.width, Math.ceil(box.x + box.width));
  const y1 = Math.min(image.height, Math.ceil(box.y + box.height));
  const width = Math.max(0, x1 - x0);
  const height = Math.max(0, y1 - y0);
  const gray = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = ((y0 + y) * image.width + (x0 + x)) * 4;
      const [r = 0, g = 0, b = 0] = [image.data[i], image.data[i + 1], image.data[i + 2]];
      gray[y * width + x] = 0.299 * r + 0.587 * g + 0.114 * b;
    }
  }
  return { gray, width, height };
}

/** Mean luma, 0 (black) to 255 (white). */
export function meanBrightness(image: Rgba, box?: Box): number {
  const { gray } = grayscale(image, box);
  if (gray.length === 0) return 0;
  let sum = 0;
  for (const v of gray) sum += v;
  return sum / gray.length;
}

/** Variance of the 4-neighbour Laplacian of a grey image. */
function laplacianOf(gray: Float32Array, width: number, height: number): number {
  if (width < 3 || height < 3) return 0;
  const at = (k: number) => gray[k] ?? 0;
  let sum = 0;
  let sumSq = 0;
  let n = 0;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const c = y * width + x;
      const v = at(c - 1) + at(c + 1) + at(c - width) + at(c + width) - 4 * at(c);
      sum += v;
      sumSq += v * v;
      n++;
    }
  }
  const mean = sum / n;
  return sumSq / n - mean * mean;
}

/** Variance of the 4-neighbour Laplacian over `box`: high for a sharp picture, low for a blurred one. */
export function laplacianVariance(image: Rgba, box?: Box): number {
  const { gray, width, height } = grayscale(image, box);
  return laplacianOf(gray, width, height);
}

/**
 * Sharpness that does not depend on exposure: the grey levels are first stretched so that the 2nd to
 * the 98th percentile span 0-255 (a dark but sharp photo is not "blurred"), then the Laplacian's variance.
 */
export function sharpness(image: Rgba, box?: Box): number {
  const { gray, width, height } = grayscale(image, box);
  if (gray.length === 0) return 0;
  const sorted = Float32Array.from(gray).sort();
  const low = sorted[Math.floor(sorted.length * 0.02)] ?? 0;
  const high = sorted[Math.floor(sorted.length * 0.98)] ?? 255;
  const range = Math.max(high - low, 16);
  const stretched = gray.map((v) => ((v - low) * 255) / range);
  return laplacianOf(stretched, width, height);
}
