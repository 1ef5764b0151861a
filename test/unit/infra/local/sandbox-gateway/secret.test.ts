import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { localGatewaySecret } from '../../../../../infra/local/sandbox-gateway/secret';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('the local gateway secret', () => {
  it('is random per run without a data directory', async () => {
    const [a, b] = await Promise.all([localGatewaySecret(undefined), localGatewaySecret(undefined)]);
    expect(a).not.toBe(b);
    expect(a.length).toBeGreaterThanOrEqual(32);
  });

  it('is kept in <dataDir>/gateway-secret (owner only), so a restart keeps open sessions valid', async () => {
    dir = await mkdtemp(join(tmpdir(), 'h7-secret-'));
    const first = await localGatewaySecret(dir);
    const again = await localGatewaySecret(dir);
    expect(again).toBe(first);
    expect(await readFile(join(dir, 'gateway-secret'), 'utf8')).toBe(first);
    expect((await stat(join(dir, 'gateway-secret'))).mode & 0o077).toBe(0);
  });
});
