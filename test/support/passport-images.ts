import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser } from '@playwright/test';

/**
 * Renders passport bio-data pages (a TD3 page, 125 × 88 mm) into images and PDFs in Chromium, at test
 * time: nothing binary is kept in the repository. The MRZ is set in DejaVu Sans Mono (a plain-zero
 * monospace close to OCR-B, from npm, offline). Options turn the page (90°, 180°, 270°), put it on a table as a phone
 * photo would, or print it as a PDF.
 */
const require = createRequire(import.meta.url);
const mono = readFileSync(
  require.resolve('@fontsource/dejavu-mono/files/dejavu-mono-latin-400-normal.woff2'),
).toString('base64');

export interface PageText {
  readonly lines: readonly [string, string];
  readonly surname: string;
  readonly givenNames: string;
  readonly number: string;
  readonly nationality: string;
  readonly birth: string;
  readonly expiry: string;
}

export interface RenderOptions {
  readonly rotate?: 0 | 90 | 180 | 270;
  /** Device pixels per CSS pixel: 1 is a desktop scan (1250 px wide), 3 a phone photo. */
  readonly scale?: number;
  /** The page lying on a table with margins around it, as a phone photographs it. */
  readonly onTable?: boolean;
  readonly format?: 'png' | 'jpeg' | 'pdf';
}

const width = 1250;
const height = 880;

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function pageHtml(p: PageText): string {
  const row = (label: string, value: string) =>
    `<div class="f"><span class="l">${label}</span><span class="v">${escape(value)}</span></div>`;
  return `
  <div class="page">
    <div class="head">PASSPORT · PASSEPORT</div>
    <div class="photo"></div>
    <div class="fields">
      ${row('Type / Type', 'P')}${row('Surname / Nom', p.surname)}${row('Given names / Prénoms', p.givenNames)}
      ${row('Nationality / Nationalité', p.nationality)}${row('Date of birth', p.birth)}
      ${row('Passport No.', p.number)}${row('Date of expiry', p.expiry)}
    </div>
    <div class="mrz">${escape(p.lines[0])}<br>${escape(p.lines[1])}</div>
  </div>`;
}

function documentHtml(p: PageText, o: RenderOptions): string {
  const rotate = o.rotate ?? 0;
  const sideways = rotate === 90 || rotate === 270;
  const margin = o.onTable ? 120 : 0;
  const boxW = (sideways ? height : width) + 2 * margin;
  const boxH = (sideways ? width : height) + 2 * margin;
  return `<!doctype html><html><head><style>
    @font-face { font-family: 'MRZ'; src: url(data:font/woff2;base64,${mono}) format('woff2'); }
    html, body { margin: 0; padding: 0; }
    body { width: ${boxW}px; height: ${boxH}px; background: ${o.onTable ? '#8a6f55' : '#fff'}; position: relative; overflow: hidden; }
    .page { position: absolute; left: ${(boxW - width) / 2}px; top: ${(boxH - height) / 2}px; width: ${width}px; height: ${height}px;
      transform: rotate(${rotate}deg); transform-origin: center; background: linear-gradient(135deg, #f3f0e6, #e7efe9);
      font-family: sans-serif; color: #223; box-shadow: 0 0 12px rgba(0,0,0,.3); }
    .head { position: absolute; top: 30px; left: 40px; font-size: 28px; letter-spacing: 2px; color: #446; }
    .photo { position: absolute; top: 90px; left: 40px; width: 280px; height: 360px; background: #c9d3dc; border: 2px solid #99a; }
    .fields { position: absolute; top: 90px; left: 360px; }
    .f { margin-bottom: 14px; } .l { display: block; font-size: 16px; color: #667; } .v { font-size: 26px; font-weight: 600; }
    .mrz { position: absolute; left: 40px; bottom: 40px; font-family: 'MRZ', monospace; font-size: 40px; line-height: 64px; letter-spacing: 0.5px; color: #111; white-space: pre; }
  </style></head><body>${pageHtml(p)}</body></html>`;
}

/** A passport page as a PNG or JPEG image, or as a one-page PDF. */
export async function renderPassport(browser: Browser, p: PageText, o: RenderOptions = {}): Promise<Buffer> {
  const scale = o.scale ?? 1;
  const context = await browser.newContext({
    deviceScaleFactor: scale,
    viewport: { width: 800, height: 600 },
  });
  try {
    const page = await context.newPage();
    await page.setContent(documentHtml(p, o));
    await page.evaluate(() => document.fonts.ready);
    const size = await page.evaluate(() => ({ w: document.body.offsetWidth, h: document.body.offsetHeight }));
    if (o.format === 'pdf') {
      return await page.pdf({
        width: `${size.w}px`,
        height: `${size.h}px`,
        printBackground: true,
        pageRanges: '1',
      });
    }
    await page.setViewportSize({ width: size.w, height: size.h });
    return await page.screenshot({
      type: o.format === 'jpeg' ? 'jpeg' : 'png',
      ...(o.format === 'jpeg' ? { quality: 85 } : {}),
      fullPage: true,
    });
  } finally {
    await context.close();
  }
}

/** The printed text of the ICAO 9303 specimen page. */
export function specimenPage(lines: readonly [string, string]): PageText {
  return {
    lines,
    surname: 'ERIKSSON',
    givenNames: 'ANNA MARIA',
    number: 'L898902C3',
    nationality: 'UTOPIAN',
    birth: '12 AUG 1974',
    expiry: '15 APR 2012',
  };
}
