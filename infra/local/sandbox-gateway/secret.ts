import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * A local secret: random per data directory and kept in `<dataDir>/<file>` (mode 600), so a restart
 * keeps what it signed valid; in memory when there is no data directory.
 */
export async function localSecret(dataDir: string | undefined, file: string): Promise<string> {
  const fresh = () => randomBytes(32).toString('base64url');
  if (!dataDir) return fresh();
  const path = join(dataDir, file);
  const existing = await readFile(path, 'utf8').catch(() => '');
  if (existing.trim().length >= 32) return existing.trim();
  const secret = fresh();
  await mkdir(dataDir, { recursive: true });
  await writeFile(path, secret, { mode: 0o600 });
  return secret;
}

/** The sandbox gateway's shared secret (`<dataDir>/gateway-secret`): open payment sessions survive a restart. */
export const localGatewaySecret = (dataDir: string | undefined): Promise<string> =>
  localSecret(dataDir, 'gateway-secret');

/** The personal links' signing secret (`<dataDir>/personal-link-secret`): mailed links survive a restart. */
export const localPersonalLinkSecret = (dataDir: string | undefined): Promise<string> =>
  localSecret(dataDir, 'personal-link-secret');

/**
 * The key that seals staff TOTP secrets (`<dataDir>/totp-key`, mode 600, 32 random bytes): the local
 * stand-in for the cloud's KMS key (`functions/lib/totp-secret-box.ts`). Deleting it makes every
 * enrolled authenticator unusable: reset them with `npm run staff -- reset-2fa`.
 */
export const localTotpKey = (dataDir: string | undefined): Promise<string> =>
  localSecret(dataDir, 'totp-key');
