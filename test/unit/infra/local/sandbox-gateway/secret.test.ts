import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { localGatewaySecret, localTotpKey } from '../../../../../infra/local/sandbox-gateway/secret';
import { localTotpSecretBox } from '../../../../../functions/lib/totp-secret-box';

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

describe('the local TOTP key', () => {
  it('is made at the first start in <dataDir>/totp-key (owner only), kept across restarts, and seals secrets', async () => {
    dir = await mkdtemp(join(tmpdir(), 'totp-key-'));
    const first = await localTotpKey(dir);
    expect(await localTotpKey(dir)).toBe(first);
    expect((await stat(join(dir, 'totp-key'))).mode & 0o077).toBe(0);
    // 32 bytes, as the AES-256-GCM box needs: a secret sealed before a restart opens after it.
    const sealed = await localTotpSecretBox(first).seal('JBSWY3DPEHPK3PXP', 'amina');
    expect(await localTotpSecretBox(await localTotpKey(dir)).open(sealed, 'amina')).toBe('JBSWY3DPEHPK3PXP');
  });
});
