import { describe, expect, it } from 'vitest';
import { hasSandboxPages, pagesLeftOut, SiteBuildError, siteBuildFromEnv } from '../../../shared/site-build';

describe('what a site build is for', () => {
  it('is the local sandbox unless the environment says otherwise', () => {
    expect(siteBuildFromEnv({})).toEqual({ target: 'local', paymentGateway: 'sandbox' });
    expect(siteBuildFromEnv({ SITE_TARGET: '', PAYMENT_GATEWAY: '' })).toEqual({
      target: 'local',
      paymentGateway: 'sandbox',
    });
    expect(siteBuildFromEnv({ SITE_TARGET: 'cloud', PAYMENT_GATEWAY: 'stripe' })).toEqual({
      target: 'cloud',
      paymentGateway: 'stripe',
    });
  });

  it('refuses an unknown target or gateway, naming the setting', () => {
    expect(() => siteBuildFromEnv({ SITE_TARGET: 'prod' })).toThrow(SiteBuildError);
    expect(() => siteBuildFromEnv({ PAYMENT_GATEWAY: 'paypal' })).toThrow(/PAYMENT_GATEWAY/);
  });

  it('builds the payment test page only for the sandbox gateway, local or cloud', () => {
    expect(hasSandboxPages({ target: 'cloud', paymentGateway: 'sandbox' })).toBe(true);
    expect(pagesLeftOut({ target: 'local', paymentGateway: 'sandbox' })).toEqual([]);
    expect(pagesLeftOut({ target: 'cloud', paymentGateway: 'stripe' })).toEqual(['/debug-payment']);
  });
});
