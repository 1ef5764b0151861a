/**
 * One async queue for every write that reaches dynalite through the layer. Tasks run one at a time in
 * arrival order, so a transaction (several dynalite calls) is atomic with respect to all other writes.
 */
export class WriteQueue {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task, task);
    // The next task waits for this one whether it succeeds or fails.
    this.tail = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  }

  /** Resolves once every task queued so far has finished. */
  idle(): Promise<void> {
    return this.tail.then(() => undefined);
  }
}
