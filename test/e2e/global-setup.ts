import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startLocalStack } from '../../infra/local/stack';

/**
 * Starts the whole product on free ports with fresh data for the end-to-end tests, serving the
 * site built by `npm test` (dist/), and tells the workers where it is through the environment.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const dataDir = await mkdtemp(join(tmpdir(), 'kenya-eta-e2e-'));
  const stack = await startLocalStack({
    port: 0,
    mailPort: 0,
    siteDir: process.env.SITE_DIR ?? join(root, 'dist'),
    dataDir,
  });
  process.env.E2E_BASE_URL = stack.url;
  process.env.E2E_MAIL_URL = stack.mailViewerUrl;
  return async () => {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
