import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { SocketEvent, SocketResult } from '../../functions/socket/types';
import { errorFields, log } from '../../functions/lib/log';
import {
  closeCodes,
  Semaphore,
  socketLimits,
  TokenBucket,
  watchFrameSizes,
  type SocketLimits,
} from './websocket-limits';

type Dispatch = (event: SocketEvent) => Promise<SocketResult>;

interface Connection {
  readonly socket: WebSocket;
  readonly connectedAt: Date;
  lastActiveAt: Date;
  readonly sourceIp: string;
  readonly userAgent?: string;
}

const stage = 'local';

/**
 * The contract of an API Gateway WebSocket API, on one machine: `$connect` (with headers and query;
 * a non-2xx answer refuses the handshake), route selection on the message's `type` else
 * `$default`, `$disconnect`, and the management API (`POST|GET|DELETE /@connections/{id}`) that
 * `ApiGatewayManagementApiClient` calls, on its own loopback port as in the cloud. API Gateway's limits
 * and errors hold (`websocket-limits.ts`): frames over 32 KB and messages over 128 KB close the
 * connection with 1009, invalid UTF-8 with 1007, idleness and age with 1001; a connection over its
 * message rate, or a gateway with too many messages waiting, gets `Too Many Requests`. Nothing a
 * client sends can stop the process: every socket has an error handler.
 */
export interface SocketRouter {
  readonly dispatch: Dispatch;
  /** The route keys the handlers define (besides $connect, $disconnect, $default). */
  readonly routes: readonly string[];
}

export interface WebSocketGatewayOptions {
  readonly router: () => SocketRouter;
  /** Defaults to `socketLimits` (API Gateway's quotas and the local throttles). */
  readonly limits?: Partial<SocketLimits>;
}

export async function startWebSocketGateway(options: WebSocketGatewayOptions) {
  const limits: SocketLimits = { ...socketLimits, ...options.limits };
  const connections = new Map<string, Connection>();
  const wss = new WebSocketServer({ noServer: true, maxPayload: limits.messageBytes });
  const handling = new Semaphore(limits.concurrentMessages, limits.queuedMessages);
  const management: Server = createServer((req, res) => {
    const match = /^\/@connections\/([^/?]+)/.exec(decodeURIComponent(req.url ?? ''));
    const connection = match?.[1] ? connections.get(match[1]) : undefined;
    const gone = () =>
      res
        .writeHead(410, { 'Content-Type': 'application/json', 'x-amzn-errortype': 'GoneException' })
        .end(JSON.stringify({ message: 'Gone' }));
    if (!match?.[1]) return void res.writeHead(404).end();
    if (!connection || connection.socket.readyState !== connection.socket.OPEN) return gone();
    if (req.method === 'DELETE') {
      connection.socket.close(1000);
      return void res.writeHead(204).end();
    }
    if (req.method === 'GET') {
      const body = {
        ConnectedAt: connection.connectedAt.toISOString(),
        LastActiveAt: connection.lastActiveAt.toISOString(),
        Identity: { SourceIp: connection.sourceIp, UserAgent: connection.userAgent },
      };
      return void res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size <= limits.messageBytes) chunks.push(c);
    });
    req.on('end', () => {
      if (size > limits.messageBytes) {
        const body = JSON.stringify({ message: 'Request entity too large' });
        return void res
          .writeHead(413, {
            'Content-Type': 'application/json',
            'x-amzn-errortype': 'PayloadTooLargeException',
          })
          .end(body);
      }
      connection.socket.send(Buffer.concat(chunks).toString('utf8'));
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => management.listen(0, '127.0.0.1', resolve));
  const managementEndpoint = `http://127.0.0.1:${(management.address() as AddressInfo).port}`;
  const domainName = new URL(managementEndpoint).host;

  function event(
    connectionId: string,
    c: { sourceIp: string; userAgent?: string },
    routeKey: string,
    extra: Partial<SocketEvent> = {},
  ): SocketEvent {
    const eventType =
      routeKey === '$connect' ? 'CONNECT' : routeKey === '$disconnect' ? 'DISCONNECT' : 'MESSAGE';
    return {
      requestContext: {
        routeKey,
        eventType,
        connectionId,
        domainName,
        stage,
        requestTimeEpoch: Date.now(),
        identity: { sourceIp: c.sourceIp, userAgent: c.userAgent },
      },
      isBase64Encoded: false,
      ...extra,
    };
  }

  /** API Gateway's `$request.body.type` (functions/socket/route-keys.ts). */
  function routeOf(body: string): string {
    try {
      const type: unknown = (JSON.parse(body) as { type?: unknown }).type;
      if (typeof type === 'string' && options.router().routes.includes(type) && !type.startsWith('$'))
        return type;
    } catch {
      // not JSON: $default
    }
    return '$default';
  }

  async function handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    // A client may reset the connection while $connect runs: never an unhandled 'error'.
    socket.on('error', (e: unknown) => log.warn('websocket socket error', errorFields(e)));
    const url = new URL(req.url ?? '/', 'http://localhost');
    const connectionId = randomBytes(12).toString('base64url');
    const identity = {
      sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
      userAgent: req.headers['user-agent'],
    };
    const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
    let result: SocketResult;
    try {
      result = await options.router().dispatch(
        event(connectionId, identity, '$connect', {
          headers,
          queryStringParameters: url.search ? Object.fromEntries(url.searchParams) : null,
        }),
      );
    } catch {
      result = { statusCode: 500 };
    }
    if (socket.destroyed) return;
    if (result.statusCode < 200 || result.statusCode > 299) {
      socket.end(`HTTP/1.1 ${result.statusCode} Refused\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
      return;
    }
    // Attached before ws's own reader, in the same tick, so it sees every frame header first.
    let closing = false;
    let ws: WebSocket | undefined;
    const closeWith = (code: number, reason: string) => {
      if (closing) return;
      closing = true;
      ws?.close(code, reason);
    };
    socket.on(
      'data',
      watchFrameSizes(limits.frameBytes, () => closeWith(closeCodes.messageTooBig, 'Message too big')),
    );
    wss.handleUpgrade(req, socket, head, (upgraded) => {
      ws = upgraded;
      if (closing) upgraded.close(closeCodes.messageTooBig, 'Message too big');
      accept(upgraded, connectionId, identity, closeWith, () => closing);
    });
  }

  function accept(
    ws: WebSocket,
    connectionId: string,
    identity: { sourceIp: string; userAgent?: string },
    closeWith: (code: number, reason: string) => void,
    isClosing: () => boolean,
  ): void {
    const connection: Connection = {
      socket: ws,
      connectedAt: new Date(),
      lastActiveAt: new Date(),
      ...identity,
    };
    connections.set(connectionId, connection);
    const rate = new TokenBucket(limits.messagesPerSecond, limits.messageBurst);
    const goingAway = () => closeWith(closeCodes.goingAway, 'Going away');
    let idle = setTimeout(goingAway, limits.idleMs).unref();
    const aged = setTimeout(goingAway, limits.maxDurationMs).unref();
    // ws closes the connection itself (1009 over the message size, 1007 for invalid UTF-8, 1002 for a
    // protocol error) and then reports it here; without this handler the process would stop.
    ws.on('error', (e: unknown) => log.warn('websocket connection error', errorFields(e)));
    const answer = (message: string) => {
      if (ws.readyState !== ws.OPEN) return;
      ws.send(JSON.stringify({ message, connectionId, requestId: randomBytes(8).toString('base64url') }));
    };
    ws.on('message', (data, isBinary) => {
      if (isClosing()) return;
      connection.lastActiveAt = new Date();
      clearTimeout(idle);
      idle = setTimeout(goingAway, limits.idleMs).unref();
      if (!rate.take()) return answer('Too Many Requests');
      const body = isBinary ? Buffer.from(data as Buffer).toString('base64') : data.toString();
      const routeKey = isBinary ? '$default' : routeOf(body);
      const accepted = handling.run(() =>
        options
          .router()
          .dispatch(event(connectionId, identity, routeKey, { body }))
          .catch(() => answer('Internal server error')),
      );
      if (!accepted) answer('Too Many Requests');
    });
    ws.on('close', () => {
      clearTimeout(idle);
      clearTimeout(aged);
      connections.delete(connectionId);
      options
        .router()
        .dispatch(event(connectionId, identity, '$disconnect'))
        .catch(() => undefined);
    });
  }

  return {
    managementEndpoint,
    handleUpgrade,
    get connectionCount() {
      return connections.size;
    },
    async stop(): Promise<void> {
      for (const c of connections.values()) c.socket.terminate();
      wss.close();
      management.closeAllConnections();
      await new Promise<void>((resolve) => management.close(() => resolve()));
    },
  };
}

export type WebSocketGateway = Awaited<ReturnType<typeof startWebSocketGateway>>;
