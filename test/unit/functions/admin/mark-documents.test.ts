import {
  ListObjectsV2Command,
  PutObjectTaggingCommand,
  type ListObjectsV2CommandInput,
  type PutObjectTaggingCommandInput,
  type S3Client,
} from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { markDocumentsForDeletion } from '../../../../functions/admin/mark-documents';

const id = '0f8fad5b-d9cb-469f-a165-70867728950e';

/** A bucket of `keys` whose listing pages by continuation token, as S3's ListObjectsV2 does. */
function fakeBucket(keys: readonly string[]) {
  const listed: ListObjectsV2CommandInput[] = [];
  const tagged: PutObjectTaggingCommandInput[] = [];
  const send = (command: unknown) => {
    if (command instanceof ListObjectsV2Command) {
      const input = command.input;
      listed.push(input);
      const matching = keys.filter((k) => k.startsWith(input.Prefix ?? ''));
      const start = Number(input.ContinuationToken ?? 0);
      const end = start + (input.MaxKeys ?? 1000);
      return Promise.resolve({
        Contents: matching.slice(start, end).map((Key) => ({ Key })),
        IsTruncated: end < matching.length,
        ...(end < matching.length ? { NextContinuationToken: String(end) } : {}),
      });
    }
    if (command instanceof PutObjectTaggingCommand) {
      tagged.push(command.input);
      return Promise.resolve({});
    }
    return Promise.reject(new Error('unexpected command'));
  };
  return { bucket: { s3: { send } as unknown as S3Client, bucketName: 'documents' }, listed, tagged };
}

describe('marking an application’s documents for deletion', () => {
  it('lists its folder page by page and tags every object with retention=decided', async () => {
    const keys = Array.from({ length: 5 }, (_, i) => `uploads/${id}/0/photo/${i}`);
    const fake = fakeBucket([...keys, `uploads/tmp/${id}/0/photo/x`, `evisa/${id}/kenya-eta.pdf`]);
    expect(await markDocumentsForDeletion(fake.bucket, id, 2)).toBe(5);
    expect(fake.listed.map((l) => [l.Prefix, l.ContinuationToken])).toEqual([
      [`uploads/${id}/`, undefined],
      [`uploads/${id}/`, '2'],
      [`uploads/${id}/`, '4'],
    ]);
    expect(fake.tagged.map((t) => t.Key)).toEqual(keys);
    for (const t of fake.tagged) {
      expect(t).toMatchObject({
        Bucket: 'documents',
        Tagging: { TagSet: [{ Key: 'retention', Value: 'decided' }] },
      });
    }
  });

  it('tags nothing and succeeds when the folder is empty', async () => {
    const fake = fakeBucket([`uploads/${id}x/0/photo/1`]);
    expect(await markDocumentsForDeletion(fake.bucket, id)).toBe(0);
    expect(fake.tagged).toEqual([]);
  });
});
