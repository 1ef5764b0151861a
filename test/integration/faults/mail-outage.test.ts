import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApprovePath, adminDecisionMailPath, type DecisionAnswer } from '../../../shared/api/admin';
import { bearer, confirmationPath } from '../../../shared/api/applications';
import { startFaultStack, type FaultStack } from './support';

/**
 * The mail sink (the local SES) stopped at the moments that matter: every e-mail that must go arrives
 * once it is back, and none twice. Two staff pressing "send again" at the same moment (real concurrent
 * requests) send the e-visa once.
 */
let f: FaultStack;

beforeAll(async () => {
  f = await startFaultStack();
});

afterAll(async () => {
  await f.stop();
});

const seconds = (n: number) => n * 1000;

describe('the mail sink stopped', () => {
  it('across a payment callback: paid once, and the receipt goes once when the sink is back', async () => {
    const app = await f.newApplication();
    const payment = await f.startPayment(app);
    const paidBefore = await f.paidCount();
    f.stack.faults.mail.stop();
    await f.payOnHostedPage(payment); // the receipt is refused at the callback and every retry
    expect(await f.application(app.id)).toMatchObject({ paymentStatus: 'paid' });
    await f.stack.faults.mail.start();

    const receipts = () => f.mails(app.contactEmail, 'Payment received');
    await expect.poll(async () => (await receipts()).length, { timeout: seconds(30) }).toBe(1);
    await f.stack.reconcileNow();
    expect(await receipts()).toHaveLength(1);
    expect(await f.paidCount()).toBe(paidBefore + 1);
  });

  it('at an approval: the e-visa is not sent; two staff pressing "send again" together send it once', async () => {
    const app = await f.newApplication();
    await f.payOnHostedPage(await f.startPayment(app));
    const [first, second] = [await f.staff('admin'), await f.staff('admin')];
    const key = await f.uploadEvisa(first, app.id);

    f.stack.faults.mail.stop();
    const approved = await f.admin(first, 'PUT', adminApprovePath(app.id), {
      status: 'approved',
      evisaFilePath: key,
    });
    expect(approved.status).toBe(200);
    expect(await approved.json()).toMatchObject({ mailSent: false });
    await f.stack.faults.mail.start();

    const evisas = async () =>
      (await f.mails(app.contactEmail, 'Your Kenya eTA is approved')).filter((m) => m.attachments.length > 0);
    expect(await evisas()).toHaveLength(0);
    const answers = await Promise.all(
      [first, second, first, second].map((staff) => f.admin(staff, 'POST', adminDecisionMailPath(app.id))),
    );
    const bodies = (await Promise.all(answers.map((r) => r.json()))) as (DecisionAnswer & {
      error?: string;
    })[];
    for (const [i, res] of answers.entries()) {
      if (res.status === 200) expect(bodies[i]).toMatchObject({ mailSent: true });
      else expect([res.status, bodies[i]?.error]).toEqual([409, 'mail_in_progress']);
    }
    expect(answers.some((r) => r.status === 200)).toBe(true);
    expect(await evisas()).toHaveLength(1);

    const later = await f.admin(second, 'POST', adminDecisionMailPath(app.id));
    expect(await later.json()).toMatchObject({ mailSent: true });
    expect(await evisas()).toHaveLength(1);
  });

  it('at submission: the confirmation answers 502 and goes once when the sink is back', async () => {
    const app = await f.newApplication();
    const ask = () =>
      f.post(confirmationPath, { applicationId: app.id }, { authorization: bearer(app.accessToken) });
    f.stack.faults.mail.stop();
    const refused = await ask();
    expect(refused.status).toBe(502);
    expect(await refused.json()).toMatchObject({ error: 'mail_not_sent' });
    await f.stack.faults.mail.start();
    const answers = await Promise.all([ask(), ask(), ask()]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await f.mails(app.contactEmail, '')).toHaveLength(1);
  });
});
