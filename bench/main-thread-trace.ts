/**
 * The main thread of a page's first load, from a DevTools-protocol trace: the long tasks (over 50 ms)
 * from navigation until the page has been quiet for 3 s, their total blocking time (the part of each
 * over 50 ms, as Lighthouse counts it), and where the main thread's time went (script evaluation and
 * compilation, JavaScript run from tasks, style and layout, paint). In Chromium (CHROME_PATH, default
 * /usr/bin/chromium) with the CPU throttled (TRACE_CPU, default 4×) and a phone-sized viewport, against
 * the built site served by the local stack; a page of `bench/lighthouse-seed.ts` gets its stored draft
 * in a fresh browser context (so nothing comes from the HTTP cache). Figures, not assertions: the
 * median of TRACE_RUNS runs (default 5) and every run.
 *
 * Run: `tsx bench/main-thread-trace.ts [siteDir] [path]` (default `dist /kenya-eta-details`).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { startLocalStack } from '../infra/local/stack';
import { seededPages } from './lighthouse-seed';
import type { TraceEvent } from './trace-event';

/**
 * One load's main thread. Each figure twice: `wall` as the trace's clock saw it (the CPU throttled
 * `cpu`×, and slowed further by whatever else the machine runs), `cpu` from the thread's own CPU time
 * multiplied by the throttling factor (what the same work costs a phone `cpu`× slower than this
 * machine's core: Lighthouse's simulated throttling estimates the same way), which a busy machine
 * inflates far less.
 */
export interface MainThreadRun {
  readonly wall: MainThreadFigures;
  readonly cpu: MainThreadFigures;
  /** Work counted, not timed (the machine's load does not change it): the largest style recalculation, in elements. */
  readonly styledMax: number;
  /** The largest layout, in objects laid out. */
  readonly laidOutMax: number;
}

export interface MainThreadFigures {
  /** Tasks of 50 ms or more, in ms, in order. */
  readonly longTasks: readonly number[];
  /** Σ (task − 50 ms) over the long tasks. */
  readonly blockingMs: number;
  /** The longest task. */
  readonly longestMs: number;
  /** Top-level script evaluation and compilation (modules, inline scripts). */
  readonly evaluateMs: number;
  /** JavaScript run from tasks: callbacks, events, timers, microtasks (hydration and React's work). */
  readonly scriptMs: number;
  /** Recalculate style and layout. */
  readonly styleLayoutMs: number;
  /** Paint, composite and the layer tree. */
  readonly paintMs: number;
  /** All main-thread tasks. */
  readonly busyMs: number;
}

const categories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'loading',
].join(',');

/** The renderer main thread that parsed the page (`url`), not Chromium's own UI renderers. */
function mainThreadOf(events: readonly TraceEvent[], url: string): { pid: number; tid: number } {
  const parse = events.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.startsWith(url));
  if (!parse) throw new Error(`No ParseHTML of ${url} in the trace`);
  return { pid: parse.pid, tid: parse.tid };
}

type Duration = (e: TraceEvent) => number;

/** Sums the durations of outermost events of the given names (a nested one of the same kind counts once), in ms. */
function outermost(events: readonly TraceEvent[], names: ReadonlySet<string>, length: Duration): number {
  const chosen = events.filter((e) => e.ph === 'X' && names.has(e.name)).sort((a, b) => a.ts - b.ts);
  let total = 0;
  let end = -Infinity;
  for (const e of chosen) {
    if (e.ts >= end) {
      total += length(e);
      end = e.ts + (e.dur ?? 0);
    }
  }
  return total / 1000;
}

function figures(events: readonly TraceEvent[], length: Duration): MainThreadFigures {
  const tasks = events.filter((e) => e.ph === 'X' && e.name === 'RunTask').map((e) => length(e) / 1000);
  const round = (n: number) => Math.round(n);
  const sum = (names: readonly string[]) => round(outermost(events, new Set(names), length));
  return {
    longTasks: tasks.filter((d) => d >= 50).map(round),
    blockingMs: round(tasks.filter((d) => d > 50).reduce((s, d) => s + d - 50, 0)),
    longestMs: round(Math.max(0, ...tasks)),
    evaluateMs: sum(['EvaluateScript', 'v8.evaluateModule', 'v8.compileModule', 'v8.compile']),
    scriptMs: sum([
      'FunctionCall',
      'TimerFire',
      'EventDispatch',
      'RunMicrotasks',
      'FireAnimationFrame',
      'FireIdleCallback',
    ]),
    styleLayoutMs: sum(['UpdateLayoutTree', 'Layout']),
    paintMs: sum(['Paint', 'PrePaint', 'UpdateLayerTree', 'Layerize', 'Commit']),
    busyMs: round(tasks.reduce((s, d) => s + d, 0)),
  };
}

/** With TRACE_DETAIL set: what each long task was made of (its direct children, by kind and script). */
function describeLongTasks(events: readonly TraceEvent[], cpu: number): void {
  const start = Math.min(...events.filter((e) => e.ph === 'X').map((e) => e.ts));
  const time = (e: TraceEvent) => ((e.tdur ?? e.dur ?? 0) * cpu) / 1000;
  for (const task of events.filter((e) => e.ph === 'X' && e.name === 'RunTask' && time(e) >= 50)) {
    const end = task.ts + (task.dur ?? 0);
    const inside = events.filter(
      (e) => e.ph === 'X' && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end && e !== task,
    );
    const parts = new Map<string, number>();
    for (const e of inside) {
      const what =
        e.args?.data?.url ?? e.args?.data?.functionName ?? e.args?.data?.type ?? e.args?.fileName ?? '';
      const key = `${e.name} ${what.replace(/^.*\//, '')}`.trim();
      parts.set(key, (parts.get(key) ?? 0) + time(e));
    }
    const top = [...parts].sort((a, b) => b[1] - a[1]).slice(0, 12);
    console.log(
      `  task at ${Math.round((task.ts - start) / 1000)} ms, ${Math.round(time(task))} ms (CPU×${cpu}):`,
      top.map(([k, v]) => `${k} ${Math.round(v)}`).join('; '),
    );
  }
}

export function analyse(all: readonly TraceEvent[], url: string, cpu: number): MainThreadRun {
  const { pid, tid } = mainThreadOf(all, url);
  const events = all.filter((e) => e.pid === pid && e.tid === tid);
  if (process.env.TRACE_DETAIL) describeLongTasks(events, cpu);
  return {
    wall: figures(events, (e) => e.dur ?? 0),
    cpu: figures(events, (e) => (e.tdur ?? e.dur ?? 0) * cpu),
    styledMax: Math.max(
      0,
      ...events.filter((e) => e.name === 'UpdateLayoutTree').map((e) => e.args?.elementCount ?? 0),
    ),
    laidOutMax: Math.max(
      0,
      ...events.filter((e) => e.name === 'Layout').map((e) => e.args?.beginData?.dirtyObjects ?? 0),
    ),
  };
}

async function traceOnce(
  browser: Browser,
  origin: string,
  path: string,
  cpu: number,
): Promise<MainThreadRun> {
  const seed = seededPages[path] ?? {};
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    storageState: {
      cookies: [],
      origins: [
        {
          origin,
          localStorage: Object.entries(seed).map(([name, value]) => ({ name, value: JSON.stringify(value) })),
        },
      ],
    },
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await browser.startTracing(page, { categories: categories.split(',') });
    await page.goto(`${origin}${path}`, { waitUntil: 'load' });
    // Quiet: no request and no long task for 3 s (lazily loaded chunks and what they render included).
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(3000);
    const buffer = await browser.stopTracing();
    if (process.env.TRACE_DETAIL) console.log(`at ${page.url()}`);
    if (process.env.TRACE_SAVE) await writeFile(process.env.TRACE_SAVE, buffer);
    const { traceEvents } = JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] };
    return analyse(traceEvents, `${origin}${path}`, cpu);
  } finally {
    await context.close();
  }
}

const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

export async function mainThreadRuns(
  siteDir: string,
  path: string,
  runs = Number(process.env.TRACE_RUNS ?? 5),
  cpu = Number(process.env.TRACE_CPU ?? 4),
): Promise<MainThreadRun[]> {
  const dataDir = await mkdtemp(join(tmpdir(), 'kenya-eta-trace-'));
  const stack = await startLocalStack({ port: 0, mailPort: 0, siteDir, dataDir });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const results: MainThreadRun[] = [];
    // One warm-up load (the stack's first answers, the browser's own start), not counted.
    await traceOnce(browser, stack.url, path, cpu);
    for (let i = 0; i < runs; i++) results.push(await traceOnce(browser, stack.url, path, cpu));
    return results;
  } finally {
    await browser.close();
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [siteDir = 'dist', path = '/kenya-eta-details'] = process.argv.slice(2);
  const results = await mainThreadRuns(siteDir, path);
  const keys = [
    'blockingMs',
    'longestMs',
    'evaluateMs',
    'scriptMs',
    'styleLayoutMs',
    'paintMs',
    'busyMs',
  ] as const;
  for (const clock of ['cpu', 'wall'] as const) {
    console.log(
      clock === 'cpu' ? 'CPU time × throttling:' : "wall clock (throttled, and the machine's load):",
    );
    for (const [i, run] of results.entries()) {
      const r = run[clock];
      console.log(
        `  run ${i + 1}: long tasks [${r.longTasks.join(', ')}]`,
        keys.map((k) => `${k} ${r[k]}`).join(', '),
      );
    }
    console.log(
      `  median: long tasks ${median(results.map((r) => r[clock].longTasks.length))},`,
      keys.map((k) => `${k} ${median(results.map((r) => r[clock][k]))}`).join(', '),
    );
  }
  console.log(
    'largest style recalculation (elements):',
    results.map((r) => r.styledMax).join(', '),
    '· largest layout (objects):',
    results.map((r) => r.laidOutMax).join(', '),
  );
}
