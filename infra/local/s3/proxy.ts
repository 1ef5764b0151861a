/**
 * Forwards a request to s3rver unchanged (method, path and query, headers, streamed body) and relays the
 * answer (status, headers, streamed body). Only hop-by-hop headers are left to each connection.
 */
import { request, type Agent, type IncomingMessage, type ServerResponse } from 'node:http';
import { pipeline } from 'node:stream';
import { internalError } from './s3-error';

export interface Upstream {
  readonly host: string;
  readonly port: number;
  readonly agent: Agent;
}

/** A response header as a (name, value) pair, names in their original case. */
export type HeaderPair = [name: string, value: string];

export interface ForwardOptions {
  /** A body to send instead of the request's own (already read); Content-Length is set to its size. */
  readonly body?: Buffer;
  /** A Content-Type to send instead of the request's own (for a rebuilt body). */
  readonly contentType?: string;
  /** Lets the caller adjust the relayed response headers before they are written. */
  readonly onResponse?: (status: number, headers: HeaderPair[]) => Promise<void>;
}

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
]);

export function forward(
  req: IncomingMessage,
  res: ServerResponse,
  upstream: Upstream,
  options: ForwardOptions = {},
): void {
  const { body, contentType, onResponse } = options;
  const replaced = new Set([...(body ? ['content-length'] : []), ...(contentType ? ['content-type'] : [])]);
  const headers = pairs(req.rawHeaders).filter(([name]) => !replaced.has(name.toLowerCase()));
  if (contentType) headers.push(['Content-Type', contentType]);
  if (body) headers.push(['Content-Length', String(body.length)]);
  const upstreamRequest = request({
    host: upstream.host,
    port: upstream.port,
    agent: upstream.agent,
    method: req.method,
    path: req.url,
    headers: headers.flat(),
  });
  upstreamRequest.on('response', (upstreamResponse) => {
    const status = upstreamResponse.statusCode ?? 502;
    const responseHeaders = pairs(upstreamResponse.rawHeaders);
    const relay = (): void => {
      res.writeHead(status, upstreamResponse.statusMessage, responseHeaders.flat());
      pipeline(upstreamResponse, res, () => undefined);
    };
    if (!onResponse) return relay();
    onResponse(status, responseHeaders).then(relay, (e: unknown) => {
      upstreamResponse.resume();
      fail(res, e);
    });
  });
  upstreamRequest.on('error', (e: unknown) => fail(res, e));
  res.on('close', () => {
    if (!res.writableFinished) upstreamRequest.destroy();
  });
  if (body) {
    upstreamRequest.end(body);
    return;
  }
  req.on('error', () => upstreamRequest.destroy());
  req.pipe(upstreamRequest);
}

/** Answers 500 InternalError as S3 would, or cuts the connection when the answer has already begun. */
export function fail(res: ServerResponse, e: unknown): void {
  if (res.headersSent) {
    res.destroy(e instanceof Error ? e : undefined);
    return;
  }
  const error = internalError();
  res.writeHead(error.status, { 'Content-Type': 'application/xml' }).end(error.toXml());
}

function pairs(raw: readonly string[]): HeaderPair[] {
  const result: HeaderPair[] = [];
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = raw[i] ?? '';
    if (!HOP_BY_HOP.has(name.toLowerCase())) result.push([name, raw[i + 1] ?? '']);
  }
  return result;
}
