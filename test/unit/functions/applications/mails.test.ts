import { describe, expect, it } from 'vitest';
import { mailMessages } from '../../../../functions/lib/mail-messages';
import { siteDictionaries } from '../../../../shared/i18n';
import { localeCodes } from '../../../../shared/locales';
import { computePricing, computeProductPricing } from '../../../../shared/journey/pricing';
import { agreementMail } from '../../../../functions/applications/mail/agreement-mail';
import { confirmationMail } from '../../../../functions/applications/mail/confirmation-mail';
import { updatedMail } from '../../../../functions/applications/mail/updated-mail';
import { documentsReceivedMail } from '../../../../functions/documents/submit-documents';
import type { StoredApplication } from '../../../../functions/lib/applications-table';

const application = {
  id: '4b9e2d1c-7a3f-4e8b-9c0d-1e2f3a4b5c6d',
  applicationNumber: 'KE-01234567',
  locale: 'en',
  applicationType: 'business',
  processingType: 'super_fast',
  includeInsurance: true,
  contactEmail: 'amina@example.com',
  applicantNames: ['Amina <script>alert(1)</script> Otieno', '王小明'],
  pricing: computePricing({ applicantCount: 2, processingType: 'super_fast', insurance: true }),
} as unknown as StoredApplication;

describe('the confirmation e-mail', () => {
  it('names a wizard application’s own product: standard processing, 3 working days', () => {
    const wizard = {
      ...application,
      product: 'wizard',
      processingType: 'normal',
      pricing: computeProductPricing('wizard'),
    } as StoredApplication;
    const en = confirmationMail(wizard, 'en').text;
    expect(en).toContain('Processing speed: Standard processing (3 working days)');
    expect(en).toContain('We process the application in 3 working days after payment');
    expect(en).not.toMatch(/Normal processing|business day/);
    const tr = confirmationMail(wizard, 'tr').text;
    expect(tr).toContain('Standart işlem (3 iş günü)');
    expect(tr).not.toContain('Normal işlem');
  });

  it('lists the number, applicants, speed, insurance, total and the next steps', () => {
    const mail = confirmationMail(application, 'en');
    expect(mail.to).toBe('amina@example.com');
    expect(mail.subject).toBe('We have received your Kenya eTA application KE-01234567');
    for (const part of [
      'Business',
      'Super fast processing (1–2 business days)',
      'Included',
      'Total: $732',
      '王小明',
      'Pay for the application',
      'Upload the documents',
    ]) {
      expect(mail.text).toContain(part);
    }
  });

  it('escapes what the applicant typed in the HTML part', () => {
    const { html } = confirmationMail(application, 'en');
    expect(html).not.toContain('<script>');
    expect(html).toContain('Amina &lt;script&gt;alert(1)&lt;/script&gt; Otieno');
  });

  it('formats the total for the reader’s language', () => {
    expect(confirmationMail(application, 'de').text).toMatch(/Gesamt: 732\s\$/u);
  });

  it('has a heading, a language and a direction for screen readers', () => {
    const { html } = confirmationMail(application, 'ar');
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toMatch(/<h1[^>]*>/);
  });
});

describe('the application-updated e-mail', () => {
  it('names the same number, lists the answers as they are now, and asks to sign again without an agreement', () => {
    const mail = updatedMail(application, 'en');
    expect(mail.subject).toBe('Your Kenya eTA application KE-01234567 was updated');
    expect(mail.personalLink?.application).toBe(application);
    for (const part of [
      'Business',
      'Total: $732',
      '王小明',
      'sign the agreement again',
      'reply to this email',
    ])
      expect(mail.text).toContain(part);
    expect(mail.html).not.toContain('<script>');
    const signed = { ...application, agreement: {} } as StoredApplication;
    expect(updatedMail(signed, 'sw').text).not.toContain(
      mailMessages('sw')['applicationMail.updated.signAgain'],
    );
    expect(updatedMail(signed, 'ar').html).toContain('<html lang="ar" dir="rtl">');
  });
});

describe('the signed-agreement e-mail', () => {
  it('attaches the PDF named after the application number', () => {
    const mail = agreementMail(application, 'fr', new Uint8Array([37, 80, 68, 70]));
    expect(mail.subject).toContain('KE-01234567');
    expect(mail.attachments).toEqual([
      {
        filename: 'signed-agreement-KE-01234567.pdf',
        contentType: 'application/pdf',
        content: expect.any(Uint8Array),
      },
    ]);
  });
});

describe('the e-mail subjects in Arabic', () => {
  const isolated = '\u2066KE-01234567\u2069';
  it('keep the application number whole in left-to-right isolates, and nowhere else', () => {
    const confirmation = confirmationMail(application, 'ar');
    const agreement = agreementMail(application, 'ar', new Uint8Array([37, 80, 68, 70]));
    const documents = documentsReceivedMail({ ...application, locale: 'ar' });
    for (const mail of [confirmation, agreement, documents]) expect(mail.subject).toContain(isolated);
    expect(agreement.attachments?.[0]?.filename).toBe('signed-agreement-KE-01234567.pdf');
    for (const locale of localeCodes.filter((l) => l !== 'ar')) {
      expect(confirmationMail(application, locale).subject).not.toMatch(/[\u2066\u2069]/u);
    }
  });
});

describe('the server’s copies of journey labels', () => {
  // The mail dictionary holds copies of the site's keys it needs (the dictionary test keeps every copy
  // equal); these are the ones whose wording is a promise: what the traveller agreed to and chose.
  const keys = [
    'journey.agreement.terms',
    'journey.agreement.privacy',
    'journey.agreement.dataAccuracy',
    'journey.agreement.paymentAgreement',
    'common.option.etaType.tourist',
    'common.option.etaType.business',
    'common.option.etaType.transit',
    'journey.processing.normal',
    'journey.processing.fast',
    'journey.processing.super_fast',
    'journey.processing.time.other',
  ] as const;

  it.each(localeCodes)('state the agreements in %s exactly as the form showed them', (locale) => {
    for (const key of keys) expect(mailMessages(locale)[key], key).toBe(siteDictionaries[locale][key]);
  });
});
