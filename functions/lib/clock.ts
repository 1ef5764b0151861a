/**
 * The functions' "now", handed to every domain function as `deps.now` (the clock is a parameter:
 * docs/contributing.md, "Adding an HTTP concern"). It is the machine's time plus an offset that only
 * the local stack's test clock sets (`infra/local/clock.ts`, off unless a test stack or
 * `LOCAL_SETTABLE_CLOCK=1` turns it on). In a Lambda nothing sets it: the offset stays 0.
 */
let offsetMs = 0;

export const now = (): Date => new Date(Date.now() + offsetMs);

/** How far the clock is moved from the machine's time, in milliseconds. */
export const clockOffsetMs = (): number => offsetMs;

/** Moves the functions' clock (local stack only). */
export function setClockOffsetMs(ms: number): void {
  if (!Number.isFinite(ms)) throw new RangeError('clock offset must be a finite number of milliseconds');
  offsetMs = ms;
}
