/**
 * The test stack's settable clock (`infra/local/clock.ts`): what the functions take as "now". Tests
 * that compute time-bound values the server checks (TOTP codes) use the stack's time, not the
 * machine's, and move it on instead of waiting.
 */
const clockUrl = (baseUrl: string) => new URL('/__local/clock', baseUrl);

interface ClockState {
  readonly now: string;
  readonly offsetMs: number;
}

async function clockCall(baseUrl: string, init?: RequestInit): Promise<Date> {
  const res = await fetch(clockUrl(baseUrl), init);
  if (!res.ok) throw new Error(`the stack's clock answered ${res.status}: is it started with settableClock?`);
  return new Date(((await res.json()) as ClockState).now);
}

/** The stack's "now". */
export const stackNow = (baseUrl: string): Promise<Date> => clockCall(baseUrl);

/** Moves the stack's clock forward (never back: other tests may share the stack) and returns its "now". */
export const advanceStackClock = (baseUrl: string, ms: number): Promise<Date> =>
  clockCall(baseUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advanceMs: ms }),
  });
