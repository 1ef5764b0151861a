/**
 * Lighthouse (mobile, the default config) for one page of each public page type, against the built
 * site served by the local stack, in Debian's Chromium (CHROME_PATH, default /usr/bin/chromium; flags
 * --headless --no-sandbox --disable-gpu). Each page is measured LIGHTHOUSE_RUNS times (default 3) and
 * the run with the median performance score is kept. `npm run bench` can call `lighthouseScores` and
 * print `lighthouseTable`; run alone: `tsx bench/lighthouse.ts [siteDir] [paths…]` prints the Markdown
 * table for docs/benchmarks.md. Figures, not assertions.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startLocalStack } from '../infra/local/stack';
import { seededPages, seedStorage } from './lighthouse-seed';

export interface LighthouseScore {
  readonly path: string;
  readonly performance: number;
  readonly accessibility: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
}

/** Home, FAQ, a legal page and the contact page: one of each public page type. */
export const lighthousePages = ['/', '/faq', '/privacy-policy', '/contact-us'] as const;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/** The run with the median performance score, so one noisy run on a busy machine does not decide. */
function medianRun(runs: LighthouseScore[]): LighthouseScore {
  const target = median(runs.map((r) => r.performance));
  const chosen = runs.find((r) => r.performance === target) ?? runs[0];
  if (!chosen) throw new Error('No Lighthouse run');
  return chosen;
}

export async function lighthouseScores(
  siteDir: string,
  paths: readonly string[] = lighthousePages,
  runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3),
  chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium',
): Promise<LighthouseScore[]> {
  const dataDir = await mkdtemp(join(tmpdir(), 'kenya-eta-lighthouse-'));
  const stack = await startLocalStack({ port: 0, mailPort: 0, siteDir, dataDir });
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const scores: LighthouseScore[] = [];
    for (const path of paths) {
      const attempts: LighthouseScore[] = [];
      const seed = seededPages[path];
      for (let run = 0; run < runs; run++) {
        if (seed) await seedStorage(chrome.port, stack.url, seed);
        attempts.push(await measure(chrome.port, `${stack.url}${path}`, path, seed !== undefined));
      }
      scores.push(medianRun(attempts));
    }
    return scores;
  } finally {
    chrome.kill();
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * One Lighthouse run (mobile emulation, simulated throttling: the defaults) of one page. Lighthouse
 * clears the origin's storage first, except for a page it measures with a stored draft.
 */
async function measure(port: number, url: string, path: string, seeded: boolean): Promise<LighthouseScore> {
  const result = await lighthouse(url, {
    port,
    // A journey screen keeps the draft stored for it (`bench/lighthouse-seed.ts`).
    disableStorageReset: seeded,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
  const { categories, audits } = result.lhr;
  // LIGHTHOUSE_SAVE=<dir>: each run's whole report, for its long tasks and main-thread breakdown.
  const saveDir = process.env.LIGHTHOUSE_SAVE;
  if (saveDir) {
    const name = `${path.replace(/\W+/g, '_')}-${Date.now()}.json`;
    await writeFile(join(saveDir, name), JSON.stringify(result.lhr));
  }
  return {
    path,
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
  };
}

export function lighthouseTable(scores: readonly LighthouseScore[]): string {
  const rows = scores.map(
    (s) => `| ${s.path} | ${s.performance} | ${s.accessibility} | ${s.lcpMs} | ${s.tbtMs} | ${s.cls} |`,
  );
  return [
    '| page | performance | accessibility | LCP ms | TBT ms | CLS |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const siteDir = process.argv[2] ?? join(root, 'dist');
  const paths = process.argv.slice(3);
  console.log(lighthouseTable(await lighthouseScores(siteDir, paths.length > 0 ? paths : lighthousePages)));
}
