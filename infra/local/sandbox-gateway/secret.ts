import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The sandbox gateway's shared secret: random per data directory and kept in `<dataDir>/gateway-secret`
 * (mode 600), so a restart keeps open payment sessions valid; in memory when there is no data directory.
 */
export async function localGatewaySecret(dataDir: string | undefined): Promise<string> {
  const fresh = () => randomBytes(32).toString('base64url');
  if (!dataDir) return fresh();
  const file = join(dataDir, 'gateway-secret');
  const existing = await readFile(file, 'utf8').catch(() => '');
  if (existing.trim().length >= 32) return existing.trim();
  const secret = fresh();
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}
