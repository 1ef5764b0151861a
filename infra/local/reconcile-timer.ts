import type { ReconcileReport } from '../../functions/payments/reconcile';

export interface ReconcileTimer {
  /** One run now (waits for a run under way first, so two never overlap). */
  runNow(): Promise<ReconcileReport>;
  stop(): Promise<void>;
}

/**
 * The local stand-in for the cloud's scheduled reconciliation (an EventBridge rule running
 * `functions/payments/reconcile-lambda.ts`): the same function on a timer, in this process. Loaded
 * after the functions' configuration is set (it reads it at import, as the Lambda does at start).
 */
export async function startReconcileTimer(options: {
  readonly intervalMs?: number;
  readonly afterMs?: number;
}): Promise<ReconcileTimer> {
  const { reconcile } = await import('../../functions/payments/reconcile-app');
  const intervalMs = options.intervalMs ?? 60_000;
  // Runs are chained: a run asked for while one is under way starts after it.
  let last: Promise<unknown> = Promise.resolve();
  let busy = false;
  const runNow = (): Promise<ReconcileReport> => {
    const run = last
      .catch(() => undefined)
      .then(() => {
        busy = true;
        return reconcile(options.afterMs === undefined ? {} : { olderThanMs: options.afterMs });
      })
      .finally(() => (busy = false));
    last = run;
    return run;
  };
  const timer =
    intervalMs > 0
      ? setInterval(() => {
          if (busy) return;
          runNow().catch((e: unknown) => {
            // The store or the gateway unreachable: the next run tries again.
            console.error('[local] payment reconciliation failed:', e instanceof Error ? e.message : e);
          });
        }, intervalMs).unref()
      : undefined;
  return {
    runNow,
    stop: async () => {
      clearInterval(timer);
      await last.catch(() => undefined);
    },
  };
}
