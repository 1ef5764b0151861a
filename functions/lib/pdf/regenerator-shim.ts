/**
 * @pdf-lib/fontkit's prebuilt bundle shapes Indic and other complex scripts (Devanagari, for Hindi
 * names) with one generator compiled by Babel to `regeneratorRuntime` calls, but does not ship the
 * runtime. This is the part of that runtime the compiled code uses: `mark(fn)` and `wrap(body)` where
 * the body is a state machine that "yields" by returning a value after setting `context.next`, and
 * ends with `context.stop()`. Installed once, before fontkit lays out text.
 */
interface GeneratorContext {
  prev: number | string;
  next: number | string;
  done: boolean;
  stop(): undefined;
}

type GeneratorBody = (context: GeneratorContext) => unknown;

const runtime = {
  mark: <T>(fn: T): T => fn,
  wrap(body: GeneratorBody): IterableIterator<unknown> {
    const context: GeneratorContext = {
      prev: 0,
      next: 0,
      done: false,
      stop() {
        this.done = true;
        return undefined;
      },
    };
    const iterator: IterableIterator<unknown> = {
      next() {
        if (context.done) return { value: undefined, done: true };
        const value = body(context);
        return context.done ? { value: undefined, done: true } : { value, done: false };
      },
      [Symbol.iterator]() {
        return iterator;
      },
    };
    return iterator;
  },
};

const scope = globalThis as { regeneratorRuntime?: unknown };
scope.regeneratorRuntime ??= runtime;
