/**
 * The passport scan on this machine, in Chromium against the built site served as `npm start` serves
 * it (gzip): a page's JavaScript before any scan, the first scan with its downloads, the bytes that
 * first scan downloads (compressed, as transferred), and then scans with the reader loaded (median and
 * worst). Two pages scan: the group journey's details page ("Scan passport", 10 loaded scans) and the
 * wizard's step 1 (`/kenya-eta-application`, the uploaded bio page read; 5 loaded scans, one per
 * rendering, so that the second page adds about half the time). Run alone: `npx tsx
 * bench/passport-scan.ts [--page=details|wizard]` (after `npm run build`; both pages without the flag).
 */
import { createServer, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { createStaticSite } from '../infra/local/static-site';
import { chromiumArgs, findChromium } from '../test/support/browser';
import { renderPassport, specimenPage, type RenderOptions } from '../test/support/passport-images';
import { specimenLines } from '../test/support/mrz-lines';

export type ScanPage = 'details' | 'wizard';

export interface ScanFigures {
  readonly page: ScanPage;
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

/**
 * Where each page scans: its address, the file input, what shows a scan's outcome, and how many
 * scans to time once the reader is loaded. On the wizard's step 1 the chosen page also uploads; the
 * static server has no API, so the upload fails (said under the field) while the scan goes on, as it
 * does in the browser: the scan never waits for the upload.
 */
const pages: Record<
  ScanPage,
  { path: string; input: string; outcome: string; loadedScans: number; ready: string }
> = {
  details: {
    path: '/kenya-eta-details',
    input: '[data-passport-scan] input[type="file"]',
    outcome: '.passport-result, [data-passport-scan] [role="alert"]',
    loadedScans: 10,
    ready: '[data-passport-scan]',
  },
  wizard: {
    path: '/kenya-eta-application',
    input: '#passportFile',
    outcome: '.passport-result, .passport-scan__body [role="alert"]',
    loadedScans: 5,
    ready: '#passportFile:not([disabled])',
  },
};

/** Chooses a file in the scanner and returns the milliseconds from the choice to the shown result. */
async function timedScan(
  page: Page,
  where: (typeof pages)[ScanPage],
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<number> {
  // A string, so that the bundler's helpers (tsx names functions) do not reach the page.
  await page.evaluate(`(() => {
    window.scanStart = undefined;
    document.addEventListener('change', () => { window.scanStart = performance.now(); }, { capture: true, once: true });
    window.scanEnd = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (document.querySelector(${JSON.stringify(where.outcome)})) {
          observer.disconnect();
          resolve(performance.now());
        }
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
  })()`);
  await page.locator(where.input).setInputFiles(file);
  const ms = await page.evaluate<number>('window.scanEnd.then((end) => end - window.scanStart)');
  if ((await page.locator('.passport-result').count()) === 0) throw new Error('the scan failed');
  await page.getByRole('button', { name: 'Do not use them' }).click();
  // The next choice needs the field back (the wizard's is disabled while its upload runs).
  await page.locator(where.input).and(page.locator(':not([disabled])')).waitFor();
  return ms;
}

export async function measurePassportScan(
  root: string,
  browserIn?: Browser,
  which: ScanPage = 'details',
): Promise<ScanFigures> {
  const where = pages[which];
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
    if (which === 'details') {
      await page.goto(`${url}/kenya-eta-start`);
      await page.evaluate(
        (draft) => localStorage.setItem('kenyaEtaApplication', draft),
        JSON.stringify(step1),
      );
    }
    transferred.length = 0;
    await page.goto(`${url}${where.path}`);
    await page.locator(where.ready).waitFor();
    await page.waitForLoadState('networkidle');
    const pageJsBytes = transferred.filter((t) => t.url.endsWith('.js')).reduce((n, t) => n + t.bytes, 0);
    const before = transferred.length;
    const [first] = files;
    if (!first) throw new Error('no image');
    const firstScanMs = await timedScan(page, where, first);
    await page.waitForLoadState('networkidle');
    // The scan's downloads only (the wizard's failed upload call is not the scan's).
    const firstScanBytes = transferred
      .slice(before)
      .filter((t) => !new URL(t.url).pathname.startsWith('/api/'))
      .reduce((n, t) => n + t.bytes, 0);
    const loadedMs: number[] = [];
    for (let i = 0; i < where.loadedScans; i++)
      loadedMs.push(await timedScan(page, where, files[i % files.length] ?? first));
    await context.close();
    return { page: which, pageJsBytes, firstScanMs, firstScanBytes, loadedMs };
  } finally {
    if (!browserIn) await browser.close();
    server.close();
  }
}

function median(sorted: readonly number[]): number {
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

export function scanTable(f: ScanFigures): string {
  const sorted = [...f.loadedMs].sort((a, b) => a - b);
  const kb = (b: number) => (b / 1024).toFixed(1);
  const n = f.loadedMs.length;
  return [
    '| measure | value |',
    '| --- | --- |',
    `| ${f.page} page JS before any scan (transferred, gzip) | ${kb(f.pageJsBytes)} KB |`,
    `| first scan, downloads included | ${(f.firstScanMs / 1000).toFixed(2)} s |`,
    `| bytes downloaded by the first scan (transferred) | ${kb(f.firstScanBytes)} KB |`,
    `| ${n} scans with the reader loaded: median | ${(median(sorted) / 1000).toFixed(2)} s |`,
    `| ${n} scans with the reader loaded: worst | ${((sorted.at(-1) ?? 0) / 1000).toFixed(2)} s |`,
  ].join('\n');
}

export const scanTitles: Record<ScanPage, string> = {
  details: 'Passport scan: details page (Chromium, built site served with gzip)',
  wizard: 'Passport scan: wizard step 1, /kenya-eta-application (Chromium, built site served with gzip)',
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const flag = process.argv.find((a) => a.startsWith('--page='))?.slice('--page='.length);
  const isPage = (v: string): v is ScanPage => v === 'details' || v === 'wizard';
  if (flag !== undefined && !isPage(flag)) throw new Error('--page is details or wizard');
  const chosen: readonly ScanPage[] = flag !== undefined && isPage(flag) ? [flag] : ['details', 'wizard'];
  const root = fileURLToPath(new URL('..', import.meta.url));
  for (const which of chosen) {
    const figures = await measurePassportScan(root, undefined, which);
    console.log(`\n## ${scanTitles[which]}\n`);
    console.log(scanTable(figures));
    console.log(`\nloaded scans (ms): ${figures.loadedMs.map((m) => Math.round(m)).join(', ')}`);
  }
}
