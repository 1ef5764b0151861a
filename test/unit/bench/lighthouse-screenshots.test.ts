import Trace from 'lighthouse/core/gather/gatherers/trace.js';
import { expect, it } from 'vitest';
import { withoutScreenshots } from '../../../bench/lighthouse';

const screenshots = 'disabled-by-default-devtools.screenshot';

it('LIGHTHOUSE_SCREENSHOTS=off drops only the screenshots from what Lighthouse traces', () => {
  const original = Trace.getDefaultTraceCategories;
  const before = Trace.getDefaultTraceCategories();
  try {
    withoutScreenshots();
    expect(before).toContain(screenshots);
    expect(Trace.getDefaultTraceCategories()).toEqual(before.filter((c) => c !== screenshots));
  } finally {
    Trace.getDefaultTraceCategories = original;
  }
});
