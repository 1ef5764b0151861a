import type { SecondFactorAnswer, StaffSessionInfo } from '../../../shared/api/admin';
import type { AuthT } from './sign-in-messages';
import { useFocusOnMount } from './use-focus-on-mount';

interface Props {
  readonly t: AuthT;
  readonly answer: SecondFactorAnswer;
  readonly onContinue: (session: StaffSessionInfo) => void;
}

function sessionOf({ username, displayName, role }: SecondFactorAnswer): StaffSessionInfo {
  return { username, displayName, role };
}

/**
 * After the second step, before the panel: at enrolment the ten recovery codes, shown this once with
 * what to do with them; after a sign-in with a recovery code, how many are left.
 */
export function SignInRecoveryCodes({ t, answer, onContinue }: Props) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const codes = answer.recoveryCodes ?? [];
  if (codes.length > 0) {
    return (
      <div className="admin-sign-in">
        <h1 ref={heading} tabIndex={-1}>
          {t('admin.signIn.codes.title')}
        </h1>
        <p className="lead">{t('admin.signIn.codes.lead')}</p>
        <p>{t('admin.signIn.codes.once')}</p>
        <ul className="admin-recovery-codes" aria-label={t('admin.signIn.codes.listLabel')}>
          {codes.map((code) => (
            <li key={code}>
              <code dir="ltr">{code}</code>
            </li>
          ))}
        </ul>
        <button className="button" type="button" onClick={() => onContinue(sessionOf(answer))}>
          {t('admin.signIn.codes.confirm')}
        </button>
      </div>
    );
  }
  const left = answer.recoveryCodesLeft ?? 0;
  return (
    <div className="admin-sign-in">
      <h1 ref={heading} tabIndex={-1}>
        {t('admin.signIn.recovery.usedTitle')}
      </h1>
      <p className="lead" role="status">
        {t.plural('admin.signIn.recovery.left', left)}
      </p>
      <p>{t(left <= 3 ? 'admin.signIn.recovery.askNew' : 'admin.signIn.recovery.keepSafe')}</p>
      <button className="button" type="button" onClick={() => onContinue(sessionOf(answer))}>
        {t('common.form.continue')}
      </button>
    </div>
  );
}
