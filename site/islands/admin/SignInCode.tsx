import { useState, type FormEvent } from 'react';
import {
  recoveryCodeRequestSchema,
  secondFactorRequestSchema,
  type SecondFactorAnswer,
} from '../../../shared/api/admin';
import type { LocaleCode } from '../../../shared/locales';
import { ErrorSummary } from '../form-kit/ErrorSummary';
import { signInApi, type Failure } from './sign-in-api';
import { failureMessage, groupedSecret, type AuthT } from './sign-in-messages';
import { SignInField } from './SignInField';
import { useFocusOnMount } from './use-focus-on-mount';

const codeId = 'admin-code';
const recoveryId = 'admin-recovery-code';

export interface EnrolmentOffer {
  readonly secret: string;
  readonly qrSvg: string;
}

interface Props {
  readonly locale: LocaleCode;
  readonly t: AuthT;
  readonly hydrated: boolean;
  /** Present on a first sign-in (or after a reset): set up the app first. */
  readonly enrolment?: EnrolmentOffer;
  readonly onSignedIn: (answer: SecondFactorAnswer) => void;
  /** The password step is more than 5 minutes old: back to it. */
  readonly onExpired: () => void;
  readonly onRestart: () => void;
}

/**
 * Step 2: the 6-digit code of the authenticator app, after enrolling one by QR code if needed; or,
 * for an enrolled account ("Use a recovery code"), one of its one-time recovery codes.
 */
export function SignInCode({ t, hydrated, enrolment, onSignedIn, onExpired, onRestart }: Props) {
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const heading = useFocusOnMount<HTMLHeadingElement>();

  function fail(message: string) {
    setError(message);
    setCode('');
    setAttempt((n) => n + 1);
  }

  function switchTo(toRecovery: boolean) {
    setRecovery(toRecovery);
    setError(undefined);
    setCode('');
    // The step's new heading is read first, as on arrival.
    heading.current?.focus();
  }

  async function send() {
    if (recovery) {
      const parsed = recoveryCodeRequestSchema.safeParse({ recoveryCode: code });
      if (!parsed.success) return t('admin.errors.recoveryCodeFormat');
      return signInApi.recoveryCode(parsed.data.recoveryCode);
    }
    const parsed = secondFactorRequestSchema.safeParse({ code: code.replace(/[\s-]/g, '') });
    if (!parsed.success) return t('admin.errors.codeFormat');
    return signInApi.code(parsed.data.code);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const result = await send();
    setBusy(false);
    if (typeof result === 'string') return fail(result);
    if (result.ok) return onSignedIn(result.value);
    if (result.failure.kind === 'expired') return onExpired();
    fail(failureMessage(t, result.failure as Failure));
  }

  return (
    <div className="admin-sign-in">
      <ErrorSummary
        title={t('common.form.errorSummaryTitle')}
        items={error ? [{ target: recovery ? recoveryId : codeId, text: error }] : []}
        attempt={attempt}
      />
      <h1 ref={heading} tabIndex={-1}>
        {enrolment
          ? t('admin.signIn.enrol.title')
          : t(recovery ? 'admin.signIn.recovery.title' : 'admin.signIn.code.title')}
      </h1>
      {enrolment ? (
        <>
          <p className="lead">{t('admin.signIn.enrol.lead')}</p>
          <ol className="admin-enrol">
            <li>{t('admin.signIn.enrol.install')}</li>
            <li>
              {t('admin.signIn.enrol.scan')}
              <div
                className="admin-enrol__qr"
                role="img"
                aria-label={t('admin.signIn.enrol.qrLabel')}
                dangerouslySetInnerHTML={{ __html: enrolment.qrSvg }}
              />
              <p>{t('admin.signIn.enrol.manual')}</p>
              <p className="admin-enrol__key">
                <span className="visually-hidden">{t('admin.signIn.enrol.keyLabel')}: </span>
                <code dir="ltr">{groupedSecret(enrolment.secret)}</code>
              </p>
            </li>
            <li>{t('admin.signIn.enrol.enterCode')}</li>
          </ol>
        </>
      ) : (
        <p className="lead">{t(recovery ? 'admin.signIn.recovery.lead' : 'admin.signIn.code.lead')}</p>
      )}
      <form className="journey-form" noValidate onSubmit={submit}>
        {recovery ? (
          <SignInField
            key={recoveryId}
            id={recoveryId}
            label={t('admin.signIn.recovery.label')}
            hint={t('admin.signIn.recovery.hint')}
            value={code}
            onChange={setCode}
            error={error}
            errorPrefix={t('common.form.errorPrefix')}
            input={{ type: 'text', autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false }}
          />
        ) : (
          <SignInField
            key={codeId}
            id={codeId}
            label={t('admin.signIn.code.label')}
            hint={t('admin.signIn.code.hint')}
            value={code}
            onChange={setCode}
            error={error}
            errorPrefix={t('common.form.errorPrefix')}
            input={{
              type: 'text',
              inputMode: 'numeric',
              autoComplete: 'one-time-code',
              spellCheck: false,
              className: 'field__input--short',
            }}
          />
        )}
        <button className="button" type="submit" disabled={!hydrated || busy} aria-busy={busy}>
          {busy
            ? t('admin.signIn.busy')
            : t(enrolment ? 'admin.signIn.enrol.submit' : 'admin.signIn.code.submit')}
        </button>
      </form>
      {enrolment ? null : (
        <p>
          <button
            type="button"
            className="link-button"
            onClick={() => switchTo(!recovery)}
            disabled={!hydrated}
          >
            {t(recovery ? 'admin.signIn.recovery.back' : 'admin.signIn.recovery.link')}
          </button>
        </p>
      )}
      <p>
        <button type="button" className="link-button" onClick={onRestart} disabled={!hydrated}>
          {t('admin.signIn.restart')}
        </button>
      </p>
    </div>
  );
}
