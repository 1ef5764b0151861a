import { expect, test } from '../fixtures';
import { applicationsByEmail, sentMails, storedApplication } from '../journey/stored';
import { cards, createApplication, payOnHostedPage, seedSavedApplication } from './support';

test.describe('paying for an application', () => {
  test('pays with the success card through the hosted page and reaches the documents link', async ({
    page,
    request,
    mailUrl,
  }) => {
    const created = await createApplication(request);
    await seedSavedApplication(page, created);
    await page.goto('/kenya-eta-payment-new');
    const pay = page.getByRole('button', { name: /^Pay \$218/ });
    await pay.click();
    await payOnHostedPage(page, cards.success);

    await expect(page).toHaveURL(/\/kenya-eta-payment-result\?/);
    await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
    await expect(page.getByText(created.applicationNumber)).toBeVisible();
    expect((await storedApplication(created.id))?.paymentStatus).toBe('paid');
    const stored = await page.evaluate(() => ({
      success: localStorage.getItem('kenyaEtaPaymentSuccess'),
      application: JSON.parse(localStorage.getItem('kenyaEtaApplication') ?? '{}') as Record<string, unknown>,
      pending: localStorage.getItem('kenyaEtaPendingPayment'),
    }));
    expect(stored.success).not.toBeNull();
    expect(stored.pending).toBeNull();
    expect(stored.application).toMatchObject({ paymentMethod: 'polpay', paymentCompleted: true });

    const next = page.getByRole('link', { name: 'Continue to Document Upload' });
    await expect(next).toHaveAttribute('href', '/kenya-eta-documents');

    const receipt = (await sentMails(mailUrl)).find(
      (m) => m.subject === `Payment received – ${created.applicationNumber}`,
    );
    expect(receipt?.attachments?.some((a) => a.contentType === 'application/pdf')).toBe(true);
  });

  test('sees Payment Failed with the decline card, tries again and then succeeds', async ({
    page,
    request,
  }) => {
    const created = await createApplication(request);
    await seedSavedApplication(page, created);
    await page.goto('/kenya-eta-payment-new');
    await page.getByRole('button', { name: /^Pay \$218/ }).click();
    await payOnHostedPage(page, cards.declined);

    await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
    await expect(page.getByText('Declined: insufficient funds')).toBeVisible();
    await expect(page.getByText('0051')).toBeVisible();
    expect((await storedApplication(created.id))?.paymentStatus).toBe('failed');

    await page.getByRole('link', { name: 'Try Payment Again' }).click();
    await expect(page).toHaveURL(/\/kenya-eta-payment-new$/);
    await page.getByRole('button', { name: /^Pay \$218/ }).click();
    await payOnHostedPage(page, cards.success);
    await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
    expect((await storedApplication(created.id))?.paymentStatus).toBe('paid');
  });

  test('tells a paid application that it is already paid instead of charging again', async ({
    page,
    request,
  }) => {
    const created = await createApplication(request);
    await seedSavedApplication(page, created);
    await page.goto('/kenya-eta-payment-new');
    await page.getByRole('button', { name: /^Pay \$218/ }).click();
    await payOnHostedPage(page, cards.success);
    await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();

    await page.goto('/kenya-eta-payment-new');
    await page.getByRole('button', { name: /^Pay \$218/ }).click();
    await expect(page.getByRole('alert')).toContainText('already paid');
    await expect(page.getByRole('link', { name: 'Continue to Document Upload' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Pay \$218/ })).toBeEnabled();
  });

  test('shows the failure alert and re-enables Pay when the server refuses', async ({ page, request }) => {
    const created = await createApplication(request);
    await seedSavedApplication(page, created);
    await page.evaluate(() => localStorage.setItem('kenyaEtaAccessToken', 'x'.repeat(43)));
    await page.goto('/kenya-eta-payment-new');
    const pay = page.getByRole('button', { name: /^Pay \$218/ });
    await pay.click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Payment failed. Please try again.');
    await expect(alert).toContainText('403');
    await expect(pay).toBeEnabled();
  });

  test('the cancel link lands on /payment-cancel with the order reference', async ({ page, request }) => {
    const created = await createApplication(request);
    await seedSavedApplication(page, created);
    await page.goto('/kenya-eta-payment-new');
    await page.getByRole('button', { name: /^Pay \$218/ }).click();
    await expect(page).toHaveURL(/\/sandbox-gateway\/pay/);
    await page.getByRole('link', { name: 'Cancel and return to the merchant' }).click();

    await expect(page).toHaveURL(new RegExp(`/payment-cancel\\?ref=${created.applicationNumber}$`));
    await expect(page.getByRole('heading', { name: 'Payment Cancelled', level: 1 })).toBeVisible();
    await expect(page.getByText(created.applicationNumber)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Try Payment Again' })).toHaveAttribute(
      'href',
      '/kenya-eta-payment-new',
    );
    expect((await storedApplication(created.id))?.paymentStatus).toBe('unpaid');
  });
});

test.describe('the payment debug page', () => {
  test('creates a real test application and pays it with the reusable pay button', async ({ page }) => {
    await page.goto('/debug-payment');
    await expect(page.getByRole('heading', { name: 'Payment Debug Test', level: 1 })).toBeVisible();
    await expect(page.getByText('Sample amount: $164')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByText('Applications made here are test data')).toBeVisible();
    await page.getByRole('button', { name: 'Create a test application' }).click();
    const status = page.getByRole('status').filter({ hasText: 'Test application' });
    await expect(status).toContainText(/KE-\d{8}/);
    await page.getByRole('button', { name: 'Pay with card' }).click();
    await payOnHostedPage(page, cards.success);
    await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
    // Marked as test data: the retention job deletes it, the dashboard does not count it.
    const made = await applicationsByEmail('payment-debug@example.com');
    expect(made.length).toBeGreaterThan(0);
    for (const application of made) expect(application.testData).toBe(true);
  });
});
