import type { ApplicationDetail, RefundDue } from '../../../../shared/api/admin';
import { getLocale, isLocaleCode, type LocaleCode } from '../../../../shared/locales';
import type { AdminApi } from './admin-api';
import { PaymentBadge } from './Badges';
import { RefundAction } from './RefundAction';
import { formatMoney } from '../../../../shared/i18n/money';
import { speedOf } from '../../../../shared/journey/speed';
import { formatDateTime } from './format';
import { labelOf, type AdminT } from './i18n';
import { SummaryList, type SummaryRow } from '../../form-kit/SummaryList';

export type RowSpec = SummaryRow;

/** The panel's label/value rows: the form kit's summary list (rows without a value are left out). */
export function Rows({ rows }: { rows: readonly RowSpec[] }) {
  return <SummaryList rows={rows} className="admin-rows" />;
}

interface ApplicationProps {
  readonly application: ApplicationDetail['application'];
  readonly locale: LocaleCode;
  readonly t: AdminT;
}

/** The application record (spec §3 "Server application record"). */
export function ApplicationSummaryList({ application: a, locale, t }: ApplicationProps) {
  const language = isLocaleCode(a.locale) ? getLocale(a.locale).nativeName : a.locale;
  const total = typeof a.pricing.totalPrice === 'number' ? a.pricing.totalPrice : a.totalAmount;
  return (
    <section aria-labelledby="admin-application-title">
      <h2 id="admin-application-title">{t('common.label.application')}</h2>
      <Rows
        rows={[
          { label: t('common.label.applicationNumber'), value: a.applicationNumber, ltr: true },
          { label: t('admin.panel.detail.created'), value: formatDateTime(a.createdAt, locale) },
          a.visa
            ? { label: t('admin.panel.detail.visaType'), value: labelOf(t, a.visa.type, a.visa.type) }
            : {
                label: t('admin.panel.detail.applicationType'),
                value: labelOf(t, `common.option.etaType.${a.applicationType}`, a.applicationType),
              },
          {
            label: t('common.label.processingSpeed'),
            value: a.visa?.speed
              ? labelOf(t, a.visa.speed, a.processingType)
              : labelOf(t, `common.speed.${speedOf(a)}`, a.processingType),
          },
          { label: t('common.label.numberOfApplicants'), value: String(a.applicantCount) },
          { label: t('common.label.contactEmail'), value: a.contactEmail, ltr: true },
          { label: t('admin.panel.detail.contactPhone'), value: a.contactPhone, ltr: true },
          {
            label: t('common.label.travelInsurance'),
            value: a.includeInsurance ? t('common.form.yes') : t('common.form.no'),
          },
          { label: t('admin.panel.detail.total'), value: formatMoney(total, locale) },
          { label: t('admin.panel.detail.language'), value: language },
          {
            label: t('admin.panel.detail.documentsSubmitted'),
            value: a.documentsSubmittedAt
              ? formatDateTime(a.documentsSubmittedAt, locale)
              : t('admin.panel.detail.documentsNotSubmitted'),
          },
        ]}
      />
    </section>
  );
}

interface PaymentProps {
  readonly applicationId: string;
  readonly payment: ApplicationDetail['payment'];
  readonly api: AdminApi;
  readonly hydrated: boolean;
  readonly locale: LocaleCode;
  readonly t: AdminT;
  /** A refund was issued: read the application again. */
  readonly onRefunded: () => void;
}

/**
 * The payment: state, amount, when, the gateway's transaction and the card's last digits; and every
 * payment flagged for refund (taken when nothing was owed), for staff to refund through the gateway.
 */
export function PaymentList({ payment: p, locale, t, ...refunding }: PaymentProps) {
  return (
    <section aria-labelledby="admin-payment-title">
      <h2 id="admin-payment-title">{t('common.label.payment')}</h2>
      <Rows
        rows={[
          { label: t('admin.panel.payment.status'), value: <PaymentBadge status={p.status} t={t} /> },
          { label: t('admin.panel.payment.amount'), value: formatMoney(p.amount, locale) },
          { label: t('admin.panel.payment.paidAt'), value: p.paidAt && formatDateTime(p.paidAt, locale) },
          { label: t('admin.panel.payment.transaction'), value: p.transactionId, ltr: true },
          {
            label: t('common.label.card'),
            value: p.cardLast4 && t('admin.panel.payment.cardEnding', { last4: p.cardLast4 }),
          },
          {
            label: t('admin.panel.payment.refundTerms'),
            value: p.refundable === false && t('admin.panel.payment.nonRefundable'),
          },
        ]}
      />
      {p.refundsDue && p.refundsDue.length > 0 && (
        <RefundsDue refunds={p.refundsDue} locale={locale} t={t} {...refunding} />
      )}
    </section>
  );
}

type RefundsProps = Omit<PaymentProps, 'payment'> & { readonly refunds: readonly RefundDue[] };

function RefundsDue({ refunds, locale, t, ...refunding }: RefundsProps) {
  return (
    <div className="notice notice--warning admin-refunds" role="note" aria-labelledby="admin-refunds-title">
      <h3 id="admin-refunds-title">{t('admin.panel.payment.refundsTitle')}</h3>
      <p>{t('admin.panel.payment.refundsIntro')}</p>
      {refunds.map((refund) => (
        <div key={refund.transactionId} className="admin-refunds__payment">
          <Rows
            rows={[
              { label: t('admin.panel.payment.amount'), value: formatMoney(refund.amount, locale) },
              { label: t('admin.panel.payment.transaction'), value: refund.transactionId, ltr: true },
              {
                label: t('common.label.card'),
                value: refund.cardLast4 && t('admin.panel.payment.cardEnding', { last4: refund.cardLast4 }),
              },
              {
                label: t('admin.panel.payment.refundReason'),
                value: labelOf(t, `admin.panel.payment.refundReason.${refund.reason}`, refund.reason),
              },
              {
                label: t('admin.panel.payment.refundFlaggedAt'),
                value: formatDateTime(refund.flaggedAt, locale),
              },
              {
                label: t('admin.panel.refund.refundedAt'),
                value:
                  refund.refundedAt &&
                  t('admin.panel.refund.refundedBy', {
                    date: formatDateTime(refund.refundedAt, locale),
                    name: refund.refundedBy ?? '',
                  }),
              },
              { label: t('admin.panel.refund.reference'), value: refund.refundId, ltr: true },
            ]}
          />
          {refund.refundedAt === undefined && (
            <RefundAction refund={refund} locale={locale} t={t} {...refunding} />
          )}
        </div>
      ))}
    </div>
  );
}
