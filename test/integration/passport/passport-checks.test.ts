import { describe, expect, it } from 'vitest';
import { addYears, todayFrom } from '../../../shared/journey/dates';
import { applicationKeys } from '../../../functions/lib/applications-table';
import { applicantChecks } from '../../../functions/admin/application-detail';
import { getDocument } from '../../../functions/documents/document-store';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { td3Lines, type TestPassport } from '../../support/mrz-lines';
import { applicant, createApplication, db, submission, table } from '../applications/support';
import { markPaid, pdfBytes, postToS3, presign, record } from '../documents/support';
import { s3Client } from '../support';

const today = todayFrom(() => new Date());
const yymmdd = (iso: string) => iso.slice(2).replace(/-/g, '');
/** The passport of `applicant()` (Amina Otieno, AB1234567), as its MRZ text. */
const aminaPassport: TestPassport = {
  issuing: 'GBR',
  surname: 'OTIENO',
  givenNames: 'AMINA',
  number: 'AB1234567',
  nationality: 'GBR',
  birth: '900520',
  sex: 'F',
  expiry: yymmdd(addYears(today, 8)),
};
const mrzOf = (p: TestPassport) => td3Lines(p).join('\n');

async function storedApplicant(id: string, index: number) {
  const res = await db.send(
    new GetCommand({ TableName: table.tableName, Key: applicationKeys.applicant(id, index) }),
  );
  return res.Item as Record<string, unknown> & {
    passportCheck?: { comparison: { matches: boolean; differing: string[] } };
  };
}

describe('passport readings sent with an application', () => {
  it('are re-read by the server and compared with each applicant: a match, and a different number', async () => {
    const body = submission({
      applicants: [applicant(), applicant({ firstName: 'Joseph', passportNumber: 'CD7654321' })],
      passportScans: [
        { applicantIndex: 0, mrz: mrzOf(aminaPassport) },
        { applicantIndex: 1, mrz: mrzOf({ ...aminaPassport, givenNames: 'JOSEPH', number: 'CD7654329' }) },
      ],
    });
    const res = await createApplication(body);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const [first, second] = [await storedApplicant(id, 0), await storedApplicant(id, 1)];
    expect(first.passportCheck).toMatchObject({
      source: 'details',
      valid: true,
      comparison: { matches: true },
    });
    expect(second.passportCheck?.comparison).toMatchObject({ matches: false, differing: ['passportNumber'] });
  });

  it('refuses text that is not two MRZ lines, and a scan of an applicant who does not exist, storing nothing', async () => {
    for (const passportScans of [
      [{ applicantIndex: 0, mrz: 'P<UTO\nL898' }],
      [{ applicantIndex: 3, mrz: mrzOf(aminaPassport) }],
    ]) {
      const res = await createApplication(submission({ passportScans }));
      expect(res.status).toBe(400);
      const { issues } = (await res.json()) as { issues: { path: string }[] };
      expect(issues.map((i) => i.path)).toEqual([expect.stringContaining('passportScans')]);
    }
  });
});

describe('a passport page and a photo recorded with their checks', () => {
  it('stores the server’s comparison with the document, tells the traveller, and gives staff both checks', async () => {
    const res = await createApplication(submission());
    const app = (await res.json()) as { id: string; accessToken: string; applicationNumber: string };
    await markPaid(app as never);
    const bytes = pdfBytes(20_000);
    const { upload } = await presign(app.accessToken, {
      applicationId: app.id,
      applicantIndex: 0,
      type: 'passport',
      fileName: 'passport.pdf',
      contentType: 'application/pdf',
      size: bytes.length,
    });
    await postToS3(upload, bytes, 'application/pdf');
    const recorded = await record(app.accessToken, {
      applicationId: app.id,
      applicantIndex: 0,
      type: 'passport',
      key: upload.key,
      fileName: 'passport.pdf',
      passportScan: { mrz: mrzOf({ ...aminaPassport, birth: '900521' }) },
    });
    expect(recorded.status).toBe(200);
    expect(((await recorded.json()) as { passportCheck: unknown }).passportCheck).toEqual({
      valid: true,
      matches: false,
      differing: ['dateOfBirth'],
    });
    const deps = { ...table, s3: s3Client(), bucketName: '', now: () => new Date() };
    const document = await getDocument(deps, app.id, 0, 'passport');
    expect(document?.passportCheck?.source).toBe('document');
    const checks = applicantChecks([await storedApplicant(app.id, 0)] as never, document ? [document] : []);
    expect(checks).toEqual([
      expect.objectContaining({
        applicantIndex: 0,
        passport: [expect.objectContaining({ source: 'document' })],
      }),
    ]);
  });

  it('refuses a passport reading sent with a photo, and a photo check with an unknown finding', async () => {
    const res = await createApplication(submission());
    const app = (await res.json()) as { id: string; accessToken: string };
    await markPaid(app as never);
    const base = { applicationId: app.id, applicantIndex: 0, key: 'uploads/tmp/x' };
    const measures = {
      width: 600,
      height: 800,
      faces: 1,
      faceShare: 0.4,
      offCentre: 0,
      brightness: 150,
      sharpness: 300,
    };
    const wrongSlot = await record(app.accessToken, {
      ...base,
      type: 'photo',
      passportScan: { mrz: mrzOf(aminaPassport) },
    });
    expect(wrongSlot.status).toBe(400);
    const unknown = await record(app.accessToken, {
      ...base,
      type: 'photo',
      photoCheck: { problems: ['wearsHat'], faceDetection: true, measures },
    });
    expect(unknown.status).toBe(400);
  });
});
