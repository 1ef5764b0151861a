import { describe, expect, it } from 'vitest';
import { backoffDelay, reconnectPolicy } from '../../../../../site/lib/chat/backoff';

const low = () => 0;
const high = () => 0.999999;

describe('the reconnection back-off', () => {
  it('doubles the ceiling with each attempt: 0.5 s, 1 s, 2 s, 4 s …', () => {
    expect([0, 1, 2, 3].map((n) => backoffDelay(n, high))).toEqual([500, 1000, 2000, 4000]);
  });

  it('never waits longer than 30 seconds, however many attempts failed', () => {
    expect(backoffDelay(6, high)).toBe(reconnectPolicy.maxMs);
    expect(backoffDelay(50, high)).toBe(30_000);
  });

  it('draws the wait between half the ceiling and the ceiling (jitter, never zero)', () => {
    expect(backoffDelay(3, low)).toBe(2000);
    expect(backoffDelay(3, () => 0.5)).toBe(3000);
    expect(backoffDelay(0, low)).toBeGreaterThan(0);
  });

  it('spreads visitors who dropped at the same moment over the window', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const waits = new Set(Array.from({ length: 100 }, () => backoffDelay(4, random)));
    expect(waits.size).toBeGreaterThan(50);
    for (const wait of waits) {
      expect(wait).toBeGreaterThanOrEqual(4000);
      expect(wait).toBeLessThanOrEqual(8000);
    }
  });
});
