import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import type { ApplicationDetail, ApplicationSummary, StaffRole } from '../../../../shared/api/admin';
import type { LocaleCode } from '../../../../shared/locales';
import { AdminApiError, type AdminApi } from './admin-api';
import { AdminChecks } from '../../passport/AdminChecks';
import { ApplicantSection } from './ApplicantSection';
import { ContactMailNotice } from './ContactMailNotice';
import { DestinationBadge, PaymentBadge, StatusBadge } from './Badges';
import { DecisionActions } from './DecisionActions';
import type { Outcome } from './decision-outcome';
import { DecisionSummary } from './DecisionSummary';
import { DocumentsTable } from './DocumentsTable';
import { HistoryList } from './HistoryList';
import { ReviewPanel } from './ReviewPanel';
import { ApplicationSummaryList, PaymentList } from './SummaryLists';
import type { AdminT } from './i18n';
import { urlWithApplication } from './panel-url';
import { WizardSections } from './WizardSections';

type Loaded =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed'; readonly notFound: boolean }
  | { readonly kind: 'loaded'; readonly detail: ApplicationDetail };

interface Props {
  readonly id: string;
  readonly api: AdminApi;
  readonly role: StaffRole;
  readonly hydrated: boolean;
  readonly locale: LocaleCode;
  readonly t: AdminT;
  readonly onBack: () => void;
  /** The application changed here (review started, decided): the list row follows. */
  readonly onChanged: (application: ApplicationSummary) => void;
}

/** One application in full (spec §3 admin view): summary, decision, applicants, payment, documents, history. */
export function ApplicationView({ id, api, role, hydrated, locale, t, onBack, onChanged }: Props) {
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [outcome, setOutcome] = useState<Outcome | undefined>();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const focused = useRef(false);

  const load = useCallback(async (): Promise<ApplicationDetail | undefined> => {
    try {
      const detail = await api.detail(id);
      setLoaded({ kind: 'loaded', detail });
      return detail;
    } catch (e: unknown) {
      setLoaded({ kind: 'failed', notFound: e instanceof AdminApiError && e.status === 404 });
      return undefined;
    }
  }, [api, id]);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- load sets state only after its awaited request (the rule's false positive, react/react#34905).
    void load();
  }, [load]);
  // The heading takes focus once, when the application first shows (a view change for screen readers).
  useEffect(() => {
    if (loaded.kind === 'loading' || focused.current) return;
    focused.current = true;
    headingRef.current?.focus();
  }, [loaded.kind]);

  // After a decision (or a conflict): the outcome is shown and focused, the application read again,
  // and the list row and figures follow its new state.
  const decided = async (next: Outcome) => {
    setOutcome(next);
    const detail = await load();
    if (detail) onChanged(detail.application);
    outcomeRef.current?.focus();
  };

  const back = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onBack();
  };
  const backLink = (
    <a className="back-link" href={listHref()} onClick={back}>
      {t('admin.panel.detail.back')}
    </a>
  );

  if (loaded.kind !== 'loaded') {
    return (
      <div className="admin-detail">
        {backLink}
        <h1 ref={headingRef} tabIndex={-1}>
          {t('common.label.application')}
        </h1>
        {loaded.kind === 'loading' ? (
          <p aria-busy="true">{t('admin.panel.detail.loading')}</p>
        ) : (
          <div className="notice notice--error" role="alert">
            <p>{loaded.notFound ? t('admin.panel.detail.notFound') : t('admin.panel.detail.failed')}</p>
            {!loaded.notFound && (
              <button type="button" className="button" onClick={() => void load()}>
                {t('common.form.tryAgain')}
              </button>
            )}
          </div>
        )}
      </div>
    );
  }

  const { detail } = loaded;
  const { application } = detail;
  const canDecide =
    role === 'admin' && (application.status === 'pending' || application.status === 'processing');
  return (
    <article className="admin-detail" aria-labelledby="admin-detail-title">
      {backLink}
      <h1 id="admin-detail-title" ref={headingRef} tabIndex={-1}>
        {t('common.heading.application', { number: application.applicationNumber })}
      </h1>
      <p className="admin-detail__tags">
        <DestinationBadge destination={application.destination} t={t} />{' '}
        <StatusBadge status={application.status} t={t} />{' '}
        <PaymentBadge status={application.paymentStatus} t={t} />
      </p>
      <ContactMailNotice application={application} locale={locale} t={t} />
      <div ref={outcomeRef} tabIndex={-1} className="admin-detail__outcome">
        {outcome && <OutcomeNotice outcome={outcome} t={t} />}
      </div>
      <ReviewPanel
        detail={detail}
        api={api}
        role={role}
        hydrated={hydrated}
        locale={locale}
        t={t}
        onStarted={(summary) => {
          onChanged(summary);
          void load();
        }}
      />
      {canDecide && (
        <DecisionActions
          detail={detail}
          api={api}
          hydrated={hydrated}
          t={t}
          onDone={(next) => void decided(next)}
        />
      )}
      {detail.decision && (
        <DecisionSummary
          id={id}
          decision={detail.decision}
          canResend={role === 'admin'}
          api={api}
          hydrated={hydrated}
          locale={locale}
          t={t}
          onResent={() => void load()}
        />
      )}
      <ApplicationSummaryList application={application} locale={locale} t={t} />
      {detail.applicants.map((applicant, index) => (
        <ApplicantSection
          key={index}
          index={index}
          applicant={applicant}
          destination={application.destination}
          locale={locale}
          t={t}
        />
      ))}
      {detail.wizard && <WizardSections wizard={detail.wizard} locale={locale} t={t} />}
      <AdminChecks checks={detail.checks} applicants={detail.applicants} locale={locale} t={t} />
      <PaymentList
        applicationId={id}
        payment={detail.payment}
        api={api}
        hydrated={hydrated}
        locale={locale}
        t={t}
        onRefunded={() => {
          void load().then((next) => next && onChanged(next.application));
        }}
      />
      <DocumentsTable
        id={id}
        documents={detail.documents}
        applicants={detail.applicants}
        api={api}
        hydrated={hydrated}
        locale={locale}
        t={t}
      />
      <HistoryList history={detail.history} locale={locale} t={t} />
    </article>
  );
}

function listHref(): string {
  return typeof window === 'undefined' ? '?' : urlWithApplication(window.location.href, undefined);
}

function OutcomeNotice({ outcome, t }: { outcome: Outcome; t: AdminT }) {
  const error = outcome.tone === 'error';
  return (
    <div
      className={`notice${error ? ' notice--error' : outcome.tone === 'warning' ? ' notice--warning' : ''}`}
      role={error ? 'alert' : 'status'}
    >
      {outcome.messages.map((key) => (
        <p key={key}>{t(key)}</p>
      ))}
    </div>
  );
}
