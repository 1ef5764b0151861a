import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { startLocalStack, type LocalStack } from '../../../infra/local/stack';
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

test('pays through Stripe Checkout on the stand-in: paid once, one receipt, replays change nothing', async ({
  page,
  request,
  mailUrl,
  stripeStack,
}) => {
  const stripe = stripeStack.stripe;
  if (!stripe) throw new Error('the stack runs without Stripe');
  const db = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: 'eu-west-1',
      endpoint: stripeStack.endpoints.dynamodb,
      credentials: stripeStack.credentials,
    }),
  );
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
