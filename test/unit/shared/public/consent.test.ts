import { describe, expect, it } from 'vitest';
import { allowedScripts, createConsent, readConsent } from '../../../../shared/public/consent';

const now = new Date('2026-03-01T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
const stored = (record: object) => JSON.stringify(record);

describe('cookie consent', () => {
  it('records Accept All, Accept Necessary and the settings toggles with necessary always true', () => {
    expect(createConsent('all', now)).toEqual({
      necessary: true,
      analytics: true,
      marketing: true,
      timestamp: '2026-03-01T12:00:00.000Z',
    });
    expect(createConsent('necessary', now)).toMatchObject({
      necessary: true,
      analytics: false,
      marketing: false,
    });
    expect(createConsent({ analytics: true, marketing: false }, now)).toMatchObject({
      necessary: true,
      analytics: true,
      marketing: false,
    });
  });

  it('reads back a record it wrote as valid', () => {
    const record = createConsent('all', now);
    expect(readConsent(JSON.stringify(record), now)).toEqual({ status: 'valid', record });
  });

  it('says missing when nothing is stored, so the banner is shown', () => {
    expect(readConsent(null, now)).toEqual({ status: 'missing' });
  });

  it('keeps a choice for 365 days and expires it after', () => {
    const record = { necessary: true, analytics: true, marketing: false };
    expect(readConsent(stored({ ...record, timestamp: daysAgo(365) }), now).status).toBe('valid');
    expect(readConsent(stored({ ...record, timestamp: daysAgo(365.01) }), now).status).toBe('expired');
  });

  it('accepts a timestamp stored as epoch milliseconds', () => {
    const record = { necessary: true, analytics: false, marketing: true, timestamp: now.getTime() - 1000 };
    expect(readConsent(stored(record), now)).toMatchObject({ status: 'valid', record: { marketing: true } });
  });

  it.each([
    ['not JSON', '{oops'],
    ['not an object', '"yes"'],
    [
      'necessary not true',
      stored({ necessary: false, analytics: true, marketing: true, timestamp: daysAgo(1) }),
    ],
    [
      'a toggle that is not a boolean',
      stored({ necessary: true, analytics: 'yes', marketing: true, timestamp: daysAgo(1) }),
    ],
    ['no timestamp', stored({ necessary: true, analytics: true, marketing: true })],
    [
      'a date in the future',
      stored({ necessary: true, analytics: true, marketing: true, timestamp: daysAgo(-30) }),
    ],
  ])('treats a stored value with %s as invalid', (_, raw) => {
    expect(readConsent(raw, now).status).toBe('invalid');
  });

  it('allows only the scripts of accepted categories', () => {
    expect(allowedScripts(createConsent('necessary', now))).toEqual([]);
    expect(allowedScripts(createConsent('all', now))).toEqual([
      '/scripts/analytics.js',
      '/scripts/marketing.js',
    ]);
    expect(allowedScripts(createConsent({ analytics: false, marketing: true }, now))).toEqual([
      '/scripts/marketing.js',
    ]);
  });
});
