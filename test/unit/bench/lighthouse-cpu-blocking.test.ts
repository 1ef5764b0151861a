import { describe, expect, it } from 'vitest';
import { blockingByCpuTime } from '../../../bench/lighthouse';

/** A trace in the shape Lighthouse's `Trace` artifact has: thread names, tasks with wall and CPU time (µs). */
const names = [
  { name: 'thread_name', ph: 'M', ts: 0, pid: 1, tid: 1, args: { name: 'CrRendererMain' } },
  { name: 'thread_name', ph: 'M', ts: 0, pid: 2, tid: 7, args: { name: 'CrRendererMain' } },
  { name: 'thread_name', ph: 'M', ts: 0, pid: 2, tid: 8, args: { name: 'Compositor' } },
];
const task = (pid: number, tid: number, ts: number, durMs: number, cpuMs: number) => ({
  name: 'RunTask',
  ph: 'X',
  ts,
  dur: durMs * 1000,
  tdur: cpuMs * 1000,
  pid,
  tid,
});

describe('blockingByCpuTime', () => {
  it("counts 4 × each task's CPU time − 50 ms after the first contentful paint, on the page's main thread", () => {
    const events = [
      ...names,
      // An empty renderer (about:blank) with one long task: not the page.
      task(1, 1, 10, 100, 100),
      { name: 'firstContentfulPaint', ph: 'R', ts: 1_000, pid: 2, tid: 7 },
      // Before the first paint: not counted, however long.
      task(2, 7, 500, 60, 60),
      // After it: waited 40 ms for the CPU but ran 15 ms (4 × 15 − 50 = 10); ran 20 ms (30); ran 12 ms (0).
      task(2, 7, 2_000, 40, 15),
      task(2, 7, 50_000, 20, 20),
      task(2, 7, 90_000, 30, 12),
      // Other tasks of the page's main thread; another thread's long task is not the main thread's.
      task(2, 7, 95_000, 1, 1),
      task(2, 7, 96_000, 1, 1),
      task(2, 8, 97_000, 80, 80),
    ];
    expect(blockingByCpuTime(events)).toBe(40);
  });

  it('is not a number when the trace has no first contentful paint', () => {
    expect(blockingByCpuTime([...names, task(2, 7, 2_000, 40, 15)])).toBeNaN();
  });
});
