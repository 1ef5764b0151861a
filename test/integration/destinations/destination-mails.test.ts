import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { confirmationPath, signedAgreementPath } from '../../../shared/api/applications';
import { adminApplicationPath, adminApprovePath, type ApplicationDetail } from '../../../shared/api/admin';
import { createApplicationSubmissionSchema } from '../../../shared/journey/schemas';
import { todayFrom } from '../../../shared/journey/dates';
import { tanzania } from '../../../shared/destinations/tanzania';
import { createApplication as storeApplication } from '../../../functions/applications/create-application';
import { newApplicationNumber } from '../../../functions/applications/application-number';
import { pdfTextRuns } from '../../support/pdf-text';
import { evisaDownloadAnswerSchema, evisaDownloadPath } from '../../../shared/api/personal-link';
import { signToken } from '../../../functions/lib/personal-link';
import { stack } from '../support';
import {
  allAgreed,
  applicant,
  mailsTo,
  postJson,
  storedApplication,
  submission,
  table,
  type SinkEmail,
} from '../applications/support';
import { bearer, markPaid } from '../documents/support';
import { adminCall, adminJson, pdfOfSize, signedIn, uploadEvisa, type Session } from '../admin/support';

/**
 * What a Tanzania application's traveller receives (issue 18 item 4): every mail, from the confirmation
 * to the approval with the e-visa attached, names the Tanzania e-visa, never Kenya's eTA (but for the
 * company's name, "Kenya eTA Online"). The application is stored through the same `createApplication`
 * the route calls, with the destination the Tanzania journey will set (that journey is not built yet).
 */
const today = todayFrom(() => new Date());
const withoutBrand = (text: string) => text.replaceAll('Kenya eTA Online', '');
const textOf = (mail: SinkEmail | undefined) => mail?.body.text ?? '';

let admin: Session;
beforeAll(async () => {
  admin = await signedIn('admin');
});

describe('the mails of a Tanzania application', () => {
  it('say "Tanzania e-visa" from confirmation to approval, and the e-visa is named for Tanzania', async () => {
    const body = createApplicationSubmissionSchema(today).parse(
      submission({
        applicants: [
          applicant({ firstName: `Neema${randomUUID().slice(0, 6)}` }),
          applicant({ firstName: 'Baraka', passportNumber: 'TZ9876543' }),
        ],
      }),
    );
    const app = await storeApplication(
      { ...table, now: () => new Date(), newApplicationNumber },
      { ...body, processingType: 'fast', destination: 'tanzania', visaType: 'business' },
      { key: randomUUID(), ttlSeconds: 3600 },
    );
    const number = app.applicationNumber;
    expect(number).toMatch(/^TZ-\d{8}$/);

    // The confirmation and the signed agreement, through the routes the journey calls.
    const confirmed = await postJson(
      confirmationPath,
      { applicationId: app.id, locale: 'en' },
      bearer(app.accessToken),
    );
    expect(confirmed.status).toBe(200);
    const signed = await postJson(
      signedAgreementPath,
      { applicationId: app.id, signature: 'Neema Mushi', agreementDetails: allAgreed },
      bearer(app.accessToken),
    );
    expect(signed.status).toBe(200);
    // Paid through the API and the gateway's callback: the receipt.
    await markPaid(app);

    // Staff approve it with the e-visa PDF.
    const key = await uploadEvisa(admin, app.id, pdfOfSize(2048));
    const approval = await adminCall(admin, 'PUT', adminApprovePath(app.id), {
      body: { status: 'approved', evisaFilePath: key },
    });
    expect(approval.status, await approval.text()).toBe(200);

    const mails = await mailsTo(body.contactEmail);
    const bySubject = (part: string) => mails.find((m) => m.subject.includes(part));
    const confirmation = bySubject('We have received your Tanzania e-visa application');
    expect(confirmation?.subject).toBe(`We have received your Tanzania e-visa application ${number}`);
    expect(textOf(confirmation)).toContain('Visa type: Business visa');

    const agreement = bySubject('Your signed agreement for Tanzania e-visa application');
    const agreementPdf = agreement?.attachments.find((a) => a.contentType === 'application/pdf');
    const pdfText = (await pdfTextRuns(Buffer.from(agreementPdf?.content ?? '', 'base64'))).join('\n');
    expect(pdfText).toContain('Signed agreement: Tanzania e-visa');

    const receipt = bySubject('Payment received');
    expect(textOf(receipt)).toContain('We are a private company, not the Government of Tanzania.');

    const decision = bySubject('approved');
    expect(decision?.subject).toBe(`Your Tanzania e-visa is approved – ${number}`);
    expect(textOf(decision)).toContain(
      `Good news: your Tanzania e-visa application ${number} has been approved.`,
    );
    const fileName = tanzania.wording.pdfFileName.replace('{applicationNumber}', number);
    expect(fileName).toBe(`tanzania-evisa-${number}.pdf`);
    expect(decision?.attachments.map((a) => a.filename)).toEqual([fileName]);
    // The admin view names the e-mailed file the same way.
    const stored = (await storedApplication(app.id)) as { decision?: { evisaFileName?: string } } | undefined;
    expect(stored?.decision?.evisaFileName).toBe(fileName);

    // Staff see the visa type and speed as Tanzania names them.
    const detail = await adminJson<ApplicationDetail>(admin, 'GET', adminApplicationPath(app.id));
    expect(detail.application.visa).toEqual({
      type: 'common.visaType.business',
      speed: 'common.speed.urgent',
    });

    // "Download your e-visa" on the personal page gives the file under the same name.
    const token = signToken(stack.personalLinkSecret, {
      a: app.id,
      g: 0,
      x: Math.floor(Date.now() / 1000) + 86_400,
    });
    const download = await postJson(evisaDownloadPath, { token });
    expect(download.status).toBe(200);
    const file = await fetch(evisaDownloadAnswerSchema.parse(await download.json()).url);
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="${fileName}"`);

    expect(mails.length).toBeGreaterThanOrEqual(4);
    for (const mail of mails) {
      expect(withoutBrand(mail.subject)).not.toMatch(/Kenya|eTA/);
      expect(withoutBrand(textOf(mail))).not.toMatch(/Kenya|eTA/);
    }
  });
});
