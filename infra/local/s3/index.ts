/**
 * The local S3: s3rver on an internal loopback port, behind a front server on the public port that
 * authenticates every request as S3 does before forwarding it: SigV4 signatures in the Authorization
 * header or a presigned query, with the local credentials (`sigv4.ts`; s3rver checks none, and answers
 * anonymous requests), the body against its signed SHA-256; browser POST uploads by their presigned-POST
 * policy (signature, expiration, conditions, size range). Only CORS preflights need no signature.
 * Buckets with lifecycle rules get them applied by a sweeper (`lifecycle.ts`).
 */
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { isIPv6, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import type { LifecycleRule } from '../../../functions/lib/document-retention';
import { corsConfigurationXml, preflightAllowOrigin } from './cors';
import { startLifecycleSweeper, type LifecycleSweeper, type LifecycleSweeperOptions } from './lifecycle';
import { handlePostUpload, postUploadBucket, type PostUploadContext } from './post-upload';
import { fail, forward, type HeaderPair } from './proxy';
import { S3RequestError, entityTooLarge } from './s3-error';
import { contentSha256Mismatch, verifySigV4, type PayloadClaim } from './sigv4';
import { closeS3rver, leaseAccessKey, runS3rver, type S3rverStore } from './s3rver-runtime';

export interface LocalS3Bucket {
  readonly name: string;
  readonly allowedOrigins: readonly string[];
  /** Expiration rules applied at start and then periodically (S3 lifecycle rules). */
  readonly lifecycleRules?: readonly LifecycleRule[];
}

export interface LocalS3Options {
  /** Where objects are kept; undefined = a temporary directory removed on stop. */
  readonly dataDir?: string;
  /** Default 127.0.0.1. */
  readonly host?: string;
  /** Default 0 = a free port. */
  readonly port?: number;
  readonly buckets: readonly LocalS3Bucket[];
  readonly credentials: { readonly accessKeyId: string; readonly secretAccessKey: string };
  /** The lifecycle sweeper's clock and interval (default: the current time, every five minutes). */
  readonly lifecycle?: Pick<LifecycleSweeperOptions, 'now' | 'intervalMs'>;
}

export interface LocalS3 {
  /** http://127.0.0.1:PORT */
  readonly endpoint: string;
  /** Deletes the objects the buckets' lifecycle rules expire at `now` (default: the sweeper's clock). */
  sweepLifecycle(now?: Date): Promise<string[]>;
  stop(): Promise<void>;
}

/** Request bodies of browser POST uploads above this are refused with EntityTooLarge. */
const MAX_POST_BODY_BYTES = 64 * 1024 * 1024;

export async function startLocalS3(options: LocalS3Options): Promise<LocalS3> {
  const host = options.host ?? '127.0.0.1';
  const tempDir = options.dataDir === undefined ? await mkdtemp(join(tmpdir(), 'local-s3-')) : undefined;
  const directory = options.dataDir ?? tempDir ?? '';
  const release = leaseAccessKey(options.credentials.accessKeyId, options.credentials.secretAccessKey);
  const agent = new Agent({ keepAlive: true });
  let s3rver: Awaited<ReturnType<typeof runS3rver>>['s3rver'] | undefined;
  let front: Server | undefined;
  let lifecycleClient: S3Client | undefined;
  let sweeper: LifecycleSweeper | undefined;
  const cleanUp = async (): Promise<void> => {
    await sweeper?.stop();
    lifecycleClient?.destroy();
    if (front) await closeServer(front);
    agent.destroy();
    if (s3rver) await closeS3rver(s3rver);
    release();
    if (tempDir) await rm(tempDir, { recursive: true, force: true });
  };
  try {
    const started = await runS3rver(
      directory,
      options.buckets.map((b) => ({ name: b.name, configs: corsConfigurationXml(b.allowedOrigins) })),
    );
    s3rver = started.s3rver;
    const context: PostUploadContext = {
      upstream: { host: '127.0.0.1', port: started.port, agent },
      store: s3rver.store,
      credentials: options.credentials,
      maxBodyBytes: MAX_POST_BODY_BYTES,
    };
    front = createServer((req, res) => route(req, res, context));
    const port = await listen(front, options.port ?? 0, host);
    const endpoint = `http://${publicHost(host)}:${port}`;
    lifecycleClient = new S3Client({
      region: 'us-east-1',
      endpoint,
      credentials: options.credentials,
      forcePathStyle: true,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    const client = lifecycleClient;
    sweeper = await startLifecycleSweeper({
      ...options.lifecycle,
      targets: options.buckets.flatMap((b) =>
        b.lifecycleRules === undefined ? [] : [{ client, bucket: b.name, rules: b.lifecycleRules }],
      ),
    });
    const lifecycle = sweeper;
    let stopping: Promise<void> | undefined;
    return {
      endpoint,
      sweepLifecycle: (now?: Date) => lifecycle.sweep(now),
      stop: () => (stopping ??= cleanUp()),
    };
  } catch (e: unknown) {
    await cleanUp();
    throw e;
  }
}

function route(req: IncomingMessage, res: ServerResponse, context: PostUploadContext): void {
  const bucket = postUploadBucket(req);
  if (bucket !== undefined) {
    handlePostUpload(req, res, bucket, context).catch((e: unknown) => fail(res, e));
    return;
  }
  if (req.method === 'OPTIONS') {
    forward(req, res, context.upstream, { onResponse: preflightFix(req, context.store) });
    return;
  }
  let claim: PayloadClaim;
  try {
    claim = verifySigV4(
      { method: req.method ?? 'GET', url: req.url ?? '/', rawHeaders: req.rawHeaders },
      context.credentials,
      new Date(),
    );
  } catch (e: unknown) {
    req.resume();
    return refuse(req, res, e);
  }
  if (claim.kind === 'unsigned' || req.method === 'GET' || req.method === 'HEAD') {
    forward(req, res, context.upstream);
    return;
  }
  readBody(req, context.maxBodyBytes).then(
    (body) => {
      const actual = createHash('sha256').update(body).digest('hex');
      if (actual !== claim.hex) return refuse(req, res, contentSha256Mismatch(claim.hex, actual));
      forward(req, res, context.upstream, { body });
    },
    (e: unknown) => refuse(req, res, e),
  );
}

/** Answers with S3's XML error (no body for HEAD), or 500 for anything unexpected. */
function refuse(req: IncomingMessage, res: ServerResponse, e: unknown): void {
  if (!(e instanceof S3RequestError)) return fail(res, e);
  const body = req.method === 'HEAD' ? '' : e.toXml();
  res
    .writeHead(e.status, { 'Content-Type': 'application/xml', 'Content-Length': Buffer.byteLength(body) })
    .end(body);
}

function readBody(req: IncomingMessage, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) chunks.push(chunk);
    });
    req.on('end', () =>
      size > maxBytes ? reject(entityTooLarge(size, maxBytes)) : resolve(Buffer.concat(chunks)),
    );
    req.on('error', reject);
  });
}

/** Makes an accepted preflight name the request's origin, as S3 does (s3rver answers `*`). */
function preflightFix(
  req: IncomingMessage,
  store: S3rverStore,
): (status: number, headers: HeaderPair[]) => Promise<void> {
  const bucket = /^\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:[/?]|$)/.exec(req.url ?? '')?.[1];
  return async (status: number, headers: HeaderPair[]): Promise<void> => {
    if (status !== 200 || bucket === undefined) return;
    const origin = await preflightAllowOrigin(
      store,
      bucket,
      req.headers.origin,
      req.headers['access-control-request-method'],
    );
    if (origin === undefined) return;
    for (const header of headers) {
      if (header[0].toLowerCase() === 'access-control-allow-origin' && header[1] === '*') header[1] = origin;
    }
  };
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/** The address clients use: loopback for a wildcard bind, IPv6 in brackets. */
function publicHost(host: string): string {
  if (host === '0.0.0.0') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return isIPv6(host) ? `[${host}]` : host;
}
