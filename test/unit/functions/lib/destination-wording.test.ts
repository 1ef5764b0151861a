import { describe, expect, it } from 'vitest';
import { decisionMail } from '../../../../functions/admin/decision-mail';
import type { AdminApplication } from '../../../../functions/admin/admin-application';
import { agreementMail } from '../../../../functions/applications/mail/agreement-mail';
import { confirmationMail } from '../../../../functions/applications/mail/confirmation-mail';
import { updatedMail } from '../../../../functions/applications/mail/updated-mail';
import { documentsReceivedMail } from '../../../../functions/documents/submit-documents';
import type { StoredApplication } from '../../../../functions/lib/applications-table';
import { selfServiceMail } from '../../../../functions/status/self-service-mail';
import { evisaDownloadName } from '../../../../functions/status/evisa-download';
import { destinationKeyPrefix, mailMessages, mailTranslator } from '../../../../functions/lib/mail-messages';
import { receiptContent, receiptTranslator } from '../../../../functions/payments/receipt/receipt-content';
import type { PaymentApplication } from '../../../../functions/payments/payment-records';
import { tanzania } from '../../../../shared/destinations/tanzania';
import { computeVisaPricing } from '../../../../shared/destinations/rules';
import { localeCodes, type LocaleCode } from '../../../../shared/locales';

/**
 * The mails of a Tanzania application name its document (issue 18 item 4): the destination's own
 * wording (`destination.tanzania.*` in the mail dictionary) replaces Kenya's, in every language; the
 * mails of Kenya's applications (no `destination`, or `kenya`) are word for word what they were.
 */
const tanzanian = {
  id: '4b9e2d1c-7a3f-4e8b-9c0d-1e2f3a4b5c6e',
  applicationNumber: 'TZ-01234567',
  destination: 'tanzania',
  visaType: 'multiple_entry',
  locale: 'en',
  applicationType: 'tourist',
  processingType: 'fast',
  includeInsurance: false,
  contactEmail: 'neema@example.com',
  applicantNames: ['Neema Mushi', 'Baraka Mushi'],
  pricing: computeVisaPricing(tanzania, {
    visaType: 'multiple_entry',
    applicantCount: 2,
    processingType: 'fast',
    insurance: false,
  }),
} as unknown as StoredApplication;

const pdf = new TextEncoder().encode('%PDF-1.7');
const decidedAt = '2026-11-26T08:00:00.000Z';
const approved = (locale: LocaleCode, overrides: Partial<StoredApplication> = {}) =>
  decisionMail(
    { ...tanzanian, locale, ...overrides } as AdminApplication,
    { status: 'approved', decidedAt, decidedBy: 'admin' },
    pdf,
  );
const rejected = (locale: LocaleCode) =>
  decisionMail({ ...tanzanian, locale } as AdminApplication, {
    status: 'rejected',
    decidedAt,
    decidedBy: 'admin',
    reasonCode: 'eligibility',
  });

/** What a mail says beyond the company's name ("Kenya eTA Online", as the language writes it), which stays. */
const withoutBrand = (text: string, locale: LocaleCode = 'en') =>
  text.replaceAll('Kenya eTA Online', '').replaceAll(mailMessages(locale)['site.name'], '');
const kenyaIn = (locale: LocaleCode) =>
  new Intl.DisplayNames([locale], { type: 'region' }).of('KE') ?? 'Kenya';

describe('the mails of a Tanzania application', () => {
  it('say "Tanzania e-visa" and attach the e-visa under its Tanzania name', () => {
    const mail = approved('en');
    expect(mail.subject).toBe('Your Tanzania e-visa is approved – TZ-01234567');
    expect(mail.text).toContain('Good news: your Tanzania e-visa application TZ-01234567 has been approved.');
    expect(mail.text).toContain('show it with your passport when you travel to Tanzania');
    expect(mail.attachments?.map((a) => a.filename)).toEqual([
      tanzania.wording.pdfFileName.replace('{applicationNumber}', 'TZ-01234567'),
    ]);
    expect(rejected('en').subject).toBe('Decision on your Tanzania e-visa application TZ-01234567');
    expect(rejected('en').text).toContain('The traveller is not eligible for a Tanzania e-visa');
  });

  it('name the visa type applied for in the confirmation', () => {
    const mail = confirmationMail(tanzanian, 'en');
    expect(mail.subject).toBe('We have received your Tanzania e-visa application TZ-01234567');
    expect(mail.text).toContain('Visa type: Multiple entry visa');
    expect(mail.text).toContain('Processing speed: Urgent processing (3–5 business days)');
    expect(withoutBrand(mail.text)).not.toMatch(/eTA|Kenya/);
  });

  it('list the documents Tanzania asks in the next steps: the yellow fever certificate only from a risk country', () => {
    const fromNigeria = { ...tanzanian, departureCountry: 'NG' } as StoredApplication;
    const fromGermany = { ...tanzanian, departureCountry: 'DE' } as StoredApplication;
    expect(confirmationMail(fromNigeria, 'en').text).toContain(
      'Upload the documents of every applicant: Passport bio-data page, Passport photo, Return ticket, and Yellow fever certificate.',
    );
    expect(confirmationMail(fromGermany, 'en').text).toContain(
      'Upload the documents of every applicant: Passport bio-data page, Passport photo, and Return ticket.',
    );
    const receipt = (application: StoredApplication) =>
      receiptContent(
        { ...application, paidAt: decidedAt } as PaymentApplication,
        receiptTranslator('en', 'tanzania'),
      ).next;
    expect(receipt(fromNigeria)).toBe(
      'Next step: upload the documents of every applicant (Passport bio-data page, Passport photo, Return ticket, and Yellow fever certificate) so that we can process the application.',
    );
    expect(receipt(fromGermany)).not.toContain('Yellow fever');
    // Kenya's: its passport page and photo, as before.
    expect(
      confirmationMail(
        { ...tanzanian, destination: 'kenya', departureCountry: 'NG' } as StoredApplication,
        'en',
      ).text,
    ).toContain('Upload the documents of every applicant: Passport bio-data page and Passport photo.');
  });

  it.each(localeCodes)('in %s, never name Kenya or its eTA but for the company’s name', (locale) => {
    const texts = [
      approved(locale).text,
      rejected(locale).text,
      confirmationMail({ ...tanzanian, locale } as StoredApplication, locale).text,
      updatedMail({ ...tanzanian, locale } as StoredApplication, locale).text,
      agreementMail({ ...tanzanian, locale } as StoredApplication, locale, pdf).text,
      documentsReceivedMail({ ...tanzanian, locale } as StoredApplication).text,
      selfServiceMail({ ...tanzanian, locale } as StoredApplication, 'withdrawn').text,
      selfServiceMail({ ...tanzanian, locale } as StoredApplication, 'erased').text,
      receiptTranslator(locale, 'tanzania')('paymentMail.footer'),
      mailTranslator(locale, 'tanzania')('personalLink.text'),
      mailTranslator(locale, 'tanzania')('applicationMail.pdf.title'),
    ];
    for (const text of texts) {
      expect(withoutBrand(text, locale)).not.toContain('eTA');
      expect(withoutBrand(text, locale)).not.toContain(kenyaIn(locale));
    }
    expect(approved(locale).attachments?.[0]?.filename).toMatch(/^tan[sz]an\w+-e\w+-TZ-01234567\.pdf$/);
    expect(approved(locale).subject).not.toBe(approved(locale, { destination: 'kenya' }).subject);
  });
});

describe('the mails of a Kenya application', () => {
  it.each(localeCodes)('in %s, read the plain keys, with or without a stored destination', (locale) => {
    const messages = mailMessages(locale);
    for (const destination of [undefined, 'kenya'] as const) {
      const mail = approved(locale, { destination });
      expect(mail.subject).toBe(
        messages['decisionMail.approved.subject'].replace(
          '{applicationNumber}',
          locale === 'ar' ? '\u2066TZ-01234567\u2069' : 'TZ-01234567',
        ),
      );
      expect(mail.attachments?.[0]?.filename).toBe(
        messages['decisionMail.approved.file'].replace('{applicationNumber}', 'TZ-01234567'),
      );
    }
  });
});

describe('a destination’s own wording', () => {
  it('replaces only keys that exist, with the same placeholders', () => {
    const english = mailMessages('en');
    const prefix = destinationKeyPrefix('tanzania');
    const own = Object.keys(english).filter((key) => key.startsWith(prefix));
    expect(own.length).toBeGreaterThan(10);
    for (const key of own) {
      const plain = key.slice(prefix.length) as keyof typeof english;
      expect(english[plain], plain).toBeDefined();
      const names = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(names(english[key as keyof typeof english])).toEqual(names(english[plain]));
    }
  });
});

describe('the e-visa downloaded from the personal page', () => {
  it('keeps Kenya’s name and takes another destination’s from its wording', () => {
    expect(evisaDownloadName({ applicationNumber: 'KE-12345678' })).toBe('eTA-KE-12345678.pdf');
    expect(evisaDownloadName({ applicationNumber: 'KE-12345678', destination: 'kenya' })).toBe(
      'eTA-KE-12345678.pdf',
    );
    expect(evisaDownloadName({ applicationNumber: 'TZ-12345678', destination: 'tanzania' })).toBe(
      'tanzania-evisa-TZ-12345678.pdf',
    );
  });
});
