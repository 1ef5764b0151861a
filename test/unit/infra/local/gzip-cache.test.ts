import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createGzipCache } from '../../../../infra/local/static-site';

describe('the local site server’s gzip cache', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'gzip-cache-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('compresses a file once while its version is the same, and again when it changes', async () => {
    const file = join(dir, 'a.js');
    await writeFile(file, 'export const a = 1;');
    const gzipped = createGzipCache();
    const first = gzipped(file, '1');
    expect(gzipped(file, '1')).toBe(first);
    expect(gunzipSync(await first).toString()).toBe('export const a = 1;');
    await writeFile(file, 'export const a = 2;');
    expect(gunzipSync(await gzipped(file, '2')).toString()).toBe('export const a = 2;');
  });

  it('does not keep a failed read: the next request reads the file again', async () => {
    const file = join(dir, 'late.js');
    const gzipped = createGzipCache();
    await expect(gzipped(file, '1')).rejects.toThrow();
    await writeFile(file, 'late');
    expect(gunzipSync(await gzipped(file, '1')).toString()).toBe('late');
  });
});
