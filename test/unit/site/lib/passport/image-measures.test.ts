import { describe, expect, it } from 'vitest';
import {
  laplacianVariance,
  meanBrightness,
  sharpness,
  type Rgba,
} from '../../../../../site/lib/passport/image-measures';

function image(width: number, height: number, gray: (x: number, y: number) => number): Rgba {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      data.set([gray(x, y), gray(x, y), gray(x, y), 255], i);
    }
  return { data, width, height };
}

describe('photo measures', () => {
  it('give the mean brightness of the whole picture or of a box', () => {
    const half = image(20, 10, (x) => (x < 10 ? 0 : 200));
    expect(meanBrightness(half)).toBeCloseTo(100);
    expect(meanBrightness(half, { x: 10, y: 0, width: 10, height: 10 })).toBeCloseTo(200);
  });

  it('find a sharp pattern much sharper than a smooth gradient of the same range', () => {
    const sharp = image(64, 64, (x, y) => ((Math.floor(x / 4) + Math.floor(y / 4)) % 2 ? 220 : 30));
    const smooth = image(64, 64, (x) => 30 + (190 * x) / 63);
    expect(laplacianVariance(sharp)).toBeGreaterThan(1000);
    expect(laplacianVariance(smooth)).toBeLessThan(1);
  });
});

describe('exposure-independent sharpness', () => {
  it('finds a dark sharp picture as sharp as a bright one, and a smooth one blurred', () => {
    const pattern = (low: number, high: number) =>
      image(64, 64, (x, y) => ((Math.floor(x / 4) + Math.floor(y / 4)) % 2 ? high : low));
    const bright = sharpness(pattern(30, 220));
    const dark = sharpness(pattern(5, 45));
    expect(dark).toBeGreaterThan(bright * 0.8);
    expect(sharpness(image(64, 64, (x) => 30 + (190 * x) / 63))).toBeLessThan(5);
  });
});
