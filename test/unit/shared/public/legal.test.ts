import { describe, expect, it } from 'vitest';
import {
  paymentPolicy,
  privacyPolicy,
  refundPolicy,
  securityPolicy,
  termsOfService,
} from '../../../../shared/public/legal';

describe('the legal texts', () => {
  it('give the privacy policy its 16 sections, last updated 26 November 2026 (self-service withdrawal and erasure added to "Your choices")', () => {
    expect(privacyPolicy.sections).toHaveLength(16);
    expect(privacyPolicy.date).toEqual({ kind: 'updated', iso: '2026-11-26' });
    expect(privacyPolicy.sections[0]?.id).toBe('introduction');
    expect(privacyPolicy.sections.at(-1)?.id).toBe('contact-us');
  });

  it('give the terms the 14 table-of-contents entries of the specification', () => {
    expect(termsOfService.sections.map((s) => s.id)).toEqual([
      'requirements',
      'prohibitions',
      'third-party',
      'ai-usage',
      'commercial',
      'suspension',
      'disclaimers',
      'limitation',
      'indemnification',
      'notices',
      'entire-agreement',
      'time-barred',
      'referrals',
      'refunds',
    ]);
  });

  it('number the refund (9), security (10) and payment (9) sections', () => {
    expect(refundPolicy.sections.map((s) => s.title.split('.')[0])).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
    ]);
    expect(securityPolicy.sections).toHaveLength(10);
    expect(paymentPolicy.sections).toHaveLength(9);
    expect(paymentPolicy.date).toEqual({ kind: 'effective', iso: '2025-08-01' });
  });

  it('state the figures the specification fixes', () => {
    const text = (doc: { sections: readonly { html: string }[] }) =>
      doc.sections.map((s) => s.html).join(' ');
    expect(text(termsOfService)).toContain('GBP 100');
    expect(text(termsOfService)).toContain('12 months');
    expect(text(refundPolicy)).toContain('within 24 hours of payment');
    expect(text(privacyPolicy)).toContain('within 30 days after the decision');
    expect(text(securityPolicy)).toContain('72 hours');
    expect(text(paymentPolicy)).toContain('3-D Secure 2.0');
  });

  it('use unique section ids within each policy', () => {
    for (const doc of [privacyPolicy, termsOfService, refundPolicy, securityPolicy, paymentPolicy]) {
      expect(new Set(doc.sections.map((s) => s.id)).size, doc.key).toBe(doc.sections.length);
    }
  });
});
