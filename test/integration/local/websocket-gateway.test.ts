import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { stack } from '../support';

const wsUrl = () => `${stack.url.replace(/^http/, 'ws')}/ws`;

function open(): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(wsUrl());
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

function nextMessage(ws: WebSocket): Promise<unknown> {
  return new Promise((resolve) => ws.once('message', (data) => resolve(JSON.parse(String(data)))));
}

describe('the local WebSocket gateway at /ws', () => {
  it('routes a message on its type and answers through the management API', async () => {
    const ws = await open();
    const reply = nextMessage(ws);
    ws.send(JSON.stringify({ type: 'ping', id: 'abc' }));
    expect(await reply).toEqual({ type: 'pong', id: 'abc' });
    ws.close();
  });

  it('sends a message without a known type to $default', async () => {
    const ws = await open();
    const reply = nextMessage(ws);
    ws.send('not json');
    expect(await reply).toEqual({ type: 'error', error: 'unknown_action' });
    ws.close();
  });

  it('selects routes on `type` like the cloud API, not on `action`', async () => {
    const ws = await open();
    const reply = nextMessage(ws);
    ws.send(JSON.stringify({ action: 'ping', id: 'old' }));
    expect(await reply).toEqual({ type: 'error', error: 'unknown_action' });
    ws.close();
  });

  it('keeps the replies of two connections apart', async () => {
    const [a, b] = await Promise.all([open(), open()]);
    const replies = Promise.all([nextMessage(a), nextMessage(b)]);
    a.send(JSON.stringify({ type: 'ping', id: 'a' }));
    b.send(JSON.stringify({ type: 'ping', id: 'b' }));
    expect(await replies).toEqual([
      { type: 'pong', id: 'a' },
      { type: 'pong', id: 'b' },
    ]);
    a.close();
    b.close();
  });

  it('refuses an upgrade on any other path', async () => {
    const ws = new WebSocket(`${stack.url.replace(/^http/, 'ws')}/not-ws`);
    const error = await new Promise<Error>((resolve) => ws.once('error', resolve));
    expect(error).toBeInstanceOf(Error);
  });
});
