import { describe, expect, it } from 'vitest';
import type { ApplicationCreated } from '../../../shared/journey/schemas';
import { checkStatusPath, trackApplicationPath, type StatusAnswer } from '../../../shared/status/lookup';
import { createStatusApp } from '../../../functions/status/routes';
import { callbackFor, postCallback, startPayment } from '../payments/support';
import { applicant, createApplication, postJson, submission, table } from '../applications/support';

/**
 * Lookups against the local stack. Every request of this file counts against the stack's per-client
 * limit (10 a minute), so the burst test runs the same app in-process with a rule of its own.
 */
async function created(body = submission()): Promise<{ app: ApplicationCreated; email: string }> {
  const res = await createApplication(body);
  expect(res.status).toBe(201);
  return { app: (await res.json()) as ApplicationCreated, email: body.contactEmail };
}

/** Pays through the API and the gateway's signed callback, as production does. */
async function payThroughGateway(app: ApplicationCreated): Promise<void> {
  const res = await postCallback(callbackFor(app, await startPayment(app)));
  expect(res.status).toBe(200);
}

describe('the status lookup', () => {
  it('answers the real status, payment state, dated events and promised date for number and e-mail', async () => {
    const body = submission({
      processingType: 'fast',
      applicants: [
        applicant(),
        applicant({ firstName: 'Joseph', lastName: 'Kamau', passportNumber: 'CD7654321' }),
      ],
    });
    const { app, email } = await created(body);
    await payThroughGateway(app);
    const res = await postJson(checkStatusPath, {
      applicationNumber: app.applicationNumber.toLowerCase(),
      email: ` ${email.toUpperCase()} `,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const answer = (await res.json()) as StatusAnswer;
    expect(answer.application).toMatchObject({
      applicationNumber: app.applicationNumber,
      status: 'pending',
      paymentStatus: 'paid',
      processingType: 'fast',
      applicantCount: 2,
      applicants: [
        { firstName: 'Amina', lastInitial: 'O' },
        { firstName: 'Joseph', lastInitial: 'K' },
      ],
    });
    // The events that happened, with their dates: made, then paid; nothing decided yet.
    expect(answer.application.events.map((e) => e.kind)).toEqual(['created', 'paid']);
    expect(answer.application.events[1]?.at).toBe(answer.application.paidAt);
    // Paid just now: a promised date in the future (the business-day rule: test/unit/functions/status).
    const due = answer.application?.decisionDueBy ?? '';
    expect(due).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(due >= new Date().toISOString().slice(0, 10)).toBe(true);
  });

  it('never answers passport numbers, dates of birth, last names or contact details', async () => {
    const { app, email } = await created();
    const res = await postJson(trackApplicationPath, { applicationNumber: app.applicationNumber, email });
    expect(res.status).toBe(200);
    const text = await res.text();
    for (const secret of ['AB1234567', '1990-05-20', 'Otieno', email, '7700', 'High Street']) {
      expect(text).not.toContain(secret);
    }
  });

  it('gives the identical 404 for a wrong e-mail and for a wrong number', async () => {
    const { app, email } = await created();
    const wrongEmail = await postJson(checkStatusPath, {
      applicationNumber: app.applicationNumber,
      email: 'someone.else@example.com',
    });
    const unknownNumber = app.applicationNumber === 'KE-00000000' ? 'KE-00000001' : 'KE-00000000';
    const wrongNumber = await postJson(checkStatusPath, { applicationNumber: unknownNumber, email });
    expect(wrongEmail.status).toBe(404);
    expect(wrongNumber.status).toBe(404);
    expect(await wrongEmail.text()).toBe(await wrongNumber.text());
  });

  it('refuses a lookup without the e-mail with 400 and the field path', async () => {
    const res = await postJson(trackApplicationPath, { applicationNumber: 'KE-12345678', email: ' ' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: 'validation_failed',
      issues: [{ path: 'email', message: 'common.error.emailRequired' }],
    });
  });
});

describe('the lookup rate limit', () => {
  it('answers 429 with Retry-After after a burst from one client, and counts clients apart', async () => {
    const app = createStatusApp({
      ...table,
      now: () => new Date(),
      rateLimit: { name: `status-burst-${Date.now()}`, limit: 10, windowSeconds: 60 },
    });
    const lookup = (address: string) =>
      app.request(
        checkStatusPath,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ applicationNumber: 'KE-00000000', email: 'nobody@example.com' }),
        },
        { incoming: { socket: { remoteAddress: address } } },
      );
    const statuses: number[] = [];
    let limited: Response | undefined;
    for (let i = 0; i < 12; i++) {
      const res = await lookup('203.0.113.50');
      statuses.push(res.status);
      if (res.status === 429) limited ??= res;
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(404));
    expect(statuses.slice(10)).toEqual([429, 429]);
    expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited?.json()).toMatchObject({ error: 'rate_limited' });
    expect((await lookup('203.0.113.51')).status).toBe(404);
  });
});
