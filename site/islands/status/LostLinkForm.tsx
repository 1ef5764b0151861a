import { useRef, useState } from 'react';
import type { MessageKey } from '../../../shared/i18n/types';
import { ErrorSummary } from '../form-kit/ErrorSummary';
import { summaryItems } from '../form-kit/server-issues';
import { useServerIssues } from '../form-kit/use-server-issues';
import { TextField } from '../form-kit/fields';
import { focusElement } from '../form-kit/focus';
import type { T } from '../journey/i18n';
import { loadPersonalLink, prefetch } from './load-lookup';

type Field = 'applicationNumber' | 'email';
type Outcome = 'sent' | 'error' | { readonly rateLimited: number };

const fields: readonly Field[] = ['applicationNumber', 'email'];
const fieldIds: Record<Field, string> = { applicationNumber: 'lost-link-number', email: 'lost-link-email' };

/**
 * "Lost your link?" (issue 14 item 1): number + e-mail; the server mails a fresh personal link and
 * answers the same whether or not the application exists, so the page says the same either way.
 */
export function LostLinkForm({ t, collapsed = false }: { readonly t: T; readonly collapsed?: boolean }) {
  const [open, setOpen] = useState(!collapsed);
  const [values, setValues] = useState<Record<Field, string>>({ applicationNumber: '', email: '' });
  const { errors, attempt, fail, clear } = useServerIssues<Field, MessageKey>({ fields });
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | undefined>();
  const outcomeRef = useRef<HTMLDivElement>(null);
  const checking = useRef(false);
  // The checks start loading with the first character typed, so that a submit rarely waits.
  const typing = prefetch(loadPersonalLink);
  const prefixes = { error: t('common.form.errorPrefix'), warning: t('flow.errors.warningPrefix') };

  function show(next: Outcome) {
    setOutcome(next);
    requestAnimationFrame(() => focusElement(outcomeRef.current));
  }

  async function submit(event: { preventDefault(): void }) {
    event.preventDefault();
    // The schema loads on first use (./load-lookup.ts): one submit at a time while it does.
    if (checking.current) return;
    checking.current = true;
    try {
      await request();
    } finally {
      checking.current = false;
    }
  }

  async function request() {
    let personalLink: Awaited<ReturnType<typeof loadPersonalLink>>;
    try {
      personalLink = await loadPersonalLink();
    } catch {
      // The same message as a call that failed: the page could not reach the site.
      return show('error');
    }
    const { lostLinkPath, lostLinkRequestSchema } = personalLink;
    const parsed = lostLinkRequestSchema.safeParse(values);
    if (!parsed.success) {
      setOutcome(undefined);
      fail(parsed.error.issues);
      return;
    }
    clear();
    setBusy(true);
    try {
      const res = await fetch(lostLinkPath, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(parsed.data),
      });
      if (res.status === 429) show({ rateLimited: Number(res.headers.get('retry-after')) || 60 });
      else show(res.status === 202 ? 'sent' : 'error');
    } catch {
      show('error');
    } finally {
      setBusy(false);
    }
  }

  const summary = summaryItems(
    errors,
    fields,
    (key) => t(key),
    (field) => fieldIds[field],
  );

  if (!open) {
    // On the lookup pages the lookup comes first: the second form appears when asked for.
    return (
      <p className="lost-link">
        <button
          className="button button--secondary"
          type="button"
          aria-expanded="false"
          onClick={() => {
            setOpen(true);
            requestAnimationFrame(() => focusElement(document.getElementById(fieldIds.applicationNumber)));
          }}
        >
          {t('status.lostLink.heading')}
        </button>
      </p>
    );
  }

  return (
    <section className="lost-link" aria-labelledby="lost-link-heading">
      <h2 id="lost-link-heading">{t('status.lostLink.heading')}</h2>
      <p>{t('status.lostLink.lead')}</p>
      <ErrorSummary
        id="lost-link-summary"
        title={t('common.form.errorSummaryTitle')}
        items={summary}
        attempt={attempt}
      />
      <form className="journey-form" noValidate onSubmit={submit} aria-labelledby="lost-link-heading">
        <TextField
          id={fieldIds.applicationNumber}
          label={t('common.label.applicationNumber')}
          hint={t('status.form.applicationNumberHint')}
          value={values.applicationNumber}
          onChange={(applicationNumber) => {
            typing();
            setValues((v) => ({ ...v, applicationNumber }));
          }}
          error={errors.applicationNumber && t(errors.applicationNumber)}
          prefixes={prefixes}
          ltr
          spellCheck={false}
          autoComplete="off"
          width="medium"
        />
        <TextField
          id={fieldIds.email}
          type="email"
          label={t('common.field.email')}
          value={values.email}
          onChange={(email) => {
            typing();
            setValues((v) => ({ ...v, email }));
          }}
          error={errors.email && t(errors.email)}
          prefixes={prefixes}
          ltr
          spellCheck={false}
          autoComplete="email"
          inputMode="email"
        />
        <button className="button button--secondary" type="submit" disabled={busy} aria-busy={busy}>
          {busy ? t('status.lostLink.busy') : t('status.lostLink.submit')}
        </button>
      </form>
      <div ref={outcomeRef} tabIndex={-1} className="status-lookup__outcome">
        {outcome === 'sent' && (
          <p className="notice" role="status">
            <strong>{t('status.lostLink.sent.title')}</strong> {t('status.lostLink.sent.text')}
          </p>
        )}
        {outcome !== undefined && outcome !== 'sent' && (
          <p className="notice notice--error" role="alert">
            <strong>{t('status.toast.error.title')}</strong>{' '}
            {outcome === 'error'
              ? t('status.lostLink.error.text')
              : t.plural('status.toast.rateLimited.text', outcome.rateLimited, {
                  seconds: outcome.rateLimited,
                })}
          </p>
        )}
      </div>
    </section>
  );
}
