import { HeadObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminApplicationPath,
  adminApprovePath,
  adminEvisaUploadPath,
  adminStatusPath,
  maxEvisaBytes,
  type ApplicationDetail,
  type DecisionAnswer,
  type EvisaUpload,
} from '../../../shared/api/admin';
import { checkStatusPath, type StatusAnswer } from '../../../shared/status/lookup';
import { created, paidApplication } from '../documents/support';
import { db, mailsTo, postJson, s3, storedApplication } from '../applications/support';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { applicationKeys } from '../../../functions/lib/applications-table';
import { stack } from '../support';
import {
  adminCall,
  adminJson,
  pdfOfSize,
  postFile,
  signedIn,
  statsNow,
  uploadEvisa,
  type Session,
} from './support';

let admin: Session;

beforeAll(async () => {
  admin = await signedIn('admin');
});

const approve = (id: string, key: string) =>
  adminCall(admin, 'PUT', adminApprovePath(id), { body: { status: 'approved', evisaFilePath: key } });
const reject = (id: string, reason = 'The passport scan is unreadable; please apply again.') =>
  adminCall(admin, 'PATCH', adminStatusPath(id), {
    body: { status: 'rejected', reasonCode: 'passport', reason },
  });
const errorOf = async (res: Response) => ((await res.json()) as { error: string }).error;

async function exists(key: string): Promise<boolean> {
  try {
    await s3.send(new HeadObjectCommand({ Bucket: stack.bucketName, Key: key }));
    return true;
  } catch {
    return false;
  }
}

async function evisaObjects(id: string): Promise<string[]> {
  const listed = await s3.send(
    new ListObjectsV2Command({ Bucket: stack.bucketName, Prefix: `evisa/${id}/`, MaxKeys: 10 }),
  );
  return (listed.Contents ?? []).map((o) => o.Key ?? '');
}

describe('rejecting an application', () => {
  it('records the decision, e-mails the reason and cannot be decided again', async () => {
    const app = await paidApplication();
    const reason = 'The passport photo page is cut off; please upload a full scan.';
    const res = await reject(app.id, reason);
    expect(res.status).toBe(200);
    const answer = (await res.json()) as DecisionAnswer;
    expect(answer.mailSent).toBe(true);
    expect(answer.decision).toMatchObject({
      status: 'rejected',
      reasonCode: 'passport',
      reason,
      decidedBy: admin.username,
    });
    expect(answer.decision.mailSentAt).toBeDefined();

    const [mail] = await mailsTo(app.contactEmail).then((m) =>
      m.filter((x) => x.subject.includes('Decision')),
    );
    expect(mail?.subject).toBe(`Decision on your Kenya eTA application ${app.applicationNumber}`);
    expect(mail?.body.text).toContain(reason);
    // The reason from the list, in the traveller's language, before the staff member's own words.
    expect(mail?.body.text).toContain('The passport details could not be verified');
    expect(mail?.body.html).toContain('has not been approved');
    expect(mail?.attachments).toEqual([]);

    const again = await reject(app.id);
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toBe('already_decided');
    const approval = await approve(app.id, `evisa/tmp/${app.id}/${'a'.repeat(32)}.pdf`);
    expect(approval.status).toBe(409);
    expect(await errorOf(approval)).toBe('already_decided');
    expect((await storedApplication(app.id))?.status).toBe('rejected');
  });

  it('schedules the applicants’ passport data for deletion 30 days after the decision', async () => {
    const app = await paidApplication(2);
    const answer = (await (await reject(app.id)).json()) as DecisionAnswer;
    const due = Math.floor(Date.parse(answer.decision.decidedAt) / 1000) + 30 * 86_400;
    for (const index of [0, 1]) {
      const item = await db.send(
        new GetCommand({ TableName: stack.tableName, Key: applicationKeys.applicant(app.id, index) }),
      );
      expect(item.Item?.expiresAt).toBe(due);
      expect(item.Item?.passportNumber).toBeDefined();
    }
  });

  it('needs a reason, and answers 404 for an unknown application', async () => {
    const app = await created();
    expect((await reject(app.id, ' ')).status).toBe(400);
    // A reason from the list is required too.
    const noCode = await adminCall(admin, 'PATCH', adminStatusPath(app.id), {
      body: { status: 'rejected', reason: 'The passport scan is unreadable.' },
    });
    expect(noCode.status).toBe(400);
    expect(await noCode.json()).toMatchObject({
      issues: [{ path: 'reasonCode', message: 'admin.errors.reasonCodeRequired' }],
    });
    expect((await reject('00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});

describe('approving an application with an e-visa', () => {
  it('e-mails the PDF, moves the counters, and the status lookup shows it approved', async () => {
    const app = await paidApplication();
    const before = await statsNow(admin);
    const pdf = pdfOfSize(4096);
    const key = await uploadEvisa(admin, app.id, pdf);
    const res = await approve(app.id, key);
    expect(res.status).toBe(200);
    const answer = (await res.json()) as DecisionAnswer;
    expect(answer).toMatchObject({
      mailSent: true,
      decision: { status: 'approved', decidedBy: admin.username },
    });

    const [mail] = await mailsTo(app.contactEmail).then((m) =>
      m.filter((x) => x.subject.includes('approved')),
    );
    expect(mail?.subject).toBe(`Your Kenya eTA is approved – ${app.applicationNumber}`);
    const attachment = mail?.attachments.find((a) => a.contentType === 'application/pdf');
    expect(attachment?.filename).toBe(`kenya-eta-${app.applicationNumber}.pdf`);
    expect(new Uint8Array(Buffer.from(attachment?.content ?? '', 'base64'))).toEqual(pdf);

    const stored = await storedApplication(app.id);
    expect(stored).toMatchObject({ status: 'approved', gsi1pk: 'VIEW#decided' });
    expect(await exists(key)).toBe(false);
    expect(await evisaObjects(app.id)).toHaveLength(1);

    const after = await statsNow(admin);
    expect(after.pending - before.pending).toBe(-1);
    expect(after.approved - before.approved).toBe(1);

    const lookup = await postJson(checkStatusPath, {
      applicationNumber: app.applicationNumber,
      email: app.contactEmail,
    });
    const status = ((await lookup.json()) as StatusAnswer).application;
    expect(status.status).toBe('approved');
    expect(status.events.at(-1)).toEqual({ kind: 'approved', at: answer.decision.decidedAt });
    expect(status.decisionDueBy).toBeUndefined();
  });

  it('refuses a file that is not a PDF by its bytes (400) and deletes it', async () => {
    const app = await paidApplication();
    const bytes = new TextEncoder().encode('<html>not a pdf at all</html>'.padEnd(2048, ' '));
    const key = await uploadEvisa(admin, app.id, bytes);
    expect(await exists(key)).toBe(true);
    const res = await approve(app.id, key);
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toBe('evisa_rejected');
    expect(await exists(key)).toBe(false);
    expect((await storedApplication(app.id))?.status).toBe('pending');
  });

  it('refuses more than 10 MB: at the presign (400) and at the bucket', async () => {
    const app = await paidApplication();
    const tooBig = await adminCall(admin, 'POST', adminEvisaUploadPath(app.id), {
      body: { fileName: 'evisa.pdf', size: maxEvisaBytes + 1 },
    });
    expect(tooBig.status).toBe(400);
    const upload = await adminJson<EvisaUpload>(
      admin,
      'POST',
      adminEvisaUploadPath(app.id),
      { fileName: 'evisa.pdf', size: 1000 },
      201,
    );
    expect(upload.key).toMatch(new RegExp(`^evisa/tmp/${app.id}/[0-9a-f]{32}\\.pdf$`));
    const posted = await postFile(upload, pdfOfSize(maxEvisaBytes + 1));
    expect(posted.status).toBe(400);
    expect(await posted.text()).toContain('EntityTooLarge');
    expect(await exists(upload.key)).toBe(false);
  });

  it('refuses an unpaid application (409 not_paid) and a key of another application (400)', async () => {
    const unpaid = await created();
    const presign = await adminCall(admin, 'POST', adminEvisaUploadPath(unpaid.id), {
      body: { fileName: 'evisa.pdf', size: 1000 },
    });
    expect(presign.status).toBe(409);
    expect(await errorOf(presign)).toBe('not_paid');
    const approval = await approve(unpaid.id, `evisa/tmp/${unpaid.id}/${'b'.repeat(32)}.pdf`);
    expect(await errorOf(approval)).toBe('not_paid');

    const paid = await paidApplication();
    const other = await paidApplication();
    const key = await uploadEvisa(admin, other.id, pdfOfSize(2048));
    const foreign = await approve(paid.id, key);
    expect(foreign.status).toBe(400);
  });

  it('of two concurrent approvals lets exactly one through and keeps one e-visa', async () => {
    const app = await paidApplication();
    const [first, second] = await Promise.all([
      uploadEvisa(admin, app.id, pdfOfSize(3000)),
      uploadEvisa(admin, app.id, pdfOfSize(3001)),
    ]);
    const answers = await Promise.all([approve(app.id, first), approve(app.id, second)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = answers.find((r) => r.status === 409);
    expect(loser && (await errorOf(loser))).toBe('already_decided');
    expect(await evisaObjects(app.id)).toHaveLength(1);
    const mails = (await mailsTo(app.contactEmail)).filter((m) => m.subject.includes('approved'));
    expect(mails).toHaveLength(1);
  });

  it('keeps the decision and the staff member in the audit history', async () => {
    const app = await paidApplication();
    await adminJson(admin, 'GET', adminApplicationPath(app.id));
    const key = await uploadEvisa(admin, app.id, pdfOfSize(2048));
    expect((await approve(app.id, key)).status).toBe(200);
    const detail = await adminJson<ApplicationDetail>(admin, 'GET', adminApplicationPath(app.id));
    expect(detail.decision).toMatchObject({ status: 'approved', decidedBy: admin.username });
    expect(detail.decision?.mailSentAt).toBeDefined();
    const actions = detail.history.map((h) => `${h.action}:${h.actor}`);
    expect(actions.slice(0, 3)).toEqual([
      `view_application:${admin.username}`,
      `decision_mail_sent:${admin.username}`,
      `approve:${admin.username}`,
    ]);
    expect(actions).toContain(`view_application:${admin.username}`);
    expect(detail.history.find((h) => h.action === 'approve')?.detail).toEqual({
      evisaFileName: `kenya-eta-${app.applicationNumber}.pdf`,
    });
  });
});
