import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReconnectingSocket, type SocketState } from '../../../../../site/lib/chat/reconnecting-socket';

/** A WebSocket stand-in the test opens, closes and reads. */
class FakeSocket {
  static made: FakeSocket[] = [];
  readyState: number = WebSocket.CONNECTING;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onclose: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.readyState = WebSocket.CLOSED;
  }
  open() {
    this.readyState = WebSocket.OPEN;
    this.onopen?.();
  }
  drop() {
    this.readyState = WebSocket.CLOSED;
    this.onclose?.();
  }
}

const last = () => FakeSocket.made[FakeSocket.made.length - 1] as FakeSocket;

function socketUnderTest(random = () => 0) {
  const states: SocketState[] = [];
  const frames: unknown[] = [];
  const onOpen = vi.fn();
  const socket = new ReconnectingSocket({
    url: 'ws://site/ws',
    onOpen,
    onFrame: (f) => frames.push(f),
    onState: (s) => states.push(s),
    random,
    createSocket: (url) => new FakeSocket(url) as unknown as WebSocket,
  });
  return { socket, states, frames, onOpen };
}

beforeEach(() => {
  FakeSocket.made = [];
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the reconnecting chat socket', () => {
  it('connects, reports open, and hands over the frames it receives', () => {
    const { socket, states, frames, onOpen } = socketUnderTest();
    socket.start();
    last().open();
    last().onmessage?.({ data: '{"type":"pong"}' });
    last().onmessage?.({ data: 'not json' });
    expect(states).toEqual(['connecting', 'open']);
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(frames).toEqual([{ type: 'pong' }]);
  });

  it('reconnects after a drop, waiting longer after each failed attempt', () => {
    const { socket, states } = socketUnderTest(() => 0.999999);
    socket.start();
    last().open();
    last().drop();
    expect(states.at(-1)).toBe('waiting');
    vi.advanceTimersByTime(499);
    expect(FakeSocket.made).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.made).toHaveLength(2);
    last().drop(); // the second try fails before opening: the next wait doubles
    vi.advanceTimersByTime(999);
    expect(FakeSocket.made).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.made).toHaveLength(3);
  });

  it('starts the back-off afresh once a connection opened again', () => {
    const { socket } = socketUnderTest(() => 0.999999);
    socket.start();
    last().drop();
    vi.advanceTimersByTime(500);
    last().drop();
    vi.advanceTimersByTime(1000);
    last().open();
    last().drop();
    vi.advanceTimersByTime(500);
    expect(FakeSocket.made).toHaveLength(4);
  });

  it('says a frame was not sent while the socket is not open (the caller keeps it)', () => {
    const { socket } = socketUnderTest();
    socket.start();
    expect(socket.send({ type: 'ping' })).toBe(false);
    last().open();
    expect(socket.send({ type: 'ping' })).toBe(true);
    expect(last().sent).toEqual(['{"type":"ping"}']);
  });

  it('skips the wait when asked to reconnect now', () => {
    const { socket } = socketUnderTest(() => 0.999999);
    socket.start();
    last().drop();
    socket.reconnectNow();
    expect(FakeSocket.made).toHaveLength(2);
  });

  it('never reconnects once stopped', () => {
    const { socket } = socketUnderTest();
    socket.start();
    last().open();
    const first = last();
    socket.stop();
    first.drop();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.made).toHaveLength(1);
    expect(first.readyState).toBe(WebSocket.CLOSED);
  });

  it('sends a keep-alive ping every five minutes while open', () => {
    const { socket } = socketUnderTest();
    socket.start();
    last().open();
    vi.advanceTimersByTime(600_000);
    expect(last().sent).toEqual(['{"type":"ping"}', '{"type":"ping"}']);
  });
});
