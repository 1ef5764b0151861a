import { describe, expect, it } from 'vitest';
import { decisionMail } from '../../../../functions/admin/decision-mail';
import type { AdminApplication } from '../../../../functions/admin/admin-application';
import { mailMessages } from '../../../../functions/lib/mail-messages';

function application(overrides: Partial<AdminApplication> = {}): AdminApplication {
  return {
    id: 'b2b0a7c8-0000-4000-8000-000000000001',
    applicationNumber: 'KE-12345678',
    contactEmail: 'amina@example.com',
    locale: 'en',
    applicantNames: ['Amina Otieno', 'Joseph Kamau'],
    ...overrides,
  } as AdminApplication;
}

const decidedAt = '2026-03-02T08:00:00.000Z';

describe('the decision e-mail', () => {
  it('carries a rejection reason as text, escaped in the HTML part', () => {
    const mail = decisionMail(application(), {
      status: 'rejected',
      decidedAt,
      decidedBy: 'admin',
      reason: 'Photo <blurred> & cropped',
    });
    expect(mail.to).toBe('amina@example.com');
    expect(mail.subject).toBe('Decision on your Kenya eTA application KE-12345678');
    expect(mail.text).toContain('Photo <blurred> & cropped');
    expect(mail.html).toContain('Photo &lt;blurred&gt; &amp; cropped');
    expect(mail.html).not.toContain('<blurred>');
    expect(mail.attachments).toBeUndefined();
  });

  it('attaches the e-visa PDF to an approval, named in the application’s language', () => {
    const pdf = new TextEncoder().encode('%PDF-1.7');
    const mail = decisionMail(
      application({ locale: 'de' }),
      { status: 'approved', decidedAt, decidedBy: 'admin' },
      pdf,
    );
    expect(mail.subject).toBe('Ihre eTA für Kenia ist genehmigt – KE-12345678');
    expect(mail.attachments).toEqual([
      { filename: 'kenia-eta-KE-12345678.pdf', contentType: 'application/pdf', content: pdf },
    ]);
    expect(mail.html).toContain('<html lang="de" dir="ltr">');
  });

  it('is right-to-left in Arabic and lists every applicant', () => {
    const mail = decisionMail(application({ locale: 'ar' }), {
      status: 'rejected',
      decidedAt,
      decidedBy: 'admin',
      reason: 'x',
    });
    expect(mail.html).toMatch(/<html lang="ar" dir="rtl">/);
    // The number stays whole in the right-to-left subject: left-to-right isolates around it.
    expect(mail.subject).toBe(
      mailMessages('ar')['decisionMail.rejected.subject'].replace(
        '{applicationNumber}',
        '\u2066KE-12345678\u2069',
      ),
    );
    expect(mail.html).toContain('<li><bdi>Joseph Kamau</bdi></li>');
  });
});
