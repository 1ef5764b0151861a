import type { MessageKey } from '../../../shared/i18n/types';
import { getLocale, localizePath, type LocaleCode } from '../../../shared/locales';
import { formatInstant } from '../../../shared/time-format';
import type { ApplicationStatus, DecisionOutcome } from '../../../shared/status/lookup';
import type { T } from '../journey/i18n';
import { SummaryList } from '../form-kit/SummaryList';

interface Props {
  readonly application: ApplicationStatus;
  readonly locale: LocaleCode;
  readonly t: T;
}

/** The decision step's state: the shared status words once decided, its own while awaited. */
const decisionOutcomeKey = {
  approved: 'common.status.approved',
  declined: 'common.status.rejected',
  awaiting: 'status.timeline.outcome.awaiting',
} as const satisfies Record<DecisionOutcome, MessageKey>;

/** A translated value, or the raw one when the server knows a state this page does not. */
function valueOf(t: T, prefix: string, value: string): string {
  const key = `${prefix}.${value}` as MessageKey;
  const text = t(key);
  return text === key ? value : text;
}

/** The found application: state, payment, applicants (first names only), timeline and promised date. */
export function StatusResult({ application, locale, t }: Props) {
  const tag = getLocale(locale).tag;
  const calendarDate = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' });
  const { timeline } = application;
  const steps = [
    { id: 'submitted', label: t('status.timeline.submitted'), state: timeline.submitted.state },
    { id: 'review', label: t('status.timeline.review'), state: timeline.review.state },
    {
      id: 'decision',
      label: t('common.label.decision'),
      state: timeline.decision.outcome === 'awaiting' ? 'upcoming' : 'completed',
    },
  ] as const;
  return (
    <section className="status-result" aria-labelledby="status-result-title">
      <h2 id="status-result-title">
        {t('common.heading.application', { number: application.applicationNumber })}
      </h2>
      <div className="notice">
        <p>{t(`status.next.${application.stage}`)}</p>
        <NextStep application={application} locale={locale} t={t} />
      </div>
      <SummaryList
        plain={false}
        rows={[
          { label: t('common.label.status'), value: t(`status.stage.${application.stage}`) },
          {
            label: t('status.rejectionReason'),
            value: application.rejectionReason && (
              <>
                {application.rejectionReason.code !== '' && (
                  <strong className="status-result__reason">
                    {valueOf(t, 'common.rejectionReason', application.rejectionReason.code)}
                  </strong>
                )}
                <span className="status-result__reason-text">{application.rejectionReason.text}</span>
              </>
            ),
          },
          {
            label: t('common.label.payment'),
            value: valueOf(t, 'common.paymentStatus', application.paymentStatus),
          },
          {
            label: t('common.label.applicants'),
            value: application.applicants.map((a) => `${a.firstName} ${a.lastInitial}.`).join(', '),
          },
          {
            label: t('common.label.processingSpeed'),
            value: t(`common.speed.${application.processingType}`),
          },
          { label: t('common.label.submittedOn'), value: formatInstant(application.createdAt, tag) },
          {
            label: t('common.label.decisionDue'),
            value:
              application.decisionDueBy &&
              calendarDate.format(new Date(`${application.decisionDueBy}T00:00:00Z`)),
          },
        ]}
      />
      <h3>{t('status.timeline.heading')}</h3>
      <ol className="status-timeline">
        {steps.map((step) => (
          <li key={step.id} className={`status-timeline__step status-timeline__step--${step.state}`}>
            <span className="status-timeline__label">{step.label}</span>{' '}
            <span className="status-timeline__state">
              {step.id === 'decision'
                ? t(decisionOutcomeKey[timeline.decision.outcome])
                : t(`status.timeline.state.${step.state}`)}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * The step the traveller can take from here: Pay or Upload, in the browser the application was made in
 * (its saved access); elsewhere those pages say how to reach it.
 */
function NextStep({ application, locale, t }: Props) {
  if (application.stage === 'awaitingPayment')
    return (
      <a className="button" href={localizePath('/kenya-eta-payment-new', locale)}>
        {t('status.action.pay')}
      </a>
    );
  if (application.stage === 'awaitingDocuments')
    return (
      <a className="button" href={localizePath('/kenya-eta-documents', locale)}>
        {t('status.action.upload')}
      </a>
    );
  return null;
}
