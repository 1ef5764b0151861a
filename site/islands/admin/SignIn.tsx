import { useState } from 'react';
import type { LoginAnswer, SecondFactorAnswer, StaffSessionInfo } from '../../../shared/api/admin';
import type { LocaleCode } from '../../../shared/locales';
import type { Failure } from './sign-in-api';
import type { AuthT } from './sign-in-messages';
import { SignInCode, type EnrolmentOffer } from './SignInCode';
import { SignInPassword } from './SignInPassword';
import { SignInRecoveryCodes } from './SignInRecoveryCodes';

type Step =
  | {
      readonly kind: 'password';
      readonly arrival?: Failure;
      readonly notice?: string;
      /** Came back from another step (or signed out): focus the heading. */
      readonly returning: boolean;
    }
  | { readonly kind: 'code'; readonly enrolment?: EnrolmentOffer }
  /** Signed in, with recovery codes to show (enrolment) or count (one was used). */
  | { readonly kind: 'recovery'; readonly answer: SecondFactorAnswer };

interface Props {
  readonly locale: LocaleCode;
  readonly t: AuthT;
  readonly hydrated: boolean;
  /** The session check failed (network, server): said on the password step. */
  readonly arrival?: Failure;
  readonly notice?: string;
  /** True after signing out: focus goes to the form's heading. */
  readonly returning?: boolean;
  /** The password was right: the panel's code may start loading. */
  readonly onPasswordAccepted?: () => void;
  readonly onSignedIn: (session: StaffSessionInfo) => void;
}

/** The staff sign-in: password, then the code (enrolling an authenticator app on a first sign-in). */
export function SignIn({
  locale,
  t,
  hydrated,
  arrival,
  notice,
  returning,
  onPasswordAccepted,
  onSignedIn,
}: Props) {
  const [step, setStep] = useState<Step>({
    kind: 'password',
    arrival,
    notice,
    returning: returning === true,
  });

  function answered(answer: LoginAnswer) {
    onPasswordAccepted?.();
    setStep(answer.next === 'enrol' ? { kind: 'code', enrolment: answer } : { kind: 'code' });
  }

  function signedIn(answer: SecondFactorAnswer) {
    const { username, displayName, role } = answer;
    if (answer.recoveryCodes !== undefined || answer.recoveryCodesLeft !== undefined)
      setStep({ kind: 'recovery', answer });
    else onSignedIn({ username, displayName, role });
  }

  if (step.kind === 'recovery') {
    return <SignInRecoveryCodes t={t} answer={step.answer} onContinue={onSignedIn} />;
  }
  if (step.kind === 'code') {
    return (
      <SignInCode
        locale={locale}
        t={t}
        hydrated={hydrated}
        enrolment={step.enrolment}
        onSignedIn={signedIn}
        onExpired={() => setStep({ kind: 'password', arrival: { kind: 'expired' }, returning: true })}
        onRestart={() => setStep({ kind: 'password', returning: true })}
      />
    );
  }
  return (
    <SignInPassword
      locale={locale}
      t={t}
      hydrated={hydrated}
      arrival={step.arrival}
      notice={step.notice}
      focusOnArrival={step.returning}
      onAnswer={answered}
    />
  );
}
