import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import {
  enrolmentOf,
  matchingTimeStep,
  newTotpSecret,
  timeStepAt,
  totpCode,
} from '../../../../functions/auth/totp';

const at = new Date('2026-03-02T08:10:15.000Z');

describe('the authenticator second factor', () => {
  it('offers a 160-bit base32 secret as an otpauth URI for "Kenya eTA Admin" (SHA1, 6 digits, 30 s) and a QR SVG', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const enrolment = enrolmentOf(secret, 'amina.k');
    const uri = new URL(enrolment.otpauthUri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Kenya eTA Admin:amina.k');
    expect(Object.fromEntries(uri.searchParams)).toMatchObject({
      secret,
      issuer: 'Kenya eTA Admin',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
    expect(enrolment.qrSvg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
  });

  it('computes the codes an authenticator app shows (RFC 6238)', () => {
    const secret = newTotpSecret();
    const app = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
    expect(totpCode(secret, at)).toBe(app.generate({ timestamp: at.getTime() }));
  });

  it('accepts the code of this step and of one step before or after, and tells which step it was', () => {
    const secret = newTotpSecret();
    const step = timeStepAt(at);
    expect(matchingTimeStep(secret, totpCode(secret, at), at)).toBe(step);
    expect(matchingTimeStep(secret, totpCode(secret, new Date(at.getTime() - 30_000)), at)).toBe(step - 1);
    expect(matchingTimeStep(secret, totpCode(secret, new Date(at.getTime() + 30_000)), at)).toBe(step + 1);
  });

  it('refuses a code two steps away, a code of another secret and anything but six digits', () => {
    const secret = newTotpSecret();
    expect(matchingTimeStep(secret, totpCode(secret, new Date(at.getTime() - 60_000)), at)).toBeUndefined();
    expect(matchingTimeStep(secret, totpCode(newTotpSecret(), at), at)).toBeUndefined();
    for (const code of ['', '12345', '1234567', 'abcdef', ' 123456']) {
      expect(matchingTimeStep(secret, code, at)).toBeUndefined();
    }
  });
});
