import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminApplicationPath,
  adminDocumentLinkPath,
  type ApplicationDetail,
} from '../../../shared/api/admin';
import { confirmationPath, signedAgreementPath } from '../../../shared/api/applications';
import type { WizardAnswers } from '../../../shared/wizard/form-data';
import { attachStagedFiles } from '../../../functions/documents/attach-staged-files';
import { applicationKeys } from '../../../functions/lib/applications-table';
import { pdfTextRuns } from '../../support/pdf-text';
import { privateHostAnswers } from '../../support/wizard-answers';
import { adminJson, signedIn, type Session } from '../admin/support';
import { allAgreed, db, mailsTo, postJson, s3, storedApplication, table } from '../applications/support';
import { bearer, created, markPaid, pdfBytes } from '../documents/support';
import { stack } from '../support';
import { ownAddress, stageFile, stageRequiredFiles } from './support';

const deps = { ...table, s3, bucketName: stack.bucketName, now: () => new Date() };
let support: Session;
beforeAll(async () => {
  support = await signedIn('support');
});

/**
 * A wizard application as the create path stores it (`wizard` on the application item) with its
 * staged files attached (the wizard-rules branch's create call does both; here the test does them
 * against the local stack, through the same functions).
 */
async function wizardApplication(answers: WizardAnswers) {
  const app = await created();
  await db.send(
    new UpdateCommand({
      TableName: stack.tableName,
      Key: applicationKeys.application(app.id),
      UpdateExpression: 'SET wizard = :wizard',
      ExpressionAttributeValues: { ':wizard': answers },
    }),
  );
  const address = ownAddress();
  const files = {
    ...(await stageRequiredFiles(address)),
    bankStatement: await stageFile(address, 'bankStatement', 'Kontoauszug März.pdf', pdfBytes(3000)),
  };
  const stored = await storedApplication(app.id);
  if (!stored) throw new Error('not stored');
  await attachStagedFiles(deps, stored, files);
  return app;
}

describe('staff see a wizard application', () => {
  it('with its own sections and its documents, which they can open', async () => {
    const answers = privateHostAnswers();
    const app = await wizardApplication(answers);
    await markPaid(app);
    const detail = await adminJson<ApplicationDetail>(support, 'GET', adminApplicationPath(app.id));
    expect(detail.wizard).toEqual(answers);
    expect(detail.application.view).toBe('ready_for_review');
    expect(detail.documents.map((d) => [d.applicantIndex, d.type]).sort()).toEqual([
      [0, 'accommodation_booking'],
      [0, 'bank_statement'],
      [0, 'flight_booking'],
      [0, 'passport'],
      [0, 'photo'],
    ]);
    const link = await adminJson<{ url: string }>(
      support,
      'GET',
      adminDocumentLinkPath(app.id, 0, 'bank_statement'),
    );
    const file = await fetch(link.url);
    expect(file.status).toBe(200);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(pdfBytes(3000));
  });
});

describe('the traveller’s mails of a wizard application', () => {
  it('the confirmation lists the sections and the documents, and does not ask for documents', async () => {
    const app = await wizardApplication(privateHostAnswers());
    const res = await postJson(
      confirmationPath,
      { applicationId: app.id, locale: 'en' },
      bearer(app.accessToken),
    );
    expect(res.status).toBe(200);
    const [mail] = await mailsTo(app.contactEmail);
    const text = mail?.body.text ?? '';
    for (const expected of [
      'Home address',
      'Port of exit: Namanga One Stop Border Post',
      'Have you visited Kenya before?: Yes',
      'Security questions',
      'Amount of cash: 12000 EUR (Euro)',
      'Describe the medicines and their quantities: Insulin, 10 pens',
      'Documents',
      'Bank statement: Kontoauszug März.pdf',
      'Flight booking: flight.pdf',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('Upload the documents of every applicant');
    expect(mail?.body.html).toContain('<bdi>Wanjiru Kamau</bdi>');
  });

  it('the signed agreement PDF lists the same sections', async () => {
    const app = await wizardApplication(privateHostAnswers());
    const res = await postJson(
      signedAgreementPath,
      { applicationId: app.id, signature: 'Ayşe Yılmaz', agreementDetails: allAgreed },
      bearer(app.accessToken),
    );
    expect(res.status).toBe(200);
    const [mail] = await mailsTo(app.contactEmail);
    const pdf = mail?.attachments.find((a) => a.contentType === 'application/pdf');
    const text = (await pdfTextRuns(Buffer.from(pdf?.content ?? '', 'base64'))).join('\n');
    for (const expected of [
      'Customs Declaration',
      'Insulin, 10 pens',
      'Ports of entry and exit',
      'Namanga One Stop Border Post',
      'Kontoauszug März.pdf',
      'Ayşe Yılmaz',
    ])
      expect(text).toContain(expected);
  });
});
