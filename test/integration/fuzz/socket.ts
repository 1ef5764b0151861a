import fc from 'fast-check';
import WebSocket from 'ws';
import { mutated, nastyString, nastyValue } from './arbitraries';

/** One thing a client sends on the socket: a text frame (maybe not UTF-8), binary, or too big. */
export type SocketCase =
  | { readonly kind: 'text'; readonly data: string }
  | { readonly kind: 'bytes'; readonly data: Buffer; readonly binary: boolean }
  | { readonly kind: 'fragments'; readonly parts: readonly string[] };

export function socketCases(sessionId: string): fc.Arbitrary<SocketCase> {
  const text = (a: fc.Arbitrary<unknown>) =>
    a.map((v): SocketCase => ({ kind: 'text', data: JSON.stringify(v) ?? 'null' }));
  return fc.oneof(
    { weight: 3, arbitrary: text(mutated({ type: 'join', sessionId, userType: 'customer' })) },
    {
      weight: 3,
      arbitrary: text(
        mutated({ type: 'message', sessionId, content: 'Hello', clientMessageId: 'fuzz-message-1' }),
      ),
    },
    text(mutated({ type: 'close', sessionId })),
    text(mutated({ type: 'ping', id: 'fuzz' })),
    text(fc.record({ type: nastyString, sessionId: nastyString, content: nastyValue })),
    text(nastyValue),
    nastyString.map((data): SocketCase => ({ kind: 'text', data })),
    fc
      .uint8Array({ minLength: 1, maxLength: 64 })
      .map((b): SocketCase => ({ kind: 'bytes', data: Buffer.from(b), binary: false })),
    fc
      .uint8Array({ minLength: 1, maxLength: 64 })
      .map((b): SocketCase => ({ kind: 'bytes', data: Buffer.from(b), binary: true })),
    fc.constantFrom<SocketCase>(
      { kind: 'text', data: 'x'.repeat(40 * 1024) },
      { kind: 'text', data: 'x'.repeat(200 * 1024) },
      { kind: 'fragments', parts: Array.from({ length: 5 }, () => 'y'.repeat(30 * 1024)) },
      { kind: 'bytes', data: Buffer.from([0x7b, 0xed, 0xa0, 0x80, 0x7d]), binary: false },
    ),
  );
}

export function openSocket(
  url: string,
  headers: Record<string, string> = {},
): Promise<WebSocket | undefined> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, { headers });
    ws.on('error', () => resolve(undefined));
    ws.once('unexpected-response', (_req, res) => (res.resume(), resolve(undefined)));
    ws.once('open', () => resolve(ws));
  });
}

export function sendCase(ws: WebSocket, c: SocketCase): void {
  if (c.kind === 'text') ws.send(c.data);
  else if (c.kind === 'bytes') ws.send(c.data, { binary: c.binary });
  else c.parts.forEach((part, i) => ws.send(part, { fin: i === c.parts.length - 1 }));
}

/** A round trip on a connection of its own: the process is alive and its gateway answers. */
export async function pingPong(ws: WebSocket, id: string): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => (ws.off('message', onMessage), resolve(false)), 15_000);
    const onMessage = (data: WebSocket.RawData) => {
      const frame = JSON.parse(String(data)) as { type?: string; id?: string };
      if (frame.type === 'pong' && frame.id === id) {
        clearTimeout(timer);
        ws.off('message', onMessage);
        resolve(true);
      }
    };
    ws.on('message', onMessage);
    ws.send(JSON.stringify({ type: 'ping', id }));
  });
}
