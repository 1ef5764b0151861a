import { beforeAll, describe, expect, it } from 'vitest';
import { adminApplicationPath, type ApplicationDetail } from '../../../shared/api/admin';
import { confirmationPath } from '../../../shared/api/applications';
import {
  feeNonRefundableCode,
  paymentRefundPath,
  refundNotSupportedCode,
} from '../../../shared/api/payments';
import type { DocumentsOverview } from '../../../shared/documents/overview';
import { documentsListPath } from '../../../shared/documents/rules';
import { addDays, addYears, toIsoDate } from '../../../shared/journey/dates';
import type { ApplicationCreated } from '../../../shared/journey/schemas';
import { addBusinessDays, eastAfricaDate, processingStartedAt } from '../../../shared/status/decision-date';
import { checkStatusPath, statusAnswerSchema } from '../../../shared/status/lookup';
import { wizardApplicationRequest } from '../../../shared/wizard/request';
import type { PaymentApplication } from '../../../functions/payments/payment-records';
import { stackNow } from '../../support/stack-clock';
import { completeWizardForm } from '../../unit/shared/wizard/fixtures';
import { adminCall, adminJson, signedIn, type Session } from '../admin/support';
import {
  createApplication,
  mailsTo,
  postJson,
  storedApplication,
  uniqueEmail,
} from '../applications/support';
import {
  bearer,
  callbackFor,
  declined,
  newApplication,
  postCallback,
  startPayment,
} from '../payments/support';
import { stack } from '../support';
import { ownAddress, postFrom, stageRequiredFiles } from './support';

let staff: Session;
let today: string;
beforeAll(async () => {
  staff = await signedIn('support');
  today = toIsoDate(await stackNow(stack.url));
});

/** A wizard application made through the create call, with its files staged, on the stack's today. */
async function wizardApplication(): Promise<ApplicationCreated & { contactEmail: string }> {
  const contactEmail = uniqueEmail();
  const form = {
    ...completeWizardForm(),
    email: contactEmail,
    passportIssueDate: addYears(today, -2),
    passportExpiryDate: addYears(today, 8),
    arrivalDate: addDays(today, 20),
    departureDate: addDays(today, 30),
    files: await stageRequiredFiles(ownAddress()),
  };
  const res = await createApplication(wizardApplicationRequest(form, 'en'));
  expect(res.status).toBe(201);
  return { ...((await res.json()) as ApplicationCreated), contactEmail };
}

async function paid(app: ApplicationCreated) {
  const payment = await startPayment(app);
  expect((await postCallback(callbackFor(app, payment))).status).toBe(200);
  return payment;
}

const refund = (applicationId: string, transactionId: string) =>
  adminCall(staff, 'POST', paymentRefundPath, { body: { applicationId, transactionId } });

describe('a wizard application names its own product everywhere', () => {
  it('standard, 3 working days: status lookup, documents overview, mail and admin; decision date from 3 days', async () => {
    const app = await wizardApplication();
    await paid(app);
    const stored = (await storedApplication(app.id)) as PaymentApplication | undefined;
    const started = stored && processingStartedAt(stored);
    if (!started) throw new Error('the paid wizard application has no processing start');
    const due = addBusinessDays(eastAfricaDate(new Date(started)), 3);

    const lookup = await postFrom(ownAddress(), checkStatusPath, {
      applicationNumber: app.applicationNumber,
      email: app.contactEmail,
    });
    expect(lookup.status).toBe(200);
    const { application } = statusAnswerSchema.parse(lookup.json);
    expect(application).toMatchObject({ processingType: 'standard', decisionDueBy: due });

    const overview = await fetch(`${stack.url}${documentsListPath(app.id)}`, {
      headers: bearer(app.accessToken),
    });
    expect(overview.status).toBe(200);
    expect(((await overview.json()) as DocumentsOverview).application).toMatchObject({
      processingType: 'standard',
      decisionDueBy: due,
    });

    const sent = await postJson(
      confirmationPath,
      { applicationId: app.id, locale: 'en' },
      bearer(app.accessToken),
    );
    expect(sent.status).toBe(200);
    const mails = await mailsTo(app.contactEmail);
    const confirmation = mails.find((m) => m.subject.startsWith('We have received'))?.body.text ?? '';
    expect(confirmation).toContain('Processing speed: Standard processing (3 working days)');
    expect(confirmation).toContain('We process the application in 3 working days after payment');
    expect(confirmation).not.toMatch(/Normal processing|business day/);
    // The receipt: one fee of $30 (no $0 service or government fee), and no request for documents.
    const receipt = mails.find((m) => m.subject.startsWith('Payment received'))?.body.text ?? '';
    expect(receipt).toContain('Processing speed: Standard processing (3 working days)');
    expect(receipt).toContain('Processing fee: 1 × $30 = $30');
    expect(receipt).toContain('We process the application in 3 working days after payment');
    expect(receipt).not.toMatch(/\$0\b|upload the documents/);

    const detail = await adminJson<ApplicationDetail>(staff, 'GET', adminApplicationPath(app.id));
    expect(detail.application).toMatchObject({ processingType: 'standard', decisionDueBy: due });
    expect(detail.payment).toMatchObject({ amount: 30, refundable: false });
  });
});

describe('staff refunds and the wizard’s non-refundable fee', () => {
  it('refuse to refund the fee that paid the application (409 fee_non_refundable); nothing is recorded', async () => {
    const app = await wizardApplication();
    const payment = await paid(app);
    const res = await refund(app.id, payment.transactionId);
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: string }).error).toBe(feeNonRefundableCode);
    const stored = (await storedApplication(app.id)) as PaymentApplication | undefined;
    expect(stored).toMatchObject({ paymentStatus: 'paid', paymentTransactionId: payment.transactionId });
    expect(stored?.refundsIssued).toBeUndefined();
  });

  it('still refund a second payment of it like any other (here: the sandbox sends staff to its dashboard)', async () => {
    const app = await wizardApplication();
    const first = await startPayment(app);
    await postCallback(callbackFor(app, first, declined));
    await paid(app);
    expect((await postCallback(callbackFor(app, first))).status).toBe(200);
    const res = await refund(app.id, first.transactionId);
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: string }).error).toBe(refundNotSupportedCode);
  });

  it('leave the group journey’s answer for its own payment as it was (409 conflict: not flagged)', async () => {
    const app = await newApplication();
    const payment = await paid(app);
    const res = await refund(app.id, payment.transactionId);
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: string }).error).toBe('conflict');
  });
});
