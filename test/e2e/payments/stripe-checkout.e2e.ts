import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { startLocalStack, type LocalStack } from '../../../infra/local/stack';
import { localTotpSecretBox } from '../../../functions/lib/totp-secret-box';
import { adminStatusPath } from '../../../shared/api/admin';
import { paymentPath, type CreatedPaymentAnswer } from '../../../shared/api/payments';
import { createTestStaff, signInThroughUi } from '../../support/staff';
import { openApplication } from '../admin/panel-support';
import { test as base, expect } from '../fixtures';
import { sentMails } from '../journey/stored';
import { postWebhook } from './stripe-webhook';
import { cards, createApplication, seedSavedApplication } from './support';

/**
 * Stripe Checkout end to end (issue 17 item 2): a stack of its own whose payments function uses the
 * real Stripe SDK against the local Stripe stand-in (`LOCAL_PAYMENT_GATEWAY=stripe` of `npm start`).
 */
const test = base.extend<object, { stripeStack: LocalStack }>({
  stripeStack: [
    async ({}, use) => {
      const dataDir = await mkdtemp(join(tmpdir(), 'kenya-eta-stripe-e2e-'));
      const stack = await startLocalStack({
        port: 0,
        mailPort: 0,
        siteDir: process.env.SITE_DIR ?? join(process.cwd(), 'dist'),
        dataDir,
        reconcile: { intervalMs: 0 },
        paymentGateway: 'stripe',
        settableClock: true,
      });
      await use(stack);
      await stack.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ stripeStack }, use) => use(stripeStack.url),
  mailUrl: async ({ stripeStack }, use) => use(stripeStack.mailViewerUrl),
});

function tableOf(stack: LocalStack) {
  const client = new DynamoDBClient({
    region: 'eu-west-1',
    endpoint: stack.endpoints.dynamodb,
    credentials: stack.credentials,
  });
  return { db: DynamoDBDocumentClient.from(client), tableName: stack.tableName };
}

test('pays through Stripe Checkout on the stand-in: paid once, one receipt, replays change nothing', async ({
  page,
  request,
  mailUrl,
  stripeStack,
}) => {
  const stripe = stripeStack.stripe;
  if (!stripe) throw new Error('the stack runs without Stripe');
  const { db } = tableOf(stripeStack);
  const stored = async (id: string) =>
    (await db.send(new GetCommand({ TableName: stripeStack.tableName, Key: { pk: `APP#${id}`, sk: 'APP' } })))
      .Item;

  const created = await createApplication(request);
  await seedSavedApplication(page, created);
  await page.goto('/kenya-eta-payment-new');
  await page.getByRole('button', { name: /^Pay \$218/ }).click();

  // The browser is on the stand-in's hosted Checkout page (another origin, as Stripe's would be).
  await expect(page).toHaveURL(new RegExp(`^${stripe.standIn.url}/pay/cs_test_`));
  await page.getByLabel('Card number').fill(cards.success);
  await page.getByLabel('Expiry (MM/YY)').fill('12/40');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();

  await expect(page).toHaveURL(/\/kenya-eta-payment-result\?/);
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  expect((await stored(created.id))?.paymentStatus).toBe('paid');
  const receipts = async () =>
    (await sentMails(mailUrl)).filter((m) => m.subject === `Payment received – ${created.applicationNumber}`);
  expect(await receipts()).toHaveLength(1);

  // The same webhook again, and one re-signed with another secret: nothing changes.
  const completed = stripe.standIn.events.find((e) => e.type === 'checkout.session.completed');
  if (!completed) throw new Error('no checkout.session.completed was sent');
  expect(await postWebhook(stripeStack.url, completed.payload, completed.signature)).toBe(200);
  expect(
    await postWebhook(stripeStack.url, completed.payload, completed.payload, 'whsec_another0123456789abcdef'),
  ).toBe(400);
  const after = await stored(created.id);
  expect(after?.paymentStatus).toBe('paid');
  expect(await receipts()).toHaveLength(1);
});

test('staff give back a payment that arrived after the rejection, once, from the admin panel', async ({
  page,
  request,
  stripeStack,
}) => {
  const stripe = stripeStack.stripe;
  if (!stripe) throw new Error('the stack runs without Stripe');
  const created = await createApplication(request);
  const started = await request.post(paymentPath, {
    headers: { authorization: `Bearer ${created.accessToken}` },
    data: { applicationId: created.id, locale: 'en' },
  });
  expect(started.status()).toBe(200);
  const { paymentUrl } = (await started.json()) as CreatedPaymentAnswer;

  const admin = await createTestStaff(tableOf(stripeStack), {
    role: 'admin',
    totpSecrets: localTotpSecretBox(stripeStack.totpKey),
  });
  await signInThroughUi(page, admin);
  const rejected = await page.request.patch(adminStatusPath(created.id), {
    headers: { origin: stripeStack.url },
    data: { status: 'rejected', reasonCode: 'documents', reason: 'The passport scan is unreadable.' },
  });
  expect(rejected.status()).toBe(200);

  // The traveller pays on the hosted page the session opened before the decision.
  const payer = await page.context().newPage();
  await payer.goto(paymentUrl);
  await payer.getByLabel('Card number').fill(cards.success);
  await payer.getByLabel('Expiry (MM/YY)').fill('12/40');
  await payer.getByLabel('CVC').fill('123');
  await payer.getByRole('button', { name: /^Pay / }).click();
  await expect(payer).toHaveURL(/\/kenya-eta-payment-result\?/);
  await payer.close();

  await openApplication(page, created.applicationNumber);
  const refunds = page.getByRole('note', { name: 'Refund needed' });
  await refunds.getByRole('button', { name: 'Refund $218' }).click();
  await expect(
    page.getByRole('group', { name: 'Give $218 back to the payer’s card? This cannot be undone.' }),
  ).toBeFocused();
  await page.getByRole('button', { name: 'Yes, refund $218' }).click();
  await expect(refunds.getByText(/ by /)).toBeVisible();
  await expect(refunds.getByRole('button', { name: /^Refund / })).toHaveCount(0);
  expect([...stripe.standIn.refunds.values()]).toHaveLength(1);
});
