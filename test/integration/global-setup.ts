import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalStack } from '../../infra/local/stack';

export interface ProvidedStack {
  readonly url: string;
  readonly mailViewerUrl: string;
  readonly endpoints: { readonly dynamodb: string; readonly s3: string; readonly ses: string };
  readonly tableName: string;
  readonly bucketName: string;
  readonly credentials: { readonly accessKeyId: string; readonly secretAccessKey: string };
  readonly gatewaySecret: string;
  readonly personalLinkSecret: string;
  readonly totpKey: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: ProvidedStack;
  }
}

/**
 * One ephemeral local stack for the integration tests: free ports, data in memory, the built site
 * (when present) from dist/. Stopped when the run ends.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const siteDir = process.env.SITE_DIR ?? join(root, 'dist');
  // No reconciliation timer: a test that needs a run asks for one (its own stack or the function).
  // Tests move the functions' clock instead of waiting (test/support/stack-clock.ts).
  const stack = await startLocalStack({
    port: 0,
    mailPort: 0,
    siteDir,
    settableClock: true,
    reconcile: { intervalMs: 0 },
  });
  const {
    url,
    mailViewerUrl,
    endpoints,
    tableName,
    bucketName,
    credentials,
    gatewaySecret,
    personalLinkSecret,
    totpKey,
  } = stack;
  project.provide('stack', {
    url,
    mailViewerUrl,
    endpoints,
    tableName,
    bucketName,
    credentials,
    gatewaySecret,
    personalLinkSecret,
    totpKey,
  });
  return stack.stop;
}
