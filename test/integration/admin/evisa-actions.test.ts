import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminApplicationPath,
  adminApprovePath,
  adminDecisionMailPath,
  adminEvisaLinkPath,
  adminEvisaPath,
  type ApplicationDecision,
  type ApplicationDetail,
  type DecisionAnswer,
  type DocumentLink,
} from '../../../shared/api/admin';
import { company } from '../../../shared/public/company';
import { paidApplication } from '../documents/support';
import { mailsTo, s3 } from '../applications/support';
import { stack } from '../support';
import { adminCall, adminJson, pdfOfSize, signedIn, uploadEvisa, type Session } from './support';

/**
 * The e-visa after an approval (issue 19 item 2): staff open it (a short-lived link, audited), replace
 * it (audited, the old file deleted) and resend it: one e-mail however many clicks arrive at once.
 */
let admin: Session;
let support: Session;

beforeAll(async () => {
  [admin, support] = await Promise.all([signedIn('admin'), signedIn('support')]);
});

/** A paid application approved with `pdf`; its id, contact address and the decision. */
async function approved(pdf: Uint8Array) {
  const app = await paidApplication();
  const key = await uploadEvisa(admin, app.id, pdf);
  const answer = await adminJson<DecisionAnswer>(admin, 'PUT', adminApprovePath(app.id), {
    status: 'approved',
    evisaFilePath: key,
  });
  expect(answer.mailSent).toBe(true);
  return { app, decision: answer.decision };
}

const approvalMails = async (email: string) =>
  (await mailsTo(email)).filter((m) => m.subject.startsWith('Your Kenya eTA is approved'));

async function evisaKeys(id: string): Promise<string[]> {
  const listed = await s3.send(
    new ListObjectsV2Command({ Bucket: stack.bucketName, Prefix: `evisa/${id}/`, MaxKeys: 10 }),
  );
  return (listed.Contents ?? []).map((o) => o.Key ?? '');
}

async function opened(session: Session, id: string): Promise<{ bytes: Uint8Array; link: DocumentLink }> {
  const link = await adminJson<DocumentLink>(session, 'GET', adminEvisaLinkPath(id));
  const res = await fetch(link.url);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-disposition')).toMatch(/^inline/);
  return { bytes: new Uint8Array(await res.arrayBuffer()), link };
}

const historyOf = async (id: string) =>
  (await adminJson<ApplicationDetail>(admin, 'GET', adminApplicationPath(id))).history;

describe('opening the e-visa', () => {
  it('gives any staff member a link of a few minutes to the file sent, and audits every view', async () => {
    const pdf = pdfOfSize(3000);
    const { app } = await approved(pdf);
    const { bytes, link } = await opened(support, app.id);
    expect(bytes).toEqual(pdf);
    const minutes = (Date.parse(link.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(0);
    expect(minutes).toBeLessThanOrEqual(5);
    expect(new URL(link.url).searchParams.get('X-Amz-Expires')).toBe('300');
    const views = (await historyOf(app.id)).filter((h) => h.action === 'view_evisa');
    expect(views.map((h) => h.actor)).toEqual([support.username]);
  });

  it('answers 409 for an application without an e-visa, and 401 without a session', async () => {
    const app = await paidApplication();
    expect((await adminCall(admin, 'GET', adminEvisaLinkPath(app.id))).status).toBe(409);
    expect((await adminCall(undefined, 'GET', adminEvisaLinkPath(app.id))).status).toBe(401);
  });
});

describe('replacing the e-visa', () => {
  it('swaps the file, deletes the old one, records who did it, and mails nothing', async () => {
    const { app } = await approved(pdfOfSize(2000));
    const replacement = pdfOfSize(5000);
    const key = await uploadEvisa(admin, app.id, replacement);
    const answer = await adminJson<{ decision: ApplicationDecision }>(admin, 'PUT', adminEvisaPath(app.id), {
      evisaFilePath: key,
    });
    expect(answer.decision).toMatchObject({ status: 'approved', evisaReplacedBy: admin.username });
    expect((await opened(admin, app.id)).bytes).toEqual(replacement);
    expect(await evisaKeys(app.id)).toHaveLength(1);
    expect(await approvalMails(app.contactEmail)).toHaveLength(1);
    const replaced = (await historyOf(app.id)).filter((h) => h.action === 'evisa_replaced');
    expect(replaced.map((h) => h.actor)).toEqual([admin.username]);
  });

  it('of two replacements at once keeps one, and refuses support staff and a file that is not a PDF', async () => {
    const { app } = await approved(pdfOfSize(2000));
    const [first, second] = [pdfOfSize(2100), pdfOfSize(2200)];
    const keys = await Promise.all([uploadEvisa(admin, app.id, first), uploadEvisa(admin, app.id, second)]);
    const answers = await Promise.all(
      keys.map((key) => adminCall(admin, 'PUT', adminEvisaPath(app.id), { body: { evisaFilePath: key } })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = answers[0]?.status === 200 ? first : second;
    expect((await opened(admin, app.id)).bytes).toEqual(winner);
    expect(await evisaKeys(app.id)).toHaveLength(1);

    const key = await uploadEvisa(admin, app.id, pdfOfSize(1000));
    const bySupport = await adminCall(support, 'PUT', adminEvisaPath(app.id), {
      body: { evisaFilePath: key },
    });
    expect(bySupport.status).toBe(403);
    const text = new TextEncoder().encode('not a pdf at all');
    const notPdf = await uploadEvisa(admin, app.id, text);
    const refused = await adminCall(admin, 'PUT', adminEvisaPath(app.id), {
      body: { evisaFilePath: notPdf },
    });
    expect(refused.status).toBe(400);
    expect((await opened(admin, app.id)).bytes).toEqual(winner);
  });
});

describe('resending the e-visa', () => {
  it('sends one e-mail with the current file for two clicks at once, audited as a resend', async () => {
    const { app, decision } = await approved(pdfOfSize(2000));
    const replacement = pdfOfSize(2600);
    const key = await uploadEvisa(admin, app.id, replacement);
    await adminJson(admin, 'PUT', adminEvisaPath(app.id), { evisaFilePath: key });

    const seen = { lastSentAt: decision.mailSentAt };
    const clicks = await Promise.all(
      [1, 2].map(() => adminCall(admin, 'POST', adminDecisionMailPath(app.id), { body: seen })),
    );
    const statuses = clicks.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
    const mails = await approvalMails(app.contactEmail);
    expect(mails).toHaveLength(2);
    const resent = mails.find((m) =>
      m.attachments.some((a) => Buffer.from(a.content, 'base64').equals(Buffer.from(replacement))),
    );
    expect(resent).toBeDefined();
    // A reply reaches the support inbox (config/company.json `supportEmail`).
    expect((resent as unknown as { replyTo: string[] }).replyTo).toEqual([company.supportEmail]);

    // The same sending seen again (a stale tab) sends nothing more.
    const stale = await adminCall(admin, 'POST', adminDecisionMailPath(app.id), { body: seen });
    expect(stale.status).toBe(409);
    expect(await approvalMails(app.contactEmail)).toHaveLength(2);
    const sent = (await historyOf(app.id)).filter((h) => h.action === 'decision_mail_sent');
    expect(sent.filter((h) => h.detail?.resent === 'yes')).toHaveLength(1);
  });
});
