import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { SocketEvent, SocketResult } from '../../../functions/socket/types';
import { startWebSocketGateway, type WebSocketGateway } from '../../../infra/local/websocket-gateway';

/**
 * The local gateway's own limits, with a recording router in this process: a client frame that used to
 * throw an unhandled 'error' (and stop the whole local product) now fails this file instead.
 */
const events: SocketEvent[] = [];
let inFlight = 0;
let maxInFlight = 0;
let release: (() => void) | undefined;
let connectGate: Promise<void> | undefined;
let connectWaiting = false;

async function dispatch(event: SocketEvent): Promise<SocketResult> {
  if (event.requestContext.routeKey === '$connect' && connectGate) {
    connectWaiting = true;
    await connectGate;
  }
  events.push(event);
  if (event.requestContext.routeKey !== 'slow') return { statusCode: 200 };
  inFlight += 1;
  maxInFlight = Math.max(maxInFlight, inFlight);
  await new Promise<void>((resolve) => setTimeout(resolve, 5));
  inFlight -= 1;
  return { statusCode: 200 };
}

let gateway: WebSocketGateway;
let server: Server;
let url: string;

beforeAll(async () => {
  gateway = await startWebSocketGateway({
    router: () => ({ dispatch, routes: ['slow', 'echo'] }),
    limits: { idleMs: 60_000, messagesPerSecond: 5, messageBurst: 20, concurrentMessages: 4 },
  });
  server = createServer();
  server.on('upgrade', (req, socket, head) => void gateway.handleUpgrade(req, socket, head));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/ws`;
});

afterAll(async () => {
  release?.();
  await gateway.stop();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function open(): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

function closed(ws: WebSocket): Promise<number> {
  return new Promise((resolve) => ws.once('close', (code) => resolve(code)));
}

const bodies = (routeKey: string) =>
  events.filter((e) => e.requestContext.routeKey === routeKey).map((e) => e.body);

/** The gateway still takes connections and routes messages. */
async function stillServing(): Promise<void> {
  const ws = await open();
  const marker = `alive-${Math.random()}`;
  ws.send(JSON.stringify({ type: 'echo', marker }));
  await expect.poll(() => bodies('echo').some((b) => b?.includes(marker))).toBe(true);
  ws.close();
}

describe('the local WebSocket gateway under hostile clients', () => {
  it('closes a connection with 1009 on a message over 128 KB, and keeps serving the others', async () => {
    const ws = await open();
    const code = closed(ws);
    ws.send('x'.repeat(200 * 1024));
    expect(await code).toBe(1009);
    await stillServing();
  });

  it('closes a connection with 1009 on a single frame over 32 KB, without routing it', async () => {
    const ws = await open();
    const code = closed(ws);
    ws.send(JSON.stringify({ type: 'echo', big: 'y'.repeat(40 * 1024) }));
    expect(await code).toBe(1009);
    expect(bodies('echo').some((b) => b?.includes('yyyy'))).toBe(false);
    await stillServing();
  });

  it('routes a 100 KB message sent in frames of 25 KB, as API Gateway does', async () => {
    const ws = await open();
    const payload = JSON.stringify({ type: 'echo', part: 'z'.repeat(100 * 1024 - 40) });
    for (let at = 0; at < payload.length; at += 25 * 1024) {
      ws.send(payload.slice(at, at + 25 * 1024), { fin: at + 25 * 1024 >= payload.length });
    }
    await expect.poll(() => bodies('echo').some((b) => b === payload)).toBe(true);
    ws.close();
  });

  it('closes a connection with 1007 on a text frame of invalid UTF-8', async () => {
    const ws = await open();
    const code = closed(ws);
    ws.send(Buffer.from([0x7b, 0xff, 0xfe, 0xed, 0xa0, 0x80, 0x7d]), { binary: false });
    expect(await code).toBe(1007);
    await stillServing();
  });

  it('answers Too Many Requests beyond the connection rate, and handles only a few messages at once', async () => {
    const ws = await open();
    const answers: string[] = [];
    ws.on('message', (data) => answers.push((JSON.parse(String(data)) as { message: string }).message));
    const before = bodies('slow').length;
    for (let i = 0; i < 1000; i += 1) ws.send(JSON.stringify({ type: 'slow', i }));
    await expect
      .poll(() => answers.length + (bodies('slow').length - before), { timeout: 20_000 })
      .toBe(1000);
    const routed = bodies('slow').length - before;
    expect(routed).toBeGreaterThanOrEqual(20);
    expect(routed).toBeLessThan(60);
    expect(answers.every((a) => a === 'Too Many Requests')).toBe(true);
    expect(maxInFlight).toBeLessThanOrEqual(4);
    ws.close();
    await stillServing();
  });

  it('survives a client that resets the connection while $connect runs', async () => {
    connectGate = new Promise<void>((resolve) => (release = resolve));
    const ws = new WebSocket(url);
    ws.on('error', () => undefined);
    await expect.poll(() => connectWaiting).toBe(true);
    ws.terminate();
    release?.();
    connectGate = undefined;
    await stillServing();
  });

  it('refuses a management post over 128 KB with 413 PayloadTooLargeException', async () => {
    const ws = await open();
    await expect.poll(() => gateway.connectionCount).toBeGreaterThan(0);
    const connectionId = events.findLast((e) => e.requestContext.routeKey === '$connect')?.requestContext
      .connectionId;
    const answer = await new Promise<{ status?: number; type?: string | string[] }>((resolve, reject) => {
      const req = request(`${gateway.managementEndpoint}/@connections/${connectionId}`, { method: 'POST' });
      req.on('response', (res) => {
        res.resume();
        resolve({ status: res.statusCode, type: res.headers['x-amzn-errortype'] });
      });
      req.on('error', reject);
      req.end(Buffer.alloc(129 * 1024, 0x61));
    });
    expect(answer).toEqual({ status: 413, type: 'PayloadTooLargeException' });
    ws.close();
  });
});

describe('an idle connection', () => {
  it('is closed with 1001 after the idle timeout', async () => {
    const idleGateway = await startWebSocketGateway({
      router: () => ({ dispatch, routes: [] }),
      limits: { idleMs: 100 },
    });
    const idleServer = createServer();
    idleServer.on('upgrade', (req, socket, head) => void idleGateway.handleUpgrade(req, socket, head));
    await new Promise<void>((resolve) => idleServer.listen(0, '127.0.0.1', resolve));
    const ws = new WebSocket(`ws://127.0.0.1:${(idleServer.address() as AddressInfo).port}/ws`);
    expect(await closed(ws)).toBe(1001);
    await idleGateway.stop();
    idleServer.closeAllConnections();
    await new Promise((resolve) => idleServer.close(resolve));
  });
});
