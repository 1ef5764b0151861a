import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../../../functions/lib/config-schema';

const valid = {
  TABLE_NAME: 't',
  BUCKET_NAME: 'b',
  MAIL_FROM: 'no-reply@example.com',
  SITE_ORIGIN: 'https://eta.example.com',
};

describe('function configuration', () => {
  it('accepts a complete cloud configuration with no endpoints', () => {
    const config = parseConfig(valid);
    expect(config.DYNAMODB_ENDPOINT).toBeUndefined();
    expect(config.AWS_REGION).toBe('eu-west-1');
  });

  it('names the missing variable when one is missing', () => {
    const { TABLE_NAME: _omitted, ...missing } = valid;
    expect(() => parseConfig(missing)).toThrow(ConfigError);
    expect(() => parseConfig(missing)).toThrow(/TABLE_NAME/);
  });

  it('refuses a malformed e-mail sender', () => {
    expect(() => parseConfig({ ...valid, MAIL_FROM: 'not-an-address' })).toThrow(/MAIL_FROM/);
  });

  it('refuses a local endpoint that is not a URL', () => {
    expect(() => parseConfig({ ...valid, DYNAMODB_ENDPOINT: 'localhost' })).toThrow(/DYNAMODB_ENDPOINT/);
  });
});
