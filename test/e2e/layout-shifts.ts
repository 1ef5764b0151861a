import type { Page } from '@playwright/test';

/** One layout shift the browser reported (not caused by input), with what moved (`tag.class`). */
export interface LayoutShift {
  readonly value: number;
  readonly sources: readonly string[];
}

/** Records, from before the page's first byte, every layout shift not caused by user input. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map((s) =>
          s.node instanceof Element ? `${s.node.tagName.toLowerCase()}.${s.node.className}` : 'text',
        );
        shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts so far (entries arrive after the frame that caused them: two frames are awaited first). */
export async function layoutShifts(page: Page): Promise<LayoutShift[]> {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return page.evaluate(() => (window as unknown as { layoutShifts: LayoutShift[] }).layoutShifts);
}

/** The shifts that moved an element whose `tag.class` starts with one of `prefixes`. */
export const shiftsOf = (shifts: readonly LayoutShift[], prefixes: readonly string[]) =>
  shifts.filter((s) => s.sources.some((source) => prefixes.some((p) => source.startsWith(p))));

/** The page's cumulative layout shift so far (the sum; every entry here is from one load). */
export const cumulative = (shifts: readonly LayoutShift[]) => shifts.reduce((sum, s) => sum + s.value, 0);
