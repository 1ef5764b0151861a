/**
 * S3 lifecycle expiration for the local store (s3rver stores object tags but has no lifecycle): the
 * same rules as the cloud bucket (`functions/lib/document-retention.ts`), applied through the real
 * AWS SDK. An object expires when it is under a rule's prefix, carries the rule's tag (when the rule
 * has one) and its due time has passed: LastModified plus the rule's days, rounded up to the next
 * midnight UTC, as S3 computes it. S3 removes expired objects in a background run; here a sweep runs
 * at start and then every `intervalMs`.
 */
import {
  DeleteObjectCommand,
  GetObjectTaggingCommand,
  ListObjectsCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import type { LifecycleRule } from '../../../functions/lib/document-retention';

const dayMs = 86_400_000;

export interface LifecycleBucket {
  readonly client: S3Client;
  readonly bucket: string;
  readonly rules: readonly LifecycleRule[];
  /** Keys per listed page; default 1000 (the most S3 returns). */
  readonly pageSize?: number;
}

/** When S3 expires an object created at `created` under a rule of `days`. */
export function expirationDue(created: Date, days: number): Date {
  return new Date(Math.ceil((created.getTime() + days * dayMs) / dayMs) * dayMs);
}

async function hasTag(target: LifecycleBucket, key: string, tag: NonNullable<LifecycleRule['tag']>) {
  try {
    const tagging = await target.client.send(
      new GetObjectTaggingCommand({ Bucket: target.bucket, Key: key }),
    );
    return (tagging.TagSet ?? []).some((t) => t.Key === tag.key && t.Value === tag.value);
  } catch (e: unknown) {
    if (e instanceof Error && e.name === 'NoSuchKey') return false;
    throw e;
  }
}

/**
 * The keys under the rule's prefix that are due at `now`. Listed with ListObjects (version 1, paged by
 * marker): s3rver builds version 2's continuation tokens with the DES cipher, which Node 22's OpenSSL
 * no longer has, so a truncated version 2 listing fails there.
 */
async function dueKeys(target: LifecycleBucket, rule: LifecycleRule, now: Date): Promise<string[]> {
  const due: string[] = [];
  let marker: string | undefined;
  do {
    const page = await target.client.send(
      new ListObjectsCommand({
        Bucket: target.bucket,
        Prefix: rule.prefix,
        MaxKeys: target.pageSize ?? 1000,
        Marker: marker,
      }),
    );
    const contents = page.Contents ?? [];
    for (const object of contents) {
      if (object.Key === undefined || object.LastModified === undefined) continue;
      if (expirationDue(object.LastModified, rule.days) > now) continue;
      if (rule.tag !== undefined && !(await hasTag(target, object.Key, rule.tag))) continue;
      due.push(object.Key);
    }
    marker = page.IsTruncated === true ? contents.at(-1)?.Key : undefined;
  } while (marker !== undefined);
  return due;
}

/** Deletes every object that a rule expires at `now`; returns the deleted keys. */
export async function sweepLifecycle(target: LifecycleBucket, now: Date): Promise<string[]> {
  const deleted = new Set<string>();
  for (const rule of target.rules) {
    for (const key of await dueKeys(target, rule, now)) {
      if (deleted.has(key)) continue;
      await target.client.send(new DeleteObjectCommand({ Bucket: target.bucket, Key: key }));
      deleted.add(key);
    }
  }
  return [...deleted];
}

export interface LifecycleSweeper {
  /** Deletes the objects expired at `now` (default: the sweeper's clock) and returns their keys. */
  sweep(now?: Date): Promise<string[]>;
  /** Stops the timer and waits for a running sweep. */
  stop(): Promise<void>;
}

export interface LifecycleSweeperOptions {
  readonly targets: readonly LifecycleBucket[];
  /** The clock of the timer's sweeps; default the current time. */
  readonly now?: () => Date;
  /** Default five minutes; 0 disables the timer (`sweep()` still works). */
  readonly intervalMs?: number;
}

/**
 * Sweeps the targets now (awaited, so that a started store has no expired object left) and then every
 * `intervalMs` on a timer that does not keep the process alive. A failed timer sweep is logged.
 */
export async function startLifecycleSweeper(options: LifecycleSweeperOptions): Promise<LifecycleSweeper> {
  const clock = options.now ?? (() => new Date());
  const intervalMs = options.intervalMs ?? 5 * 60_000;
  const running = new Set<Promise<string[]>>();
  const sweep = (now: Date): Promise<string[]> => {
    const all = Promise.all(options.targets.map((target) => sweepLifecycle(target, now))).then((keys) =>
      keys.flat(),
    );
    running.add(all);
    const forget = () => running.delete(all);
    all.then(forget, forget);
    return all;
  };
  const logged = (now: Date) =>
    sweep(now).catch((e: unknown) => {
      console.error('[local-s3] lifecycle sweep failed:', e);
      return [];
    });

  await logged(clock());
  let timerSweep: Promise<unknown> | undefined;
  const timer =
    intervalMs > 0
      ? setInterval(() => {
          if (timerSweep !== undefined) return;
          timerSweep = logged(clock()).finally(() => (timerSweep = undefined));
        }, intervalMs).unref()
      : undefined;

  let stopping: Promise<void> | undefined;
  return {
    sweep: (now = clock()) => sweep(now),
    stop: () =>
      (stopping ??= (async () => {
        clearInterval(timer);
        await Promise.allSettled([...running]);
      })()),
  };
}
