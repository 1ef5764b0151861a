import { describe, expect, it } from 'vitest';
import { createTranslator, pickMessages } from '../../../../../shared/i18n';
import { adminAuthPrefixes } from '../../../../../site/lib/island-messages';
import type { LocaleCode } from '../../../../../shared/locales';
import { failureMessage, groupedSecret } from '../../../../../site/islands/admin/sign-in-messages';

const tOf = (locale: LocaleCode) => createTranslator(locale, pickMessages(locale, adminAuthPrefixes));

describe('the sign-in messages', () => {
  it('give the spec’s sentence for wrong credentials', () => {
    expect(failureMessage(tOf('en'), { kind: 'invalidCredentials' })).toBe('Invalid username or password');
    expect(failureMessage(tOf('tr'), { kind: 'invalidCredentials' })).toBe(
      'Geçersiz kullanıcı adı veya şifre',
    );
  });

  it('say how many minutes to wait after too many attempts, in the singular or plural of the language', () => {
    expect(failureMessage(tOf('en'), { kind: 'tooManyAttempts', minutes: 12 })).toBe(
      'Too many attempts. Try again in 12 minutes.',
    );
    expect(failureMessage(tOf('en'), { kind: 'tooManyAttempts', minutes: 1 })).toBe(
      'Too many attempts. Try again in 1 minute.',
    );
    expect(failureMessage(tOf('de'), { kind: 'tooManyAttempts', minutes: 1 })).toContain('1 Minute ');
    expect(failureMessage(tOf('tr'), { kind: 'tooManyAttempts', minutes: 3 })).toBe(
      'Çok fazla deneme yapıldı. 3 dakika sonra tekrar deneyin.',
    );
  });

  it('show a setup key in groups of four for typing', () => {
    expect(groupedSecret('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
  });
});
