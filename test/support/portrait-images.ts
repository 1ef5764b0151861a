import type { Browser } from '@playwright/test';

/**
 * Generated portraits for the photo check, drawn as SVG and rendered in Chromium at test time (no
 * photograph of a real person is kept or needed): the tiny face detector finds this drawn face (score
 * about 0.98). Variants: no face, two faces, too dark, blurred.
 */
export interface PortraitOptions {
  readonly faces?: 0 | 1 | 2;
  /** CSS brightness, 1 unchanged (0.2 is a very dark photo). */
  readonly brightness?: number;
  /** Gaussian blur radius in pixels, 0 for a sharp photo. */
  readonly blur?: number;
  readonly width?: number;
  readonly height?: number;
}

function head(cx: number, cy: number, s: number): string {
  // A head drawn around (300, 350) in a 600 × 800 frame, moved to (cx, cy) and scaled by s.
  return `<g transform="translate(${cx - 300 * s} ${cy - 350 * s}) scale(${s})">
    <rect x="245" y="500" width="110" height="130" rx="40" fill="#c98e68"/>
    <path d="M140 330 C130 160 220 110 300 110 C390 110 470 160 460 330 C470 250 430 180 300 175 C180 180 140 250 140 330 Z" fill="#3b2a20"/>
    <ellipse cx="300" cy="350" rx="150" ry="200" fill="url(#skin)"/>
    <ellipse cx="152" cy="360" rx="22" ry="45" fill="#c98e68"/><ellipse cx="448" cy="360" rx="22" ry="45" fill="#c98e68"/>
    <path d="M150 300 C160 170 230 140 300 140 C380 140 445 175 450 300 C430 220 380 200 300 200 C230 200 170 220 150 300 Z" fill="#3b2a20"/>
    <g filter="url(#soft)">
      <path d="M205 285 Q240 265 275 283" stroke="#3b2a20" stroke-width="11" fill="none" stroke-linecap="round"/>
      <path d="M325 283 Q360 265 395 285" stroke="#3b2a20" stroke-width="11" fill="none" stroke-linecap="round"/>
      <ellipse cx="240" cy="320" rx="30" ry="15" fill="#fdfdfd"/><ellipse cx="360" cy="320" rx="30" ry="15" fill="#fdfdfd"/>
      <circle cx="240" cy="320" r="13" fill="#5a3d2b"/><circle cx="360" cy="320" r="13" fill="#5a3d2b"/>
      <circle cx="240" cy="320" r="6" fill="#111"/><circle cx="360" cy="320" r="6" fill="#111"/>
      <path d="M210 318 Q240 298 270 318" stroke="#2b1d15" stroke-width="4" fill="none"/>
      <path d="M330 318 Q360 298 390 318" stroke="#2b1d15" stroke-width="4" fill="none"/>
      <rect x="285" y="320" width="30" height="90" fill="url(#nose)"/>
      <path d="M275 405 Q300 425 325 405" stroke="#8f5a3e" stroke-width="6" fill="none" stroke-linecap="round"/>
      <ellipse cx="220" cy="400" rx="40" ry="25" fill="url(#cheek)"/><ellipse cx="380" cy="400" rx="40" ry="25" fill="url(#cheek)"/>
      <path d="M255 460 Q300 448 345 460 Q300 490 255 460 Z" fill="#b8574f"/>
      <path d="M255 460 Q300 470 345 460" stroke="#7d3530" stroke-width="3" fill="none"/>
    </g>
  </g>`;
}

export function portraitSvg(o: PortraitOptions = {}): string {
  const faces = o.faces ?? 1;
  const w = o.width ?? (faces === 2 ? 1000 : 600);
  const h = o.height ?? 800;
  const heads =
    faces === 1
      ? head(w / 2, 350, 1)
      : faces === 2
        ? head(w * 0.28, 360, 0.8) + head(w * 0.72, 360, 0.8)
        : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>
    <radialGradient id="skin" cx="50%" cy="42%" r="60%"><stop offset="0%" stop-color="#f1c7a5"/><stop offset="70%" stop-color="#d9a07a"/><stop offset="100%" stop-color="#b57a55"/></radialGradient>
    <radialGradient id="cheek" cx="50%" cy="50%" r="50%"><stop offset="0%" stop-color="#e59a86" stop-opacity=".5"/><stop offset="100%" stop-color="#e59a86" stop-opacity="0"/></radialGradient>
    <linearGradient id="nose" x1="0" x2="1"><stop offset="0" stop-color="#b97d5a" stop-opacity="0"/><stop offset=".5" stop-color="#b97d5a" stop-opacity=".6"/><stop offset="1" stop-color="#b97d5a" stop-opacity="0"/></linearGradient>
    <filter id="soft"><feGaussianBlur stdDeviation="2.5"/></filter>
  </defs>
  <rect width="${w}" height="${h}" fill="#eef1f4"/>
  <path d="M${w * 0.12} ${h} C${w * 0.15} ${h * 0.8} ${w * 0.33} ${h * 0.75} ${w / 2} ${h * 0.75} C${w * 0.67} ${h * 0.75} ${w * 0.85} ${h * 0.8} ${w * 0.88} ${h} Z" fill="#34495e"/>
  ${heads}
</svg>`;
}

/** A portrait as a JPEG (or PNG) file for `setInputFiles`. */
export async function renderPortrait(
  browser: Browser,
  o: PortraitOptions = {},
  format: 'jpeg' | 'png' = 'jpeg',
): Promise<Buffer> {
  const svg = portraitSvg(o);
  const page = await browser.newPage();
  try {
    const filter = `brightness(${o.brightness ?? 1}) blur(${o.blur ?? 0}px)`;
    await page.setContent(
      `<body style="margin:0"><div id="p" style="display:inline-block;filter:${filter}">${svg}</div></body>`,
    );
    return await page
      .locator('#p')
      .screenshot({ type: format, ...(format === 'jpeg' ? { quality: 90 } : {}) });
  } finally {
    await page.close();
  }
}
