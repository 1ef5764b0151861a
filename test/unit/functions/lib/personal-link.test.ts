import { describe, expect, it } from 'vitest';
import { signToken, verifyToken } from '../../../../functions/lib/personal-link';
import { resolvePersonalLinkSecret } from '../../../../functions/lib/personal-link-secret';
import { ConfigError } from '../../../../functions/lib/config-schema';
import { tokenFromFragment } from '../../../../shared/api/personal-link';

const secret = 'a-personal-link-secret-of-32-characters!';
const payload = { a: '7c2b8d4e-0f1a-4b3c-9d5e-6f7a8b9c0d1e', g: 3, x: 1_900_000_000 };

describe('personal link tokens', () => {
  it('round-trips the application id, generation and expiry under the same secret', () => {
    expect(verifyToken(secret, signToken(secret, payload))).toEqual(payload);
  });

  it('refuses a token signed with another secret', () => {
    expect(verifyToken(secret, signToken(`${secret}x`, payload))).toBeUndefined();
  });

  it('refuses a payload changed after signing', () => {
    const [, , signature] = signToken(secret, payload).split('.');
    const changed = Buffer.from(JSON.stringify({ ...payload, g: 4 })).toString('base64url');
    expect(verifyToken(secret, `v1.${changed}.${signature}`)).toBeUndefined();
  });

  it.each(['', 'v1..', 'v2.abc.def', 'v1.abcdefghijkl.short', `v1.${'a'.repeat(20)}.${'b'.repeat(43)}`])(
    'refuses the malformed token %j',
    (token) => expect(verifyToken(secret, token)).toBeUndefined(),
  );

  it('is URL-safe, so it survives a mail client and a URL fragment', () => {
    expect(signToken(secret, payload)).toMatch(/^v1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
  });

  it('is read from the URL fragment, not from the path or query', () => {
    expect(tokenFromFragment('#token=v1.abc.def')).toBe('v1.abc.def');
    expect(tokenFromFragment('#other=1')).toBeUndefined();
    expect(tokenFromFragment('')).toBeUndefined();
  });
});

describe('the personal links’ secret', () => {
  const region = 'eu-west-1';
  it('uses PERSONAL_LINK_SECRET locally and never calls Secrets Manager', async () => {
    const read = () => Promise.reject(new Error('must not be called'));
    await expect(
      resolvePersonalLinkSecret({ AWS_REGION: region, PERSONAL_LINK_SECRET: secret }, read),
    ).resolves.toBe(secret);
  });

  it('reads the secret named by PERSONAL_LINK_SECRET_ARN in the cloud', async () => {
    const arn = 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:links';
    const read = (id: string) => Promise.resolve(id === arn ? ` ${secret} ` : undefined);
    await expect(
      resolvePersonalLinkSecret({ AWS_REGION: region, PERSONAL_LINK_SECRET_ARN: arn }, read),
    ).resolves.toBe(secret);
  });

  it('fails the start with a ConfigError when missing, short or unreadable', async () => {
    const arn = 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:links';
    await expect(resolvePersonalLinkSecret({ AWS_REGION: region })).rejects.toThrow(ConfigError);
    await expect(
      resolvePersonalLinkSecret({ AWS_REGION: region, PERSONAL_LINK_SECRET_ARN: arn }, () =>
        Promise.resolve('short'),
      ),
    ).rejects.toThrow(ConfigError);
    await expect(
      resolvePersonalLinkSecret({ AWS_REGION: region, PERSONAL_LINK_SECRET_ARN: arn }, () =>
        Promise.reject(new Error('AccessDenied')),
      ),
    ).rejects.toThrow(/Could not read the personal link secret/);
  });
});
