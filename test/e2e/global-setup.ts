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
    // Tests move the functions' clock instead of waiting (test/support/stack-clock.ts).
    settableClock: true,
    // A test makes the store refuse its own application's writes (infra/local/store-faults.ts).
    storeFaults: true,
  });
  process.env.E2E_BASE_URL = stack.url;
  process.env.E2E_MAIL_URL = stack.mailViewerUrl;
  // For tests that check what the API stored (read-only, through the SDK).
  process.env.E2E_DYNAMODB_ENDPOINT = stack.endpoints.dynamodb;
  process.env.E2E_TABLE_NAME = stack.tableName;
  process.env.E2E_AWS_ACCESS_KEY_ID = stack.credentials.accessKeyId;
  process.env.E2E_AWS_SECRET_ACCESS_KEY = stack.credentials.secretAccessKey;
  // To sign the payment gateway's server-to-server callback, as the sandbox gateway does.
  process.env.E2E_GATEWAY_SECRET = stack.gatewaySecret;
  // To enrol test staff accounts: their TOTP secrets are sealed with the stack's key.
  process.env.TEST_TOTP_KEY = stack.totpKey;
  return async () => {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
