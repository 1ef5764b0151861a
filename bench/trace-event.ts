/** An event of a Chromium trace (DevTools protocol `Tracing`, or Lighthouse's `Trace` artifact), as the benches read it. */
export interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly ts: number;
  readonly dur?: number;
  /** The thread's CPU time in the event (µs): what the machine's other work does not inflate. */
  readonly tdur?: number;
  readonly pid: number;
  readonly tid: number;
  readonly args?: {
    readonly name?: string;
    readonly fileName?: string;
    readonly beginData?: { readonly url?: string; readonly dirtyObjects?: number };
    readonly elementCount?: number;
    readonly data?: { readonly url?: string; readonly functionName?: string; readonly type?: string };
  };
}
