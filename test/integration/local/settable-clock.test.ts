import { describe, expect, it } from 'vitest';
import { authLoginPath, authSecondFactorPath, loginExpiredCode } from '../../../shared/api/admin';
import { timeStepAt, totpCode } from '../../../functions/auth/totp';
import { createTestStaff, signInByApi } from '../../support/staff';
import { advanceStackClock, stackNow } from '../../support/stack-clock';
import { Browser, table } from '../auth/support';
import { stack } from '../support';
import { origin, storedApplication } from '../applications/support';
import { newApplication, startPayment } from '../payments/support';

const offsetOf = async () => {
  const res = await fetch(new URL('/__local/clock', stack.url));
  return ((await res.json()) as { offsetMs: number }).offsetMs;
};

describe("the local stack's settable clock (/__local/clock)", () => {
  it("tells the functions' time and moves it forward on request, refusing anything else", async () => {
    const before = await offsetOf();
    const moved = await advanceStackClock(stack.url, 1_000);
    expect(await offsetOf()).toBe(before + 1_000);
    expect(moved.getTime()).toBeGreaterThanOrEqual(Date.now() + before + 1_000 - 5_000);
    const refused = await fetch(new URL('/__local/clock', stack.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceMs: -60_000 }),
    });
    expect(refused.status).toBe(400);
    expect(await offsetOf()).toBe(before + 1_000);
  });

  it('is the clock the functions use: a pending sign-in expires after 5 minutes of it', async () => {
    const staff = await createTestStaff(table, { role: 'support' });
    const browser = Browser.ofStack();
    await browser.call('POST', authLoginPath, { username: staff.username, password: staff.password });
    const at = await advanceStackClock(stack.url, 5 * 60_000 + 1_000);
    const answer = await browser.call('POST', authSecondFactorPath, { code: totpCode(staff.totpSecret, at) });
    expect(answer.status).toBe(401);
    expect(answer.body.error).toBe(loginExpiredCode);
  });

  it('lets one account sign in three times in one 30-second step, moving the clock to the next step instead of waiting', async () => {
    const staff = await createTestStaff(table, { role: 'admin' });
    const startStep = timeStepAt(await stackNow(stack.url));
    for (let i = 0; i < 3; i++) {
      const token = await signInByApi(stack.url, staff.username, staff.password, staff.totpSecret);
      expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    }
    // Enrolment used the step before, the first two sign-ins this one and the next: the third needed a new step.
    expect(timeStepAt(await stackNow(stack.url))).toBeGreaterThan(startStep);
  });

  it("is the sandbox gateway's time too: a card paid after the clock moved 6 minutes on settles the application", async () => {
    const app = await newApplication();
    const payment = await startPayment(app);
    await advanceStackClock(stack.url, 6 * 60_000);
    const session = new URL(payment.paymentUrl).searchParams.get('session') ?? '';
    const paid = await fetch(`${origin}/sandbox-gateway/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        session,
        cardNumber: '4242424242424242',
        expiry: '12/40',
        cvc: '123',
        name: 'Amina Otieno',
      }).toString(),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    expect((await storedApplication(app.id))?.paymentStatus).toBe('paid');
  });
});
