import { mailTranslator } from '../../lib/mail-messages';
import type { Translator } from '../../../shared/i18n/translate';
import type { PaymentMailKey } from '../../../shared/i18n/types';
import { getLocale, type LocaleCode } from '../../../shared/locales';
import type { PaymentApplication } from '../payment-records';

export type ReceiptTranslator = Translator<PaymentMailKey>;

export function receiptTranslator(locale: LocaleCode): ReceiptTranslator {
  return mailTranslator<PaymentMailKey>(locale);
}

export function money(amount: number, locale: LocaleCode): string {
  return new Intl.NumberFormat(getLocale(locale).tag, { style: 'currency', currency: 'USD' }).format(amount);
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
  const items: [PaymentMailKey, number][] = [
    ['paymentMail.item.serviceFee', pricing.serviceFee],
    ['paymentMail.item.governmentFee', pricing.governmentFee],
    ['paymentMail.item.processingFee', pricing.processingFee],
  ];
  if (pricing.insurancePrice > 0) items.push(['paymentMail.item.insurance', pricing.insurancePrice]);
  const date = new Intl.DateTimeFormat(getLocale(locale).tag, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(paidAt);
  const fields: [string, string][] = [
    [t('paymentMail.label.applicationNumber'), application.applicationNumber],
    [t('paymentMail.label.date'), `${date} UTC`],
    [t('paymentMail.label.transactionId'), application.paymentTransactionId ?? ''],
  ];
  if (application.cardLast4) {
    fields.push([
      t('paymentMail.label.card'),
      t('paymentMail.card.ending', { last4: application.cardLast4 }),
    ]);
  }
  return {
    title: t('paymentMail.receipt.title'),
    fields,
    applicantsLabel: t('paymentMail.label.applicants'),
    applicants: application.applicantNames,
    itemsLabel: t('paymentMail.label.items'),
    lines: items.map(([key, price]) => ({
      label: t(key),
      quantity: t('paymentMail.item.quantity', { count, price: money(price, locale) }),
      amount: money(price * count, locale),
    })),
    total: [t('paymentMail.label.total'), money(pricing.totalPrice, locale)],
  };
}
