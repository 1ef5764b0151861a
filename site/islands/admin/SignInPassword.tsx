import { useState, type FormEvent } from 'react';
import { loginRequestSchema, type LoginAnswer } from '../../../shared/api/admin';
import type { AdminAuthKey } from '../../lib/island-messages';
import type { LocaleCode } from '../../../shared/locales';
import { ErrorSummary, type SummaryItem } from '../form-kit/ErrorSummary';
import { summaryItems } from '../form-kit/server-issues';
import { useServerIssues } from '../form-kit/use-server-issues';
import { signInApi, type Failure } from './sign-in-api';
import { failureMessage, type AuthT } from './sign-in-messages';
import { SignInField } from './SignInField';
import { useFocusOnMount } from './use-focus-on-mount';

type Field = 'username' | 'password';
const ids: Record<Field, string> = { username: 'admin-username', password: 'admin-password' };
const fields: readonly Field[] = ['username', 'password'];
const fieldKeys = new Set<string>(['admin.errors.usernameRequired', 'admin.errors.passwordRequired']);
/** A schema message the form has no text for reads as the spec's wrong-credentials sentence. */
const known = (raw: string) => (fieldKeys.has(raw) ? raw : 'admin.signIn.invalidCredentials') as AdminAuthKey;

interface Props {
  readonly locale: LocaleCode;
  readonly t: AuthT;
  readonly hydrated: boolean;
  /** Why the visitor is (back) here: the code step expired, or the session check failed. */
  readonly arrival?: Failure;
  /** A confirmation to show above the form ("You have signed out."). */
  readonly notice?: string;
  /** Focus the heading on arrival (coming back from another step, or after signing out). */
  readonly focusOnArrival?: boolean;
  readonly onAnswer: (answer: LoginAnswer) => void;
}

/** Step 1 of the staff sign-in: username and password, both required (spec §5, §8). */
export function SignInPassword({ t, hydrated, arrival, notice, focusOnArrival, onAnswer }: Props) {
  const [values, setValues] = useState<Record<Field, string>>({ username: '', password: '' });
  const { errors, attempt, fail, clear, failed } = useServerIssues<Field, AdminAuthKey>({
    fields,
    message: known,
    initialAttempt: arrival ? 1 : 0,
  });
  const [failure, setFailure] = useState<Failure | undefined>(arrival);
  const [busy, setBusy] = useState(false);
  const heading = useFocusOnMount<HTMLHeadingElement>(focusOnArrival === true && arrival === undefined);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = loginRequestSchema.safeParse(values);
    if (!parsed.success) {
      setFailure(undefined);
      fail(parsed.error.issues);
      return;
    }
    clear();
    setBusy(true);
    const result = await signInApi.login(parsed.data.username, parsed.data.password);
    setBusy(false);
    if (result.ok) return onAnswer(result.value);
    setFailure(result.failure);
    setValues((v) => ({ ...v, password: '' }));
    failed();
  }

  const items: SummaryItem[] = [
    ...summaryItems(
      errors,
      fields,
      (key) => t(key),
      (field) => ids[field],
    ),
    ...(failure ? [{ target: ids.username, text: failureMessage(t, failure) }] : []),
  ];
  const prefix = t('common.form.errorPrefix');

  return (
    <div className="admin-sign-in">
      <ErrorSummary title={t('common.form.errorSummaryTitle')} items={items} attempt={attempt} />
      {notice && items.length === 0 && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}
      <h1 ref={heading} tabIndex={-1}>
        {t('common.action.signInToAdmin')}
      </h1>
      <p className="lead">{t('admin.signIn.lead')}</p>
      <form className="journey-form" noValidate onSubmit={submit}>
        <SignInField
          id={ids.username}
          label={t('admin.signIn.username')}
          value={values.username}
          onChange={(username) => setValues((v) => ({ ...v, username }))}
          error={errors.username && t(errors.username)}
          errorPrefix={prefix}
          input={{ type: 'text', autoComplete: 'username', spellCheck: false, autoCapitalize: 'none' }}
        />
        <SignInField
          id={ids.password}
          label={t('admin.signIn.password')}
          value={values.password}
          onChange={(password) => setValues((v) => ({ ...v, password }))}
          error={errors.password && t(errors.password)}
          errorPrefix={prefix}
          input={{ type: 'password', autoComplete: 'current-password', spellCheck: false }}
        />
        <button className="button" type="submit" disabled={!hydrated || busy} aria-busy={busy}>
          {busy ? t('admin.signIn.busy') : t('common.form.continue')}
        </button>
      </form>
    </div>
  );
}
