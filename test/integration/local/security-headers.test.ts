import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { stack } from '../support';
import { synthEta } from '../../infra/synth';
import { siteBuildManifestFile, type SiteBuild } from '../../../shared/site-build';

/**
 * One source for the security headers (infra/security/headers.ts): what the local server sends equals
 * what the CloudFront response-headers policy synthesised by CDK sends, for the same built site, but for
 * the origins (the local socket and S3 stand-in, the cloud's domain and bucket) and what only HTTPS has.
 */
const siteDir = process.env.SITE_DIR ?? join(fileURLToPath(new URL('../../..', import.meta.url)), 'dist');
const names = [
  'content-security-policy',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'permissions-policy',
  'strict-transport-security',
];

type Directives = Record<string, string[]>;
const parse = (csp: string): Directives =>
  Object.fromEntries(
    csp.split(';').map((d) => {
      const [name = '', ...values] = d.trim().split(/\s+/);
      return [name, values];
    }),
  );

/** A CloudFormation string: `{Fn::Join: ['', [...]]}` parts that are not text become `TOKEN`. */
function text(value: unknown): string {
  if (typeof value === 'string') return value;
  const join = (value as { 'Fn::Join'?: [string, unknown[]] })['Fn::Join'];
  if (join) return join[1].map((part) => (typeof part === 'string' ? part : 'TOKEN')).join(join[0]);
  return 'TOKEN';
}

let local: Record<string, string>;
let cloud: Record<string, string>;

interface PolicyConfig {
  readonly SecurityHeadersConfig: {
    readonly ContentSecurityPolicy: { readonly ContentSecurityPolicy: unknown };
    readonly FrameOptions: { readonly FrameOption: string };
    readonly ReferrerPolicy: { readonly ReferrerPolicy: string };
    readonly StrictTransportSecurity: {
      readonly AccessControlMaxAgeSec: number;
      readonly IncludeSubdomains: boolean;
    };
  };
  readonly CustomHeadersConfig?: {
    readonly Items: readonly { readonly Header: string; readonly Value: string }[];
  };
}

beforeAll(async () => {
  // The local build's pages, recorded as the cloud build the stack deploys (`checkBuild`): the inline
  // scripts the CSP hashes are the same, and those are what the two policies are compared on.
  const asCloudBuild = mkdtempSync(join(tmpdir(), 'eta-site-'));
  cpSync(siteDir, asCloudBuild, { recursive: true });
  writeFileSync(
    join(asCloudBuild, siteBuildManifestFile),
    JSON.stringify({ target: 'cloud', paymentGateway: 'sandbox' } satisfies SiteBuild),
  );
  const { template } = synthEta({ siteDir: asCloudBuild, siteDomain: 'eta.example.com' });
  rmSync(asCloudBuild, { recursive: true, force: true });
  const policies = Object.values(template.findResources('AWS::CloudFront::ResponseHeadersPolicy'));
  expect(policies).toHaveLength(1);
  const config = (policies[0] as { Properties: { ResponseHeadersPolicyConfig: PolicyConfig } }).Properties
    .ResponseHeadersPolicyConfig;
  const security = config.SecurityHeadersConfig;
  cloud = {
    'content-security-policy': text(security.ContentSecurityPolicy.ContentSecurityPolicy),
    'x-content-type-options': 'nosniff',
    'x-frame-options': security.FrameOptions.FrameOption,
    'referrer-policy': security.ReferrerPolicy.ReferrerPolicy,
    'strict-transport-security': `max-age=${security.StrictTransportSecurity.AccessControlMaxAgeSec}${
      security.StrictTransportSecurity.IncludeSubdomains ? '; includeSubDomains' : ''
    }`,
    ...Object.fromEntries(
      (config.CustomHeadersConfig?.Items ?? []).map((h) => [h.Header.toLowerCase(), h.Value]),
    ),
  };
  // After the synthesis, which takes long enough for the server to close an idle keep-alive socket.
  const res = await fetch(`${stack.url}/`);
  await res.arrayBuffer();
  local = Object.fromEntries(
    names.flatMap((n) => (res.headers.get(n) === null ? [] : [[n, res.headers.get(n) ?? '']])),
  );
}, 300_000);

describe('the security headers', () => {
  it('are the same locally and in the CloudFront response-headers policy', () => {
    const { 'content-security-policy': localCsp, ...localRest } = local;
    const { 'content-security-policy': cloudCsp, 'strict-transport-security': hsts, ...cloudRest } = cloud;
    expect(localRest).toEqual(cloudRest);
    expect(hsts).toBe('max-age=31536000; includeSubDomains');

    const localOrigins = [stack.url.replace(/^http/, 'ws'), new URL(stack.endpoints.s3).origin];
    const cloudOrigins = ['wss://eta.example.com', 'https://TOKEN'];
    const mine = parse(localCsp ?? '');
    const theirs = parse(cloudCsp ?? '');
    expect(theirs['upgrade-insecure-requests']).toEqual([]);
    delete theirs['upgrade-insecure-requests'];
    const placeholders = (d: Directives, origins: string[]) =>
      Object.fromEntries(
        Object.entries(d).map(([k, v]) => [
          k,
          v.map((s) => (origins.includes(s) ? `origin#${origins.indexOf(s)}` : s)),
        ]),
      );
    expect(placeholders(mine, localOrigins)).toEqual(placeholders(theirs, cloudOrigins));
  });

  it('send HSTS only over HTTPS, and nosniff on API answers too', async () => {
    expect(local['strict-transport-security']).toBeUndefined();
    const api = await fetch(`${stack.url}/api/nope`);
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
    expect(api.headers.get('content-security-policy')).toBe(local['content-security-policy']);
  });

  it('hold a strict policy: hashed inline scripts only, no framing, camera for the site only', () => {
    const csp = parse(local['content-security-policy'] ?? '');
    // The origin, WebAssembly compilation (the passport scan) and the inline scripts' hashes: no eval.
    expect(csp['script-src']?.slice(0, 2)).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(csp['script-src']?.slice(2).every((s) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(s))).toBe(true);
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['script-src']).not.toContain("'unsafe-eval'");
    expect(csp['worker-src']).toEqual(["'self'"]);
    expect(csp['style-src']).not.toContain("'unsafe-inline'");
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['connect-src']).toEqual([
      "'self'",
      stack.url.replace(/^http/, 'ws'),
      new URL(stack.endpoints.s3).origin,
    ]);
    expect(local['permissions-policy']).toMatch(/(^|, )camera=\(self\)(,|$)/);
    expect(local['permissions-policy']).toMatch(/microphone=\(\)/);
    expect((cloud['content-security-policy'] ?? '').length).toBeLessThanOrEqual(1783);
  });
});
