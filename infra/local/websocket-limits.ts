/**
 * The limits of an API Gateway WebSocket API (quotas "WebSocket frame size 32 KB", "Message payload size
 * 128 KB", "Idle Connection Timeout 10 minutes", "Connection duration 2 hours"), enforced by the local
 * gateway as API Gateway enforces them, plus two of our own that stand in for the cloud's route throttle
 * and the socket function's concurrency: a per-connection message rate and a gateway-wide cap on
 * messages being handled at once, so that one visitor's flood cannot slow the rest of the product.
 */
export const socketLimits = {
  /** A larger frame closes the connection with 1009 (Message too big). */
  frameBytes: 32 * 1024,
  /** A larger message (all its frames together) closes the connection with 1009. */
  messageBytes: 128 * 1024,
  /** A connection with no message for this long is closed with 1001 (Going away). */
  idleMs: 10 * 60 * 1000,
  /** Every connection is closed with 1001 after this long. */
  maxDurationMs: 2 * 60 * 60 * 1000,
  /** Messages a connection may send per second, steadily; beyond, a `Too Many Requests` answer. */
  messagesPerSecond: 10,
  /** …and at once after a quiet spell. */
  messageBurst: 30,
  /** Messages being handled at once over all connections; more wait, in order. */
  concurrentMessages: 16,
  /** Messages waiting for their turn over all connections; beyond, a `Too Many Requests` answer. */
  queuedMessages: 2000,
} as const;

export type SocketLimits = { readonly [K in keyof typeof socketLimits]: number };

/** The close codes API Gateway (and RFC 6455) uses for each reason. */
export const closeCodes = {
  goingAway: 1001,
  invalidPayload: 1007,
  messageTooBig: 1009,
} as const;

/** A token bucket: `take()` is true while the connection is within its rate. */
export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.tokens = burst;
    this.last = now();
  }

  take(): boolean {
    const now = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/**
 * Runs at most `concurrency` tasks at once; up to `queue` more wait in order. `run` answers false (and
 * does not run the task) when the queue is full.
 */
export class Semaphore {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly concurrency: number,
    private readonly queue: number,
  ) {}

  run(task: () => Promise<unknown>): boolean {
    if (this.active >= this.concurrency && this.waiting.length >= this.queue) return false;
    const start = () => {
      this.active += 1;
      void task()
        .catch(() => undefined)
        .finally(() => {
          this.active -= 1;
          this.waiting.shift()?.();
        });
    };
    if (this.active < this.concurrency) start();
    else this.waiting.push(start);
    return true;
  }
}

/**
 * Reads the frame headers of the bytes a client sends on an upgraded socket (RFC 6455 §5.2), without
 * consuming them, and calls `onOversized` once when a data or continuation frame's payload is over
 * `maxFrameBytes`: `ws` only limits whole messages, API Gateway limits each frame too.
 */
export function watchFrameSizes(maxFrameBytes: number, onOversized: (size: number) => void) {
  let header = Buffer.alloc(0);
  let skip = 0;
  let done = false;
  return (chunk: Buffer): void => {
    let data = chunk;
    while (!done && data.length > 0) {
      if (skip > 0) {
        const n = Math.min(skip, data.length);
        skip -= n;
        data = data.subarray(n);
        continue;
      }
      header = Buffer.concat([header, data]);
      if (header.length < 2) return;
      const second = header[1] ?? 0;
      const masked = (second & 0x80) !== 0;
      const len7 = second & 0x7f;
      const extended = len7 === 126 ? 2 : len7 === 127 ? 8 : 0;
      const headerLength = 2 + extended + (masked ? 4 : 0);
      if (header.length < headerLength) return;
      const size =
        len7 === 126 ? header.readUInt16BE(2) : len7 === 127 ? Number(header.readBigUInt64BE(2)) : len7;
      const opcode = (header[0] ?? 0) & 0x0f;
      if (opcode < 0x08 && size > maxFrameBytes) {
        done = true;
        onOversized(size);
        return;
      }
      data = header.subarray(headerLength);
      header = Buffer.alloc(0);
      skip = size;
    }
  };
}
