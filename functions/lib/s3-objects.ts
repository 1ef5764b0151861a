import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NotFound,
  NoSuchKey,
  type HeadObjectCommandOutput,
  type S3Client,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';

/**
 * Small S3 helpers shared by the concerns that take browser uploads (documents, the admin's e-visa):
 * the presigned POST whose policy fixes key, content type and size, and the reads that check what
 * actually arrived.
 */
export interface BucketRef {
  readonly s3: S3Client;
  readonly bucketName: string;
}

export interface PresignedPost {
  readonly url: string;
  readonly fields: Record<string, string>;
  readonly key: string;
  readonly maxBytes: number;
  readonly expiresAt: string;
}

/**
 * A presigned POST to exactly `key`: `content-length-range 1..maxBytes`, `Content-Type` equal to
 * `contentType`, valid `expiresSeconds` from `now`. S3 refuses any other key, type or size.
 */
export async function presignPost(
  bucket: BucketRef,
  upload: { key: string; contentType: string; maxBytes: number; expiresSeconds: number; now: Date },
): Promise<PresignedPost> {
  const { url, fields } = await createPresignedPost(bucket.s3, {
    Bucket: bucket.bucketName,
    Key: upload.key,
    Conditions: [
      ['content-length-range', 1, upload.maxBytes],
      ['eq', '$Content-Type', upload.contentType],
      ['eq', '$key', upload.key],
    ],
    Fields: { 'Content-Type': upload.contentType },
    Expires: upload.expiresSeconds,
  });
  const expiresAt = new Date(upload.now.getTime() + upload.expiresSeconds * 1000).toISOString();
  return { url, fields, key: upload.key, maxBytes: upload.maxBytes, expiresAt };
}

export function isMissingObject(e: unknown): boolean {
  return (
    e instanceof NotFound ||
    e instanceof NoSuchKey ||
    (e instanceof Error && (e.name === 'NotFound' || e.name === 'NoSuchKey'))
  );
}

/** The object's head, or undefined when there is no such object. */
export async function headObject(
  bucket: BucketRef,
  key: string,
): Promise<HeadObjectCommandOutput | undefined> {
  try {
    return await bucket.s3.send(new HeadObjectCommand({ Bucket: bucket.bucketName, Key: key }));
  } catch (e: unknown) {
    if (isMissingObject(e)) return undefined;
    throw e;
  }
}

/** The first `count` bytes of an object (a ranged GET). */
export async function firstBytes(bucket: BucketRef, key: string, count = 16): Promise<Uint8Array> {
  const result = await bucket.s3.send(
    new GetObjectCommand({ Bucket: bucket.bucketName, Key: key, Range: `bytes=0-${count - 1}` }),
  );
  return result.Body ? (await result.Body.transformToByteArray()).slice(0, count) : new Uint8Array();
}

export async function deleteObject(bucket: BucketRef, key: string): Promise<void> {
  await bucket.s3.send(new DeleteObjectCommand({ Bucket: bucket.bucketName, Key: key }));
}
