import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { createEtaApp } from '../../infra/cloud/eta-app';
import type { EtaStack } from '../../infra/cloud/eta-stack';
import { siteBuildManifestFile, type SiteBuild } from '../../shared/site-build';

/** The feature flags of cdk.json, so tests synthesize what `cdk synth` synthesizes. */
const cdkJson = JSON.parse(readFileSync(new URL('../../cdk.json', import.meta.url), 'utf8')) as {
  context: Record<string, unknown>;
};

/** A site directory that never exists, so the default synth does not depend on `npm run build`. */
export const missingSiteDir = 'test/infra/no-site-build';

export interface Synthesized {
  readonly app: App;
  readonly stack: EtaStack;
  readonly template: Template;
}

/**
 * Builds the app exactly as `infra/cloud/app.ts` does (cdk-nag plugin included, so synthesis throws on
 * an unacknowledged error finding); `context` overrides CDK context values. Nothing is synthesized yet.
 */
export function buildEta(
  context: Record<string, unknown> = {},
  options: { readonly bundle?: boolean } = {},
): {
  readonly app: App;
  readonly stack: EtaStack;
} {
  // Bundling every function with esbuild takes seconds per synth; only the bundle tests need it.
  const bundling = options.bundle ? {} : { 'aws:cdk:bundling-stacks': [] };
  return createEtaApp({ context: { ...cdkJson.context, siteDir: missingSiteDir, ...bundling, ...context } });
}

/**
 * Builds and synthesizes the app. Without `bundle: true` the functions' code is not bundled (CDK's
 * `aws:cdk:bundling-stacks` context), which changes nothing in the template but the asset hashes.
 */
export function synthEta(
  context: Record<string, unknown> = {},
  options: { readonly bundle?: boolean } = {},
): Synthesized {
  const { app, stack } = buildEta(context, options);
  return { app, stack, template: Template.fromStack(stack) };
}

/** A throw-away directory that looks like a built site, for the "site was built" configuration. */
export function fakeSiteBuild(build: SiteBuild = { target: 'cloud', paymentGateway: 'sandbox' }): string {
  const dir = mkdtempSync(join(tmpdir(), 'eta-site-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Kenya eTA</title>');
  writeFileSync(join(dir, '404.html'), '<!doctype html><title>Not found</title>');
  writeFileSync(join(dir, siteBuildManifestFile), JSON.stringify(build));
  return dir;
}
