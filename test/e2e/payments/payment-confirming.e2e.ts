import { expect, test } from '../fixtures';
import { sendSuccessCallback, startPaymentThroughApi } from '../status/support';
import { createApplication, seedSavedApplication } from './support';

/**
 * The payment screens show what the server recorded (issue 14 item 5): while the gateway's callback
 * is held back they say the payment is being confirmed and keep asking; once it arrives they move on by
 * themselves.
 */
test.describe('a payment whose confirmation comes late', () => {
  test('the gateway return page says "confirming" until the callback, then goes on to the documents', async ({
    page,
    request,
  }) => {
    const created = await createApplication(request);
    await seedSavedApplication(page, created);
    const transactionId = await startPaymentThroughApi(request, created);
    const query = `orderId=${created.applicationNumber}&status=success&reply_code=0000&reply_desc=Approved`;
    // The callback is held back until the page has asked the server once and heard "pending".
    const firstRead = page.waitForResponse((r) => r.url().includes(`/api/payments/${created.id}`));
    await page.goto(`/kenya-eta-payment-result?${query}`);
    expect(((await (await firstRead).json()) as { pending: boolean }).pending).toBe(true);
    await expect(page.getByRole('status').filter({ hasText: 'Confirming your payment…' })).toBeVisible();
    await expect(page.getByText('Payment Successful')).toHaveCount(0);

    await sendSuccessCallback(request, created, transactionId);
    // The page asks again after 1, 2, 4, 8 and then every 10 seconds: the move comes within one wait.
    await expect(page).toHaveURL(/\/kenya-eta-documents$/, { timeout: 30_000 });
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('kenyaEtaApplication') ?? '{}') as Record<string, unknown>,
    );
    expect(stored).toMatchObject({ paymentCompleted: true, applicationId: created.id });
  });

  test('/kenya-eta-payment-success shows only what the server recorded: nothing paid, then the payment', async ({
    page,
    request,
  }) => {
    const created = await createApplication(request);
    await seedSavedApplication(page, created);
    // A stale success entry in the browser is not believed.
    await page.evaluate(() =>
      localStorage.setItem(
        'kenyaEtaPaymentSuccess',
        JSON.stringify({ applicationNumber: 'KE-00000000', transactionId: 'forged', amount: 1 }),
      ),
    );
    await page.goto('/kenya-eta-payment-success');
    const unpaid = `No payment has been recorded for application ${created.applicationNumber} yet.`;
    await expect(page.getByRole('status').filter({ hasText: unpaid })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to payment' })).toHaveAttribute(
      'href',
      '/kenya-eta-payment-new',
    );
    await expect(page.getByText('Payment Successful')).toHaveCount(0);

    const transactionId = await startPaymentThroughApi(request, created);
    await sendSuccessCallback(request, created, transactionId);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
    await expect(page.getByText(transactionId)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue to Document Upload' })).toHaveAttribute(
      'href',
      '/kenya-eta-documents',
    );
  });
});
