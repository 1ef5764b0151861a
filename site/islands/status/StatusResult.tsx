import { useState } from 'react';
import type { MessageKey } from '../../../shared/i18n/types';
import { getLocale, localizePath, type LocaleCode } from '../../../shared/locales';
import { formatInstant } from '../../../shared/time-format';
import type { ApplicationStatus } from '../../../shared/status/lookup';
import type { T } from '../journey/i18n';
import { SummaryList } from '../form-kit/SummaryList';
import { MissingDocuments } from './MissingDocuments';
import { StatusTimeline } from './StatusTimeline';
import type { Follow, NextAction } from './link-actions';
import { kindKey } from './document-kind';

interface Props {
  readonly application: ApplicationStatus;
  readonly locale: LocaleCode;
  readonly t: T;
  /**
   * The personal page's Pay and Upload on any device (`link-actions.ts`); without it (the lookups) the
   * links lead to the pages that work in the browser the application was made in.
   */
  readonly act?: (action: NextAction, href: string) => Promise<boolean>;
}

/** A translated value, or the raw one when the server knows a state this page does not. */
function valueOf(t: T, prefix: string, value: string): string {
  const key = `${prefix}.${value}` as MessageKey;
  const text = t(key);
  return text === key ? value : text;
}

/**
 * The found application: state and next step, the documents still missing per traveller, payment,
 * applicants (first names only), the dated events and the promised decision date.
 */
export function StatusResult({ application, locale, t, act }: Props) {
  const tag = getLocale(locale).tag;
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const follow: Follow =
    act &&
    ((action) => (event) => {
      event.preventDefault();
      if (state === 'busy') return;
      setState('busy');
      void act(action, event.currentTarget.href).then((ok) => setState(ok ? 'busy' : 'failed'));
    });
  return (
    <section className="status-result" aria-labelledby="status-result-title">
      <h2 id="status-result-title">
        {t('common.heading.application', { number: application.applicationNumber })}
      </h2>
      <div className="notice">
        <p>{t(kindKey(application.documentKind, `status.next.${application.stage}`))}</p>
        {state === 'failed' && (
          <p className="notice notice--error" role="alert">
            {t('status.personal.accessFailed')}
          </p>
        )}
        <NextStep application={application} locale={locale} t={t} follow={follow} />
      </div>
      <MissingDocuments application={application} locale={locale} t={t} follow={follow} />
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
        ]}
      />
      <StatusTimeline application={application} tag={tag} t={t} />
    </section>
  );
}

/**
 * The step the traveller can take from here: Pay or Upload; from a lookup in the browser the application
 * was made in (its saved access), from the personal page on any device (`follow`).
 */
function NextStep({ application, locale, t, follow }: Omit<Props, 'act'> & { readonly follow: Follow }) {
  if (application.stage === 'awaitingPayment')
    return (
      <a className="button" href={localizePath('/kenya-eta-payment-new', locale)} onClick={follow?.('pay')}>
        {t('status.action.pay')}
      </a>
    );
  if (application.stage === 'awaitingDocuments')
    return (
      <a className="button" href={localizePath('/kenya-eta-documents', locale)} onClick={follow?.('upload')}>
        {t('status.action.upload')}
      </a>
    );
  return null;
}
