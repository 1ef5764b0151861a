import { existsSync } from 'node:fs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { httpConcerns } from '../../infra/cloud/constructs/api';
import { repoPath } from '../../infra/cloud/paths';

let localNames: string[];

beforeAll(async () => {
  // functions/lib/config.ts validates the environment when first imported; give it a valid one.
  vi.stubEnv('TABLE_NAME', 'table');
  vi.stubEnv('BUCKET_NAME', 'bucket');
  vi.stubEnv('MAIL_FROM', 'no-reply@eta.example.com');
  vi.stubEnv('SITE_ORIGIN', 'https://eta.example.com');
  vi.stubEnv('PAYMENT_GATEWAY', 'sandbox');
  vi.stubEnv('PAYMENT_GATEWAY_URL', 'https://eta.example.com/sandbox-gateway');
  vi.stubEnv('PAYMENT_GATEWAY_SECRET', 'a-test-secret-of-the-gateway');
  vi.stubEnv('PERSONAL_LINK_SECRET', 'a-test-secret-of-the-personal-links-0123456789');
  vi.stubEnv('TOTP_SECRET_KEY', Buffer.alloc(32, 7).toString('base64url'));
  const { httpApps } = await import('../../functions/http-apps');
  localNames = httpApps.map((app) => app.name);
});

describe('the HTTP concerns of the cloud', () => {
  it('are exactly the concerns the local stack mounts (functions/http-apps.ts)', () => {
    expect(httpConcerns.map((c) => c.name).sort()).toEqual([...localNames].sort());
  });

  it('each have a Lambda entry file and at least one route under /api/', () => {
    for (const concern of httpConcerns) {
      expect(existsSync(repoPath(concern.entry)), concern.entry).toBe(true);
      expect(concern.routes.length, concern.name).toBeGreaterThan(0);
      for (const route of concern.routes) expect(route.path, concern.name).toMatch(/^\/api\//);
    }
  });
});
