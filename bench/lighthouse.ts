/**
 * Lighthouse (mobile, the default config) for one page of each public page type, against the built
 * site served by the local stack, in Debian's Chromium (CHROME_PATH, default /usr/bin/chromium; flags
 * --headless --no-sandbox --disable-gpu). Each page is measured LIGHTHOUSE_RUNS times (default 3) and
 * the run with the median performance score is kept. `npm run bench` can call `lighthouseScores` and
 * print `lighthouseTable`; run alone: `tsx bench/lighthouse.ts [siteDir] [paths…]` prints the Markdown
 * table for docs/benchmarks.md. Figures, not assertions. LIGHTHOUSE_SAVE=<dir> keeps each run's report
 * and trace; LIGHTHOUSE_SCREENSHOTS=off traces without the filmstrip's screenshots (`withoutScreenshots`).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import Trace from 'lighthouse/core/gather/gatherers/trace.js';
import { startLocalStack } from '../infra/local/stack';
import { seededPages, seedStorage } from './lighthouse-seed';
import type { TraceEvent } from './trace-event';

export interface LighthouseScore {
  readonly path: string;
  readonly performance: number;
  readonly accessibility: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  /**
   * Lighthouse's formula (Σ over the tasks after the first contentful paint of 4 × task − 50 ms) with each
   * task's main-thread CPU time instead of its wall time, from the trace Lighthouse simulated from: the
   * page's own work, without the time its main thread waited for the browser's other processes (on a
   * 2-core machine they take as much CPU as the page; see docs/benchmarks.md).
   */
  readonly tbtCpuMs: number;
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
  if (process.env.LIGHTHOUSE_SCREENSHOTS === 'off') withoutScreenshots();
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
  // The unthrottled load Lighthouse simulated from (for `tbtCpuMs`).
  const trace = (result.artifacts as { Trace?: { traceEvents: readonly TraceEvent[] } }).Trace;
  // LIGHTHOUSE_SAVE=<dir>: each run's whole report, for its long tasks and main-thread breakdown,
  const saveDir = process.env.LIGHTHOUSE_SAVE;
  if (saveDir) {
    const name = `${path.replace(/\W+/g, '_')}-${Date.now()}.json`;
    await mkdir(saveDir, { recursive: true });
    await writeFile(join(saveDir, name), JSON.stringify(result.lhr));
    // and its trace, to open in DevTools' Performance panel.
    if (trace) await writeFile(join(saveDir, name.replace(/\.json$/, '.trace.json')), JSON.stringify(trace));
  }
  return {
    path,
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    tbtCpuMs: trace ? Math.round(blockingByCpuTime(trace.traceEvents)) : Number.NaN,
    cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
  };
}

/** Lighthouse's own list, kept once: each run of a bench sets the filter again on the same original. */
const defaultTraceCategories = Trace.getDefaultTraceCategories.bind(Trace);

/**
 * LIGHTHOUSE_SCREENSHOTS=off: the trace without the filmstrip's screenshots, to see what they cost. Chromium
 * grabs and encodes one for every frame the page shows while it loads, in the GPU and browser processes;
 * on a 2-core machine that work competes with the page's main thread and lengthens its tasks' wall time
 * (docs/benchmarks.md). Speed Index needs them: the performance score is then 0, LCP and TBT stay.
 */
export function withoutScreenshots(): void {
  Trace.getDefaultTraceCategories = () =>
    defaultTraceCategories().filter((category) => category !== 'disabled-by-default-devtools.screenshot');
}

/** Lighthouse's mobile CPU slowdown: a task of 12.5 ms here counts as 50 ms on the phone it simulates. */
const cpuSlowdown = 4;

/** See `LighthouseScore.tbtCpuMs`. The page's main thread is the renderer main thread with most tasks. */
export function blockingByCpuTime(events: readonly TraceEvent[]): number {
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const tasksOf = (thread: TraceEvent) =>
    events.filter(
      (e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X' && e.name === 'RunTask',
    );
  const main = mains
    .map((thread) => ({ thread, tasks: tasksOf(thread) }))
    .sort((a, b) => b.tasks.length - a.tasks.length)[0];
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === main?.thread.pid);
  if (!main || !fcp) return Number.NaN;
  return main.tasks
    .filter((task) => task.ts >= fcp.ts)
    .reduce((sum, task) => sum + Math.max(0, (cpuSlowdown * (task.tdur ?? task.dur ?? 0)) / 1000 - 50), 0);
}

export function lighthouseTable(scores: readonly LighthouseScore[]): string {
  const rows = scores.map(
    (s) =>
      `| ${s.path} | ${s.performance} | ${s.accessibility} | ${s.lcpMs} | ${s.tbtMs} | ${s.tbtCpuMs} | ${s.cls} |`,
  );
  return [
    '| page | performance | accessibility | LCP ms | TBT ms | TBT by CPU time ms | CLS |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const siteDir = process.argv[2] ?? join(root, 'dist');
  const paths = process.argv.slice(3);
  console.log(lighthouseTable(await lighthouseScores(siteDir, paths.length > 0 ? paths : lighthousePages)));
}
