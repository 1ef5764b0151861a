/**
 * A scheduled job of the cloud (an EventBridge rule invoking a function) run locally on a timer that
 * does not keep the process alive. A failed run is logged and the next one runs as planned; stop waits
 * for a run in progress.
 */
export interface ScheduledJob {
  /** Runs the job now (as the timer does) and resolves when it is done. */
  run(): Promise<void>;
  stop(): Promise<void>;
}

export function startScheduledJob(
  name: string,
  job: () => Promise<unknown>,
  intervalMs: number,
): ScheduledJob {
  let running: Promise<void> | undefined;
  const run = () =>
    (running ??= job()
      .then(
        () => undefined,
        (e: unknown) => console.error(`[local] ${name} failed:`, e),
      )
      .finally(() => (running = undefined)));
  const timer = setInterval(() => void run(), intervalMs).unref();
  return {
    run,
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
