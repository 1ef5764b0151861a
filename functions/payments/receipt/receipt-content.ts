import { formatMoney } from '../../../shared/i18n/money';
import { mailTranslator } from '../../lib/mail-messages';
import type { Translator } from '../../../shared/i18n/translate';
import type { MailKey } from '../../../shared/i18n/types';
import { getLocale, type LocaleCode } from '../../../shared/locales';
import type { PaymentApplication } from '../payment-records';

export type ReceiptTranslator = Translator<MailKey>;

export function receiptTranslator(locale: LocaleCode): ReceiptTranslator {
  return mailTranslator<MailKey>(locale);
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
}

export function receiptContent(application: PaymentApplication, t: ReceiptTranslator): ReceiptContent {
  const locale = application.locale;
  const { pricing, applicantCount: count } = application;
  const paidAt = application.paidAt ? new Date(application.paidAt) : new Date();
  const items: [MailKey, number][] = [
    ['flow.fees.serviceFee', pricing.serviceFee],
    ['common.label.governmentFee', pricing.governmentFee],
    ['flow.fees.processingFee', pricing.processingFee],
  ];
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
  };
}
