import { company } from '../../shared/public/company';
import { describe, expect, it } from 'vitest';
import { EtaConfigError, parseEtaConfig } from '../../infra/cloud/config';

describe('the deployment configuration', () => {
  it('synthesizes offline with defaults: eta.example.com, no certificate', () => {
    expect(parseEtaConfig({})).toEqual({
      siteDomain: 'eta.example.com',
      siteOrigin: 'https://eta.example.com',
      mailFrom: 'no-reply@eta.example.com',
      mailDomain: 'eta.example.com',
      siteDir: 'dist',
      supportEmail: company.supportEmail,
      paymentGatewayUrl: 'https://eta.example.com/sandbox-gateway',
      paymentGateway: 'sandbox',
    });
  });

  it('takes the payment gateway’s hosted page from context, https only', () => {
    const url = 'https://pay.example.net/hosted';
    expect(parseEtaConfig({ paymentGatewayUrl: url }).paymentGatewayUrl).toBe(url);
    expect(() => parseEtaConfig({ paymentGatewayUrl: 'http://pay.example.net/' })).toThrow(EtaConfigError);
  });

  it('derives the site origin and the sender from the site domain', () => {
    const config = parseEtaConfig({ siteDomain: 'visa.example.org' });
    expect(config.siteOrigin).toBe('https://visa.example.org');
    expect(config.mailFrom).toBe('no-reply@visa.example.org');
  });

  it('sends from the domain of an explicit sender', () => {
    expect(parseEtaConfig({ mailFrom: 'eta@mail.example.org' }).mailDomain).toBe('mail.example.org');
  });

  it('rejects a site domain written as a URL, naming the key', () => {
    expect(() => parseEtaConfig({ siteDomain: 'https://eta.example.com' })).toThrow(EtaConfigError);
    expect(() => parseEtaConfig({ siteDomain: 'https://eta.example.com' })).toThrow(/siteDomain/);
  });

  it('rejects a certificate outside us-east-1, where CloudFront cannot use it', () => {
    const arn = 'arn:aws:acm:eu-west-1:123456789012:certificate/0a1b2c3d-aaaa-bbbb-cccc-0123456789ab';
    expect(() => parseEtaConfig({ certificateArn: arn })).toThrow(/certificateArn/);
  });

  it('accepts a us-east-1 certificate', () => {
    const arn = 'arn:aws:acm:us-east-1:123456789012:certificate/0a1b2c3d-aaaa-bbbb-cccc-0123456789ab';
    expect(parseEtaConfig({ certificateArn: arn })).toMatchObject({ certificateArn: arn });
  });

  it('takes the support inbox from the company details, the one configuration of them', () => {
    expect(parseEtaConfig({}).supportEmail).toBe(company.supportEmail);
    expect(parseEtaConfig({ supportEmail: 'other@example.org' }).supportEmail).toBe(company.supportEmail);
  });
});
