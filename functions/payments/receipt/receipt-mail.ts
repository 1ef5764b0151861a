import { escapeHtml, mailDocument } from '../../lib/mail-html';
import type { MailMessage } from '../../lib/mailer';
import type { PaymentApplication } from '../payment-records';
import { receiptContent, receiptTranslator } from './receipt-content';
import { ltrIsolated } from '../../../shared/i18n/translate';

/** The "payment received" e-mail in the application's language, with the PDF receipt attached. */
export async function receiptMail(application: PaymentApplication): Promise<MailMessage> {
  const locale = application.locale;
  const t = receiptTranslator(locale, application.destination);
  const content = receiptContent(application, t);
  const number = application.applicationNumber;
  const subject = t('paymentMail.subject', { applicationNumber: ltrIsolated(locale, number) });
  // The PDF libraries load when a receipt is made, never at cold start (a chunk of their own).
  const { buildReceiptPdf } = await import('./receipt-pdf');
  const pdf = await buildReceiptPdf(content, locale, new Date(application.paidAt ?? Date.now()), number);
  const row = (label: string, value: string) =>
    `<dt style="font-weight:bold;margin-top:8px">${escapeHtml(label)}</dt><dd style="margin:0"><bdi>${escapeHtml(value)}</bdi></dd>`;
  const html = mailDocument(
    locale,
    subject,
    [
      `<h1 style="font-size:24px;margin:0 0 16px">${escapeHtml(subject)}</h1>`,
      `<p>${escapeHtml(t('mail.greeting'))}</p>`,
      `<p>${escapeHtml(t('paymentMail.intro'))}</p>`,
      '<dl style="margin:0 0 16px">',
      ...content.fields.map(([label, value]) => row(label, value)),
      `<dt style="font-weight:bold;margin-top:8px">${escapeHtml(content.applicantsLabel)}</dt>`,
      `<dd style="margin:0"><ul style="margin:4px 0;padding-inline-start:20px">${content.applicants
        .map((name) => `<li><bdi>${escapeHtml(name)}</bdi></li>`)
        .join('')}</ul></dd>`,
      `<dt style="font-weight:bold;margin-top:8px">${escapeHtml(content.itemsLabel)}</dt>`,
      `<dd style="margin:0"><ul style="margin:4px 0;padding-inline-start:20px">${content.lines
        .map(
          (l) => `<li>${escapeHtml(l.label)}: <bdi>${escapeHtml(`${l.quantity} = ${l.amount}`)}</bdi></li>`,
        )
        .join('')}</ul></dd>`,
      row(content.total[0], content.total[1]),
      '</dl>',
      `<p>${escapeHtml(content.next)}</p>`,
      `<p>${escapeHtml(t('site.name'))}</p>`,
      `<p style="font-size:14px;color:#505a5f">${escapeHtml(t('paymentMail.footer'))}</p>`,
    ].join('\n'),
  );
  const text = [
    subject,
    '',
    t('mail.greeting'),
    '',
    t('paymentMail.intro'),
    '',
    ...content.fields.map(([label, value]) => `${label}: ${value}`),
    `${content.applicantsLabel}:`,
    ...content.applicants.map((name) => `- ${name}`),
    `${content.itemsLabel}:`,
    ...content.lines.map((l) => `- ${l.label}: ${l.quantity} = ${l.amount}`),
    `${content.total[0]}: ${content.total[1]}`,
    '',
    content.next,
    '',
    t('site.name'),
    '',
    t('paymentMail.footer'),
  ].join('\n');
  return {
    to: application.contactEmail,
    personalLink: { application, locale },
    subject,
    html,
    text,
    attachments: [
      {
        filename: t('paymentMail.receipt.file', { applicationNumber: number }),
        contentType: 'application/pdf',
        content: pdf,
      },
    ],
  };
}
