import { useRef, useState } from 'react';
import type { MessageKey } from '../../../shared/i18n/types';
import type { LocaleCode } from '../../../shared/locales';
import type { ApplicationStatus } from '../../../shared/status/lookup';
import { ErrorSummary } from '../form-kit/ErrorSummary';
import { summaryItems } from '../form-kit/server-issues';
import { useServerIssues } from '../form-kit/use-server-issues';
import { TextField } from '../form-kit/fields';
import { focusElement } from '../form-kit/focus';
import { useT, type IslandMessages } from '../journey/i18n';
import { LostLinkForm } from './LostLinkForm';
import type { StatusResult as StatusResultView } from './StatusResult';
import { useHydrated } from '../../lib/use-hydrated';
import { loadStatusLookup, prefetch } from './load-lookup';

export type LookupVariant = 'check' | 'track';
type Field = 'applicationNumber' | 'email';
type Outcome =
  | { readonly kind: 'notFound' }
  | { readonly kind: 'error' }
  | { readonly kind: 'rateLimited'; readonly seconds: number }
  | {
      readonly kind: 'found';
      readonly application: ApplicationStatus;
      /** The result's view, loaded with the answer (not with the page: most visits never get one). */
      readonly View: typeof StatusResultView;
    };

interface Props {
  readonly locale: LocaleCode;
  readonly messages: IslandMessages;
  /** `check`: the check-status pages; `track`: /track-application (its own call and messages). */
  readonly variant: LookupVariant;
}

const fields: readonly Field[] = ['applicationNumber', 'email'];
const fieldIds: Record<Field, string> = { applicationNumber: 'application-number', email: 'lookup-email' };

/** Looks up an application by number and e-mail (spec §2 "Status lookup", §5, §8). */
export function StatusLookup({ locale, messages, variant }: Props) {
  const t = useT(locale, messages);
  const [values, setValues] = useState<Record<Field, string>>({ applicationNumber: '', email: '' });
  const { errors, attempt, fail, clear } = useServerIssues<Field, MessageKey>({ fields });
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | undefined>();
  const messageRef = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  const checking = useRef(false);
  // The checks start loading with the first character typed, so that a submit rarely waits.
  const typing = prefetch(loadStatusLookup);
  const prefixes = { error: t('common.form.errorPrefix'), warning: t('flow.errors.warningPrefix') };

  function show(next: Outcome) {
    setOutcome(next);
    requestAnimationFrame(() => focusElement(messageRef.current));
  }

  async function submit(event: { preventDefault(): void }) {
    event.preventDefault();
    // The schemas load on first use (./load-lookup.ts): one submit at a time while they do.
    if (checking.current) return;
    checking.current = true;
    try {
      await lookUp();
    } finally {
      checking.current = false;
    }
  }

  async function lookUp() {
    let lookup: Awaited<ReturnType<typeof loadStatusLookup>>;
    try {
      lookup = await loadStatusLookup();
    } catch {
      // The same message as a call that failed: the page could not reach the site.
      return show({ kind: 'error' });
    }
    const { checkStatusPath, statusAnswerSchema, statusLookupSchema, trackApplicationPath } = lookup;
    const parsed = statusLookupSchema.safeParse(values);
    if (!parsed.success) {
      setOutcome(undefined);
      fail(parsed.error.issues);
      return;
    }
    clear();
    setBusy(true);
    try {
      const [res, { StatusResult }] = await Promise.all([
        fetch(variant === 'track' ? trackApplicationPath : checkStatusPath, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          credentials: 'include',
          body: JSON.stringify(parsed.data),
        }),
        import('./StatusResult'),
      ]);
      if (res.status === 404) return show({ kind: 'notFound' });
      if (res.status === 429) {
        return show({ kind: 'rateLimited', seconds: Number(res.headers.get('retry-after')) || 60 });
      }
      const answer = res.ok ? statusAnswerSchema.safeParse(await res.json()) : undefined;
      show(
        answer?.success
          ? { kind: 'found', application: answer.data.application, View: StatusResult }
          : { kind: 'error' },
      );
    } catch {
      show({ kind: 'error' });
    } finally {
      setBusy(false);
    }
  }

  const missing = Object.values(errors).some((key) => key?.endsWith('.required'));
  const summary = summaryItems(
    errors,
    fields,
    (key) => t(key),
    (field) => fieldIds[field],
  );
  const empty = values.applicationNumber === '' || values.email === '';

  return (
    <div className="status-lookup" data-hydrated={hydrated || undefined}>
      <ErrorSummary title={t('common.form.errorSummaryTitle')} items={summary} attempt={attempt} />
      {missing && (
        <p className="notice notice--error" id="lookup-missing">
          <strong>{t('status.toast.missing.title')}</strong> {t('status.toast.missing.text')}
        </p>
      )}
      <form
        className="journey-form"
        noValidate
        onSubmit={submit}
        aria-describedby={missing ? 'lookup-missing' : undefined}
      >
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
          hint={t('status.form.emailHint')}
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
        <button className="button" type="submit" disabled={empty || busy} aria-busy={busy}>
          {busy
            ? t('common.form.checking')
            : t(variant === 'track' ? 'status.form.submit.track' : 'common.action.checkStatus')}
        </button>
      </form>
      <div ref={messageRef} tabIndex={-1} className="status-lookup__outcome">
        {outcome && <OutcomeMessage outcome={outcome} variant={variant} t={t} />}
      </div>
      {outcome?.kind === 'found' && <outcome.View application={outcome.application} locale={locale} t={t} />}
      <LostLinkForm t={t} collapsed />
    </div>
  );
}

function OutcomeMessage({
  outcome,
  variant,
  t,
}: {
  outcome: Outcome;
  variant: LookupVariant;
  t: ReturnType<typeof useT>;
}) {
  if (outcome.kind === 'found') {
    return (
      <p className="notice" role="status">
        <strong>{t('status.toast.found.title')}</strong>
      </p>
    );
  }
  const text =
    outcome.kind === 'notFound'
      ? t(variant === 'track' ? 'status.toast.trackNotFound.text' : 'status.toast.notFound.text')
      : outcome.kind === 'rateLimited'
        ? t.plural('status.toast.rateLimited.text', outcome.seconds, { seconds: outcome.seconds })
        : t(variant === 'track' ? 'status.toast.trackError.text' : 'status.toast.error.text');
  const title =
    outcome.kind === 'notFound' ? t('status.toast.notFound.title') : t('status.toast.error.title');
  return (
    <div className="notice notice--error" role="alert">
      <strong>{title}</strong> {text}
    </div>
  );
}
