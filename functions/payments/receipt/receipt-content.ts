import { formatMoney } from '../../../shared/i18n/money';
import { mailTranslator } from '../../lib/mail-messages';
import type { Translator } from '../../../shared/i18n/translate';
import type { MailKey } from '../../../shared/i18n/types';
import type { DestinationId } from '../../../shared/destinations/types';
import { getLocale, type LocaleCode } from '../../../shared/locales';
import type { PaymentApplication } from '../payment-records';
import { processingTime, speedText } from '../../lib/speed-text';
import { requiredDocumentsText } from '../../lib/documents-asked';

export type ReceiptTranslator = Translator<MailKey>;

/** The receipt's translator, in the wording of the application's destination (absent: Kenya's). */
export function receiptTranslator(locale: LocaleCode, destination?: DestinationId): ReceiptTranslator {
  return mailTranslator<MailKey>(locale, destination);
}

export interface ReceiptLine {
  readonly label: string;
  /** "2 × $59.00" */
  readonly quantity: string;
  readonly amount: string;
}

/** What a receipt says, in the application's language: the same for the e-mail and the PDF. */
export interface ReceiptContent {
  readonly title: string;
  readonly fields: readonly (readonly [string, string])[];
  readonly applicantsLabel: string;
  readonly applicants: readonly string[];
  readonly itemsLabel: string;
  readonly lines: readonly ReceiptLine[];
  readonly total: readonly [string, string];
  /** What happens next: upload the documents, or (they came with the application) the decision's time. */
  readonly next: string;
}

export function receiptContent(application: PaymentApplication, t: ReceiptTranslator): ReceiptContent {
  const locale = application.locale;
  const { pricing, applicantCount: count } = application;
  const paidAt = application.paidAt ? new Date(application.paidAt) : new Date();
  // A product with a price of its own (the wizard's) has no service or government fee to list at $0.
  const items = (
    [
      ['flow.fees.serviceFee', pricing.serviceFee],
      ['common.label.governmentFee', pricing.governmentFee],
      ['flow.fees.processingFee', pricing.processingFee],
    ] as [MailKey, number][]
  ).filter(([, price]) => pricing.product === undefined || price > 0);
  if (pricing.insurancePrice > 0) items.push(['common.label.travelInsurance', pricing.insurancePrice]);
  const date = new Intl.DateTimeFormat(getLocale(locale).tag, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(paidAt);
  const fields: [string, string][] = [
    [t('common.label.applicationNumber'), application.applicationNumber],
    [t('paymentMail.label.date'), `${date} UTC`],
    [t('payment.success.transactionId'), application.paymentTransactionId ?? ''],
    [t('common.label.processingSpeed'), speedText(t, application)],
  ];
  if (application.cardLast4) {
    fields.push([t('common.label.card'), t('paymentMail.card.ending', { last4: application.cardLast4 })]);
  }
  return {
    title: t('paymentMail.receipt.title'),
    fields,
    applicantsLabel: t('common.label.applicants'),
    applicants: application.applicantNames,
    itemsLabel: t('paymentMail.label.items'),
    lines: items.map(([key, price]) => ({
      label: t(key),
      quantity: t('paymentMail.item.quantity', { count, price: formatMoney(price, locale) }),
      amount: formatMoney(price * count, locale),
    })),
    total: [t('documents.summary.total'), formatMoney(pricing.totalPrice, locale)],
    next: application.documentsSubmittedAt
      ? t('applicationMail.confirmation.stepDecision', { time: processingTime(t, pricing) })
      : t('paymentMail.next', { documents: requiredDocumentsText(t, application, locale) }),
  };
}
