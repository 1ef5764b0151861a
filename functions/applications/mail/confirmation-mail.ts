import type { LocaleCode } from '../../../shared/locales';
import { visaTypeOf } from '../../../shared/destinations/rules';
import type { MailKey } from '../../../shared/i18n/types';
import type { StoredApplication } from '../../lib/applications-table';
import { destinationOfApplication, requiredDocumentsText } from '../../lib/documents-asked';
import { escapeHtml, mailDocument } from '../../lib/mail-html';
import type { MailMessage } from '../../lib/mailer';
import { formatMoney } from '../../../shared/i18n/money';
import { etaTypeLabels, mailTranslator, processingTime, speedText } from './mail-text';
import { ltrIsolated } from '../../../shared/i18n/translate';
import { countryName } from '../../../shared/countries';
import {
  sectionsHtml,
  sectionsText,
  wizardTextSections,
  type NamedDocument,
  type WizardApplication,
} from './wizard-sections';

/**
 * The type of document applied for: the destination's visa type (`visaType`, as Tanzania's "Business
 * visa") when the application has one, else the eTA type of Kenya's journey.
 */
function documentTypeLabel(application: StoredApplication): MailKey {
  const type =
    application.visaType === undefined
      ? undefined
      : visaTypeOf(destinationOfApplication(application), application.visaType);
  return type?.label ?? etaTypeLabels[application.applicationType];
}

/** The answers a traveller's mails list about an application (confirmation, update). */
export function summaryRows(application: StoredApplication, locale: LocaleCode): [string, string][] {
  const t = mailTranslator(locale, application.destination);
  const number = application.applicationNumber;
  const speed = speedText(t, application);
  return [
    [t('common.label.applicationNumber'), number],
    [t('applicationMail.label.etaType'), t(documentTypeLabel(application))],
    ...(application.residenceCountry
      ? [
          [t('common.field.countryResidence'), countryName(application.residenceCountry, locale)] as [
            string,
            string,
          ],
        ]
      : []),
    [t('common.label.processingSpeed'), speed],
    [
      t('common.label.travelInsurance'),
      t(
        application.includeInsurance
          ? 'applicationMail.insurance.included'
          : 'applicationMail.insurance.notIncluded',
      ),
    ],
    [t('common.label.total'), formatMoney(application.pricing.totalPrice, locale)],
  ];
}

/**
 * The e-mail that confirms a new application, in the application's language. An application made with
 * the wizard also lists its own sections and the documents it came with (`documents`), and its next
 * steps do not ask for documents again.
 */
export function confirmationMail(
  application: WizardApplication,
  locale: LocaleCode,
  documents: readonly NamedDocument[] = [],
): MailMessage {
  const t = mailTranslator(locale, application.destination);
  const number = application.applicationNumber;
  const subject = t('applicationMail.confirmation.subject', {
    applicationNumber: ltrIsolated(locale, number),
  });
  const rows = summaryRows(application, locale);
  const wizard = wizardTextSections(application, locale, documents);
  const steps = [
    t('applicationMail.confirmation.stepPay'),
    // The documents its destination requires (Tanzania's override of this step lists them).
    ...(application.wizard
      ? []
      : [
          t('applicationMail.confirmation.stepUpload', {
            documents: requiredDocumentsText(t, application, locale),
          }),
        ]),
    t('applicationMail.confirmation.stepDecision', { time: processingTime(t, application.pricing) }),
  ];

  const html = mailDocument(
    locale,
    subject,
    [
      `<h1 style="font-size:24px;margin:0 0 16px">${escapeHtml(subject)}</h1>`,
      `<p>${escapeHtml(t('mail.greeting'))}</p>`,
      `<p>${escapeHtml(t('applicationMail.confirmation.intro'))}</p>`,
      '<dl style="margin:0 0 16px">',
      ...rows.map(
        ([label, value]) =>
          `<dt style="font-weight:bold;margin-top:8px">${escapeHtml(label)}</dt><dd style="margin:0"><bdi>${escapeHtml(value)}</bdi></dd>`,
      ),
      `<dt style="font-weight:bold;margin-top:8px">${escapeHtml(t('common.label.applicants'))}</dt>`,
      `<dd style="margin:0"><ul style="margin:4px 0;padding-inline-start:20px">${application.applicantNames
        .map((name) => `<li><bdi>${escapeHtml(name)}</bdi></li>`)
        .join('')}</ul></dd>`,
      '</dl>',
      ...sectionsHtml(wizard),
      `<h2 style="font-size:20px;margin:24px 0 8px">${escapeHtml(t('common.heading.whatHappensNext'))}</h2>`,
      `<ol style="padding-inline-start:20px">${steps.map((s) => `<li>${escapeHtml(s)}</li>`).join('')}</ol>`,
      `<p>${escapeHtml(t('applicationMail.confirmation.statusHint'))}</p>`,
      `<p>${escapeHtml(t('site.name'))}</p>`,
      `<p style="font-size:14px;color:#505a5f">${escapeHtml(t('applicationMail.footer'))}</p>`,
    ].join('\n'),
  );

  const text = [
    subject,
    '',
    t('mail.greeting'),
    '',
    t('applicationMail.confirmation.intro'),
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    `${t('common.label.applicants')}:`,
    ...application.applicantNames.map((name) => `- ${name}`),
    ...sectionsText(wizard),
    '',
    t('common.heading.whatHappensNext'),
    ...steps.map((s, i) => `${i + 1}. ${s}`),
    '',
    t('applicationMail.confirmation.statusHint'),
    '',
    t('site.name'),
    '',
    t('applicationMail.footer'),
  ].join('\n');

  return { to: application.contactEmail, subject, html, text, personalLink: { application, locale } };
}
