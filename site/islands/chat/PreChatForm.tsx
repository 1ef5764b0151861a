import { useState } from 'react';
import { chatStartRequestSchema, type ChatStartRequest } from '../../../shared/api/chat';
import type { Translator } from '../../../shared/i18n/translate';
import type { ChatKey } from '../../../shared/i18n/types';
import { ErrorSummary } from '../form-kit/ErrorSummary';
import { apiIssues, summaryItems } from '../form-kit/server-issues';
import { useServerIssues } from '../form-kit/use-server-issues';
import type { StartOutcome } from './use-visitor-chat';

type Field = 'customerName' | 'customerEmail';
const fields: readonly Field[] = ['customerName', 'customerEmail'];
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

/**
 * The pre-chat form (spec §2, §5): a name (required; Start stays disabled until it has a letter) and an
 * optional e-mail, trimmed and left out when empty. Problems get a GOV.UK error summary and inline
 * errors; a failed start is shown with the form kept for a retry.
 */
export function PreChatForm({ t, initial, offline, hours, onStart }: Props) {
  const [name, setName] = useState(initial?.name ?? '');
  const [email, setEmail] = useState(initial?.email ?? '');
  const { errors, attempt, fail, clear } = useServerIssues<Field, ChatKey>({ fields });
  const [failure, setFailure] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(event: { preventDefault(): void }) {
    event.preventDefault();
    const request = { customerName: name, ...(email.trim() ? { customerEmail: email } : {}) };
    const parsed = chatStartRequestSchema.safeParse(request);
    const missingEmail = offline && email.trim() === '';
    if (!parsed.success || missingEmail) {
      const issues = parsed.success ? [] : apiIssues(parsed.error.issues);
      if (missingEmail) issues.push({ path: 'customerEmail', message: 'chat.errors.emailRequiredOffline' });
      setFailure(undefined);
      fail(issues);
      return;
    }
    clear();
    setBusy(true);
    const outcome = await onStart(parsed.data);
    setBusy(false);
    if (outcome.ok) return;
    const found = fail(outcome.issues ?? []);
    setFailure(
      Object.keys(found).length > 0
        ? undefined
        : outcome.retryAfterSeconds !== undefined
          ? minutesLater(t, outcome.retryAfterSeconds)
          : t('chat.errors.startFailed'),
    );
  }

  const describedBy = (field: Field, hint?: string) =>
    [hint, errors[field] && `${ids[field]}-error`].filter(Boolean).join(' ') || undefined;

  return (
    <form className="chat-prechat" onSubmit={submit} noValidate>
      <ErrorSummary
        id="chat-summary"
        level={3}
        className="chat-alert"
        title={t('common.form.errorSummaryTitle')}
        items={summaryItems(
          errors,
          fields,
          (key) => t(key),
          (field) => ids[field],
        )}
        attempt={attempt}
      >
        {failure && <p>{failure}</p>}
      </ErrorSummary>
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
