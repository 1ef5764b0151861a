/**
 * s3rver, typed narrowly for what this layer uses (the package ships no types), loaded with `require`.
 *
 * Authentication in s3rver 3.7.1 (lib/middleware/authentication.js, lib/models/account.js): a request
 * with an Authorization header or presigned query is accepted when its access key id is in the
 * module-level `AWSAccount.registry`; SigV2 signatures are verified against the stored secret, SigV4
 * signatures are not verified at all. The registry only holds `S3RVER`/`S3RVER` by default, so the
 * configured key pair is added to the built-in account (`createKeyPair`) while an instance uses it.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export interface S3rverCorsRule {
  readonly hasWildcardOrigin: boolean;
  readonly allowedMethods: readonly string[];
  readonly exposeHeaders: readonly string[];
  readonly maxAgeSeconds?: string | number;
}

export interface S3rverCorsConfig {
  matchRule(origin: string, method: string): S3rverCorsRule | undefined;
}

export interface S3rverStore {
  getBucket(bucket: string): Promise<object | null>;
  getSubresource(bucket: string, key: undefined, type: 'cors'): Promise<S3rverCorsConfig | null>;
  deleteSubresource(bucket: string, key: undefined, type: 'cors'): Promise<void>;
}

export interface S3rverBucketConfig {
  readonly name: string;
  readonly configs: readonly string[];
}

interface S3rverOptions {
  readonly address: string;
  readonly port: number;
  readonly silent: boolean;
  readonly directory: string;
  readonly vhostBuckets: boolean;
  readonly configureBuckets: readonly S3rverBucketConfig[];
}

export interface S3rverInstance {
  readonly store: S3rverStore;
  readonly httpServer?: Server;
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}

interface S3rverAccount {
  createKeyPair(accessKeyId: string, secretAccessKey: string): void;
  revokeAccessKey(accessKeyId: string): void;
}

interface AccountModule {
  readonly registry: Map<string, S3rverAccount>;
  readonly DUMMY_ACCOUNT: S3rverAccount;
}

const S3rver = require('s3rver') as new (options: S3rverOptions) => S3rverInstance;
const accounts = require('s3rver/lib/models/account') as AccountModule;

/** How many running local stores use each access key id this module registered. */
const leases = new Map<string, number>();

/**
 * Makes s3rver accept `accessKeyId` until the returned release function is called by every user of it.
 * A key registered by someone else (like the default `S3RVER`) is left alone.
 */
export function leaseAccessKey(accessKeyId: string, secretAccessKey: string): () => void {
  const count = leases.get(accessKeyId);
  if (count === undefined && accounts.registry.has(accessKeyId)) return () => undefined;
  accounts.DUMMY_ACCOUNT.createKeyPair(accessKeyId, secretAccessKey);
  leases.set(accessKeyId, (count ?? 0) + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (leases.get(accessKeyId) ?? 1) - 1;
    if (left > 0) {
      leases.set(accessKeyId, left);
      return;
    }
    leases.delete(accessKeyId);
    accounts.DUMMY_ACCOUNT.revokeAccessKey(accessKeyId);
  };
}

/** Starts s3rver silently on a free loopback port, path-style only, creating or updating the buckets. */
export async function runS3rver(
  directory: string,
  buckets: readonly S3rverBucketConfig[],
): Promise<{ readonly s3rver: S3rverInstance; readonly port: number }> {
  const s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    vhostBuckets: false,
    configureBuckets: buckets,
  });
  // configureBuckets only adds or replaces configurations: drop a CORS configuration left by an earlier
  // run when a bucket no longer allows any origin.
  for (const bucket of buckets.filter((b) => b.configs.length === 0)) {
    if (await s3rver.store.getBucket(bucket.name)) {
      await s3rver.store.deleteSubresource(bucket.name, undefined, 'cors');
    }
  }
  const address = await s3rver.run();
  return { s3rver, port: address.port };
}

/** Closes s3rver's server, its idle keep-alive sockets included. */
export async function closeS3rver(s3rver: S3rverInstance): Promise<void> {
  const closing = s3rver.close();
  s3rver.httpServer?.closeAllConnections();
  await closing;
}
