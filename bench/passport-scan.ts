/**
 * The passport scan on this machine, in Chromium against the built site served as `npm start` serves
 * it (gzip): the details page's JavaScript before any scan, the first scan with its downloads, the
 * bytes that first scan downloads (compressed, as transferred), and then 10 scans with the reader
 * loaded (median and worst). Run alone: `npx tsx bench/passport-scan.ts` (after `npm run build`).
 */
import { createServer, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { createStaticSite } from '../infra/local/static-site';
import { chromiumArgs, findChromium } from '../test/support/browser';
import { renderPassport, specimenPage, type RenderOptions } from '../test/support/passport-images';
import { specimenLines } from '../test/support/mrz-lines';

export interface ScanFigures {
  readonly pageJsBytes: number;
  readonly firstScanMs: number;
  readonly firstScanBytes: number;
  readonly loadedMs: readonly number[];
}

/** A step 1 that lets the details page open. */
const step1 = {
  numberOfApplicants: '1',
  etaType: 'tourist',
  transportationMethod: 'air',
  contactEmail: 'a@example.com',
  contactPhone: '555 010 7788',
  countryCode: '+1',
  processingType: 'normal',
};

const variants: RenderOptions[] = [
  {},
  { rotate: 90, scale: 2.5, onTable: true, format: 'jpeg' },
  { rotate: 180, format: 'jpeg' },
  { rotate: 270 },
  { format: 'pdf' },
];

async function serve(siteDir: string): Promise<{ server: Server; url: string }> {
  const site = createStaticSite(siteDir);
  const server = createServer((req, res) => void site(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return { server, url: `http://127.0.0.1:${address.port}` };
}

/** Chooses a file in the scanner and returns the milliseconds from the choice to the shown result. */
async function timedScan(
  page: Page,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<number> {
  // A string, so that the bundler's helpers (tsx names functions) do not reach the page.
  await page.evaluate(`(() => {
    window.scanStart = undefined;
    document.addEventListener('change', () => { window.scanStart = performance.now(); }, { capture: true, once: true });
    window.scanEnd = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (document.querySelector('.passport-result, [data-passport-scan] [role="alert"]')) {
          observer.disconnect();
          resolve(performance.now());
        }
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
  })()`);
  await page.locator('[data-passport-scan] input[type="file"]').setInputFiles(file);
  const ms = await page.evaluate<number>('window.scanEnd.then((end) => end - window.scanStart)');
  if ((await page.locator('.passport-result').count()) === 0) throw new Error('the scan failed');
  await page.getByRole('button', { name: 'Do not use them' }).click();
  return ms;
}

export async function measurePassportScan(root: string, browserIn?: Browser): Promise<ScanFigures> {
  const { server, url } = await serve(join(root, 'dist'));
  const browser =
    browserIn ?? (await chromium.launch({ executablePath: findChromium(), args: chromiumArgs }));
  try {
    const files = [];
    for (const [i, v] of variants.entries()) {
      const ext = v.format === 'pdf' ? 'pdf' : v.format === 'jpeg' ? 'jpg' : 'png';
      const type = v.format === 'pdf' ? 'application/pdf' : v.format === 'jpeg' ? 'image/jpeg' : 'image/png';
      files.push({
        name: `p${i}.${ext}`,
        mimeType: type,
        buffer: await renderPassport(browser, specimenPage(specimenLines), v),
      });
    }
    const context = await browser.newContext();
    const page = await context.newPage();
    const transferred: { url: string; bytes: number }[] = [];
    page.on('requestfinished', (request) => {
      void request
        .sizes()
        .then((s) =>
          transferred.push({ url: request.url(), bytes: s.responseBodySize + s.responseHeadersSize }),
        );
    });
    await page.goto(`${url}/kenya-eta-start`);
    await page.evaluate((draft) => localStorage.setItem('kenyaEtaApplication', draft), JSON.stringify(step1));
    transferred.length = 0;
    await page.goto(`${url}/kenya-eta-details`);
    await page.locator('[data-passport-scan]').waitFor();
    await page.waitForLoadState('networkidle');
    const pageJsBytes = transferred.filter((t) => t.url.endsWith('.js')).reduce((n, t) => n + t.bytes, 0);
    const before = transferred.length;
    const [first] = files;
    if (!first) throw new Error('no image');
    const firstScanMs = await timedScan(page, first);
    await page.waitForLoadState('networkidle');
    const firstScanBytes = transferred.slice(before).reduce((n, t) => n + t.bytes, 0);
    const loadedMs: number[] = [];
    for (let i = 0; i < 10; i++) loadedMs.push(await timedScan(page, files[i % files.length] ?? first));
    await context.close();
    return { pageJsBytes, firstScanMs, firstScanBytes, loadedMs };
  } finally {
    if (!browserIn) await browser.close();
    server.close();
  }
}

export function scanTable(f: ScanFigures): string {
  const sorted = [...f.loadedMs].sort((a, b) => a - b);
  const median = ((sorted[4] ?? 0) + (sorted[5] ?? 0)) / 2;
  const kb = (b: number) => (b / 1024).toFixed(1);
  return [
    '| measure | value |',
    '| --- | --- |',
    `| details page JS before any scan (transferred, gzip) | ${kb(f.pageJsBytes)} KB |`,
    `| first scan, downloads included | ${(f.firstScanMs / 1000).toFixed(2)} s |`,
    `| bytes downloaded by the first scan (transferred) | ${kb(f.firstScanBytes)} KB |`,
    `| 10 scans with the reader loaded: median | ${(median / 1000).toFixed(2)} s |`,
    `| 10 scans with the reader loaded: worst | ${((sorted.at(-1) ?? 0) / 1000).toFixed(2)} s |`,
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const figures = await measurePassportScan(fileURLToPath(new URL('..', import.meta.url)));
  console.log('\n## Passport scan (Chromium, built site served with gzip)\n');
  console.log(scanTable(figures));
  console.log(`\nloaded scans (ms): ${figures.loadedMs.map((m) => Math.round(m)).join(', ')}`);
}
