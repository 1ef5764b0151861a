/**
 * When to try again after the chat's socket drops: exponential back-off with jitter, so that a
 * thousand visitors dropped by one network blip do not all come back in the same instant.
 */
export interface BackoffPolicy {
  /** The ceiling of the first retry. */
  readonly baseMs: number;
  /** No retry waits longer than this. */
  readonly maxMs: number;
  readonly factor: number;
}

export const reconnectPolicy: BackoffPolicy = { baseMs: 500, maxMs: 30_000, factor: 2 };

/**
 * The wait before retry `attempt` (0 for the first): the ceiling doubles each time up to `maxMs`,
 * and the wait is drawn between half the ceiling and the ceiling ("equal jitter": never 0, never
 * more than the ceiling). `random` returns a number in [0, 1).
 */
export function backoffDelay(
  attempt: number,
  random: () => number = Math.random,
  policy: BackoffPolicy = reconnectPolicy,
): number {
  const ceiling = Math.min(policy.maxMs, policy.baseMs * policy.factor ** Math.max(0, attempt));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
