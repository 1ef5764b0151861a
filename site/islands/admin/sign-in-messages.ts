import type { AdminAuthKey } from '../../lib/island-messages';
import type { Translator } from '../../../shared/i18n/translate';
import type { Failure } from './sign-in-api';

export type AuthT = Translator<AdminAuthKey>;

/** The sentence shown for a failed call (spec §8: "Invalid username or password"). */
export function failureMessage(t: AuthT, failure: Failure): string {
  switch (failure.kind) {
    case 'invalidCredentials':
      return t('admin.signIn.invalidCredentials');
    case 'invalidCode':
      return t('admin.signIn.code.invalid');
    case 'invalidRecoveryCode':
      return t('admin.signIn.recovery.invalid');
    case 'expired':
      return t('admin.signIn.expired');
    case 'tooManyAttempts':
      return t.plural('admin.signIn.tooManyAttempts', failure.minutes, { minutes: failure.minutes });
    case 'network':
      return t('admin.signIn.networkError');
    case 'server':
      return t('admin.signIn.serverError');
  }
}

/** A TOTP secret in groups of four for typing into an app: `ABCD EFGH …`. */
export function groupedSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}
