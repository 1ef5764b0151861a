import { backoffDelay } from './backoff';

export type SocketState = 'connecting' | 'open' | 'waiting';

export interface ReconnectingSocketOptions {
  readonly url: string;
  /** The socket is open (first time or after a reconnect): join, resend what waits. */
  readonly onOpen: () => void;
  readonly onFrame: (frame: unknown) => void;
  readonly onState: (state: SocketState) => void;
  readonly random?: () => number;
  readonly createSocket?: (url: string) => WebSocket;
  /** A ping this often keeps the socket from API Gateway's 10-minute idle timeout. */
  readonly keepAliveMs?: number;
}

/**
 * A WebSocket that comes back: when it closes or fails, it reconnects after an exponential back-off
 * with jitter (`backoff.ts`), at once when the browser comes back online, and on `reconnectNow()`.
 */
export class ReconnectingSocket {
  private socket: WebSocket | undefined;
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private keepAlive: ReturnType<typeof setInterval> | undefined;
  private stopped = true;
  private readonly online = () => this.reconnectNow();

  constructor(private readonly options: ReconnectingSocketOptions) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    globalThis.addEventListener?.('online', this.online);
    this.connect();
  }

  /** Closes the socket for good (the chat was closed). */
  stop(): void {
    this.stopped = true;
    globalThis.removeEventListener?.('online', this.online);
    this.clearTimers();
    const socket = this.socket;
    this.socket = undefined;
    socket?.close(1000);
  }

  /** Sends a frame if the socket is open; false otherwise (the caller keeps it for later). */
  send(frame: object): boolean {
    const socket = this.socket;
    if (!socket || socket.readyState !== WebSocket.OPEN) return false;
    socket.send(JSON.stringify(frame));
    return true;
  }

  /** Skips the wait of a scheduled retry. */
  reconnectNow(): void {
    if (this.stopped || this.retryTimer === undefined) return;
    this.attempt = 0;
    this.connect();
  }

  private clearTimers(): void {
    clearTimeout(this.retryTimer);
    clearInterval(this.keepAlive);
    this.retryTimer = undefined;
    this.keepAlive = undefined;
  }

  private connect(): void {
    this.clearTimers();
    this.options.onState('connecting');
    let socket: WebSocket;
    try {
      socket = (this.options.createSocket ?? ((url) => new WebSocket(url)))(this.options.url);
    } catch {
      this.retry();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      if (socket !== this.socket) return;
      this.attempt = 0;
      this.options.onState('open');
      this.keepAlive = setInterval(() => this.send({ type: 'ping' }), this.options.keepAliveMs ?? 300_000);
      this.options.onOpen();
    };
    socket.onmessage = (event: MessageEvent) => {
      if (socket !== this.socket || typeof event.data !== 'string') return;
      try {
        this.options.onFrame(JSON.parse(event.data));
      } catch {
        // Not JSON: nothing the chat understands.
      }
    };
    socket.onclose = () => {
      if (socket === this.socket) this.retry();
    };
  }

  private retry(): void {
    this.clearTimers();
    this.socket = undefined;
    if (this.stopped) return;
    this.options.onState('waiting');
    const delay = backoffDelay(this.attempt++, this.options.random);
    this.retryTimer = setTimeout(() => this.connect(), delay);
  }
}
