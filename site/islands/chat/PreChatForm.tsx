import { useEffect, useRef, useState } from 'react';
import { chatStartRequestSchema, type ChatStartRequest } from '../../../shared/api/chat';
import type { ApiIssue } from '../../../shared/api/errors';
import type { Translator } from '../../../shared/i18n/translate';
import type { ChatKey } from '../../../shared/i18n/types';
import type { StartOutcome } from './use-visitor-chat';

type Field = 'customerName' | 'customerEmail';
const ids: Record<Field, string> = { customerName: 'chat-name', customerEmail: 'chat-email' };

interface Props {
  readonly t: Translator<ChatKey>;
  readonly initial?: { readonly name: string; readonly email: string };
  /** No agent is online: the visitor leaves a message, answered by e-mail (the address is required). */
  readonly offline: boolean;
  /** The support team's hours ("8:00–18:00" on weekdays and Saturday), said when no agent is online. */
  readonly hours: { readonly weekdays: string; readonly saturday: string };
  readonly onStart: (request: ChatStartRequest) => Promise<StartOutcome>;
}

/** "Try again in N minutes" for a Retry-After in seconds, rounded up to whole minutes. */
function minutesLater(t: Translator<ChatKey>, seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return t.plural('chat.errors.rateLimited', minutes, { minutes });
}

function fieldErrors(issues: readonly ApiIssue[]): Partial<Record<Field, ChatKey>> {
  const found: Partial<Record<Field, ChatKey>> = {};
  for (const issue of issues) {
    const field = issue.path.split('.')[0] as Field;
    if (field in ids) found[field] ??= issue.message as ChatKey;
  }
  return found;
}

/**
 * The pre-chat form (spec §2, §5): a name (required; Start stays disabled until it has a letter) and an
 * optional e-mail, trimmed and left out when empty. Problems get a GOV.UK error summary and inline
 * errors; a failed start is shown with the form kept for a retry.
 */
export function PreChatForm({ t, initial, offline, hours, onStart }: Props) {
  const [name, setName] = useState(initial?.name ?? '');
  const [email, setEmail] = useState(initial?.email ?? '');
  const [errors, setErrors] = useState<Partial<Record<Field, ChatKey>>>({});
  const [failure, setFailure] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (attempt > 0) summaryRef.current?.focus();
  }, [attempt]);

  async function submit(event: { preventDefault(): void }) {
    event.preventDefault();
    const request = { customerName: name, ...(email.trim() ? { customerEmail: email } : {}) };
    const parsed = chatStartRequestSchema.safeParse(request);
    const missingEmail = offline && email.trim() === '';
    if (!parsed.success || missingEmail) {
      const issues = parsed.success
        ? []
        : parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
      if (missingEmail) issues.push({ path: 'customerEmail', message: 'chat.errors.emailRequiredOffline' });
      setErrors(fieldErrors(issues));
      setFailure(undefined);
      setAttempt((n) => n + 1);
      return;
    }
    setErrors({});
    setBusy(true);
    const outcome = await onStart(parsed.data);
    setBusy(false);
    if (outcome.ok) return;
    const found = fieldErrors(outcome.issues ?? []);
    setErrors(found);
    setFailure(
      Object.keys(found).length > 0
        ? undefined
        : outcome.retryAfterSeconds !== undefined
          ? minutesLater(t, outcome.retryAfterSeconds)
          : t('chat.errors.startFailed'),
    );
    setAttempt((n) => n + 1);
  }

  const problems = (Object.keys(errors) as Field[]).filter((f) => errors[f] !== undefined);
  const describedBy = (field: Field, hint?: string) =>
    [hint, errors[field] && `${ids[field]}-error`].filter(Boolean).join(' ') || undefined;

  return (
    <form className="chat-prechat" onSubmit={submit} noValidate>
      {(problems.length > 0 || failure) && (
        <div
          className="chat-alert"
          role="alert"
          tabIndex={-1}
          ref={summaryRef}
          aria-labelledby="chat-summary-title"
        >
          <h3 className="chat-alert__title" id="chat-summary-title">
            {t('common.form.errorSummaryTitle')}
          </h3>
          {failure && <p>{failure}</p>}
          {problems.length > 0 && (
            <ul>
              {problems.map((field) => (
                <li key={field}>
                  <a
                    href={`#${ids[field]}`}
                    onClick={(e) => {
                      e.preventDefault();
                      document.getElementById(ids[field])?.focus();
                    }}
                  >
                    {t(errors[field] as ChatKey)}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {offline ? (
        <div className="chat-offline" role="note">
          <p>{t('chat.offline.notice')}</p>
          <p>{t('chat.offline.hours', hours)}</p>
        </div>
      ) : (
        <p className="chat-prechat__intro">{t('chat.prechat.intro')}</p>
      )}
      <div className={`chat-field${errors.customerName ? ' chat-field--error' : ''}`}>
        <label htmlFor={ids.customerName}>{t('chat.prechat.name')}</label>
        {errors.customerName && (
          <p className="chat-field__error" id={`${ids.customerName}-error`}>
            <span className="visually-hidden">{t('common.form.errorPrefix')}</span> {t(errors.customerName)}
          </p>
        )}
        <input
          id={ids.customerName}
          name="customerName"
          type="text"
          autoComplete="name"
          dir="auto"
          value={name}
          maxLength={200}
          aria-invalid={errors.customerName ? true : undefined}
          aria-describedby={describedBy('customerName')}
          onChange={(e) => setName(e.target.value)}
        />
      </div>
      <div className={`chat-field${errors.customerEmail ? ' chat-field--error' : ''}`}>
        <label htmlFor={ids.customerEmail}>
          {t(offline ? 'chat.prechat.emailRequired' : 'chat.prechat.email')}
        </label>
        <p className="chat-field__hint" id="chat-email-hint">
          {t(offline ? 'chat.prechat.emailHintOffline' : 'chat.prechat.emailHint')}
        </p>
        {errors.customerEmail && (
          <p className="chat-field__error" id={`${ids.customerEmail}-error`}>
            <span className="visually-hidden">{t('common.form.errorPrefix')}</span> {t(errors.customerEmail)}
          </p>
        )}
        <input
          id={ids.customerEmail}
          name="customerEmail"
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          dir="ltr"
          value={email}
          aria-invalid={errors.customerEmail ? true : undefined}
          aria-required={offline ? true : undefined}
          aria-describedby={describedBy('customerEmail', 'chat-email-hint')}
          onChange={(e) => setEmail(e.target.value)}
        />
      </div>
      <button type="submit" className="chat-button" disabled={busy || name.trim() === ''}>
        {busy ? t('chat.prechat.starting') : t('chat.prechat.start')}
      </button>
    </form>
  );
}
