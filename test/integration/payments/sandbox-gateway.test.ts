import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sandboxGateway } from '../../../functions/payments/gateway/sandbox';
import { signCallback } from '../../../functions/payments/gateway/signing';
import {
  CallbackVerificationError,
  type CreatePaymentInput,
} from '../../../functions/payments/gateway/types';
import { createSandboxGatewayApp } from '../../../infra/local/sandbox-gateway/app';

const secret = 'test-secret-of-the-sandbox';
const adapter = sandboxGateway({ baseUrl: 'http://localhost/sandbox-gateway', secret });
const sandbox = createSandboxGatewayApp({ secret, retryDelaysMs: [10, 10] });

interface Received {
  body: string;
  headers: Record<string, string | undefined>;
}
let received: Received[] = [];
let receiver: Server;
let notificationUrl: string;

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (d: Buffer) => (body += String(d)));
    req.on('end', () => {
      received.push({
        body,
        headers: { 'x-gateway-signature': req.headers['x-gateway-signature'] as string },
      });
      res.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  notificationUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/payment-callback`;
});
afterAll(() => new Promise<void>((r) => receiver.close(() => r())));
beforeEach(() => {
  received = [];
});

function input(overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput {
  return {
    orderId: 'KE-12345678',
    amount: 164,
    currency: 'USD',
    description: 'Kenya eTA, 1 applicant',
    customerName: 'Amina Njoroge',
    customerEmail: 'amina@example.com',
    returnUrl: 'http://localhost:4321/kenya-eta-payment-result',
    cancelUrl: 'http://localhost:4321/payment-cancel',
    notificationUrl,
    ...overrides,
  };
}

async function pay(paymentUrl: string, card: Record<string, string>) {
  const url = new URL(paymentUrl);
  const form = new URLSearchParams({ session: url.searchParams.get('session') ?? '', ...card });
  return sandbox.request('/sandbox-gateway/pay', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
}

function verifyFirst() {
  const [first] = received;
  if (!first) throw new Error('no callback was received');
  return adapter.verifyCallback(first.body, first.headers, new Date());
}

const card = (cardNumber: string) => ({ cardNumber, expiry: '12/40', cvc: '123', name: 'Amina Njoroge' });

describe('the sandbox gateway', () => {
  it('shows the hosted page with the amount and the order', async () => {
    const { paymentUrl } = await adapter.createPayment(input());
    const res = await sandbox.request(new URL(paymentUrl).pathname + new URL(paymentUrl).search);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('$164');
    expect(html).toContain('KE-12345678');
  });

  it('approves the success card: signed callback first, then the browser returns with reply code 0000', async () => {
    const { paymentUrl, transactionId } = await adapter.createPayment(input());
    const res = await pay(paymentUrl, card('4242 4242 4242 4242'));
    expect(res.status).toBe(303);
    const back = new URL(res.headers.get('location') ?? '');
    expect(back.pathname).toBe('/kenya-eta-payment-result');
    expect(Object.fromEntries(back.searchParams)).toEqual({
      orderId: 'KE-12345678',
      status: 'success',
      reply_code: '0000',
      reply_desc: 'Approved',
    });
    expect(received).toHaveLength(1);
    const callback = verifyFirst();
    expect(callback).toMatchObject({
      orderId: 'KE-12345678',
      transactionId,
      status: 'success',
      amount: 164,
      currency: 'USD',
    });
    expect(callback.cardLast4).toBe('4242');
  });

  it.each([
    ['4000 0000 0000 0002', '0051'],
    ['4000 0000 0000 3220', '0301'],
    ['5555 5555 5555 4444', '0005'],
  ])('declines card %s with reply code %s', async (number, code) => {
    const { paymentUrl } = await adapter.createPayment(input());
    const res = await pay(paymentUrl, card(number));
    const back = new URL(res.headers.get('location') ?? '');
    expect(back.searchParams.get('status')).toBe('failed');
    expect(back.searchParams.get('reply_code')).toBe(code);
    const callback = verifyFirst();
    expect(callback.status).toBe('failed');
  });

  it('shows field errors and sends no callback for an invalid card', async () => {
    const { paymentUrl } = await adapter.createPayment(input());
    const res = await pay(paymentUrl, {
      cardNumber: '4242 4242 4242 4241',
      expiry: '01/20',
      cvc: '1',
      name: '',
    });
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain('Enter a valid card number');
    expect(html).toContain('This card has expired');
    expect(received).toHaveLength(0);
  });

  it('charges a session once: a double submission gets the first outcome and sends one callback', async () => {
    const { paymentUrl } = await adapter.createPayment(input());
    const [a, b] = await Promise.all([
      pay(paymentUrl, card('4242424242424242')),
      pay(paymentUrl, card('4242424242424242')),
    ]);
    expect(a.headers.get('location')).toBe(b.headers.get('location'));
    expect(received).toHaveLength(1);
  });

  it('refuses a tampered session', async () => {
    const { paymentUrl } = await adapter.createPayment(input());
    const tampered = paymentUrl.replace(
      /session=(.)/,
      (_m, ch: string) => `session=${ch === 'A' ? 'B' : 'A'}`,
    );
    const res = await sandbox.request(new URL(tampered).pathname + new URL(tampered).search);
    expect(res.status).toBe(400);
  });

  it('sends the payer back to the cancel URL with the order reference', async () => {
    const { paymentUrl } = await adapter.createPayment(input());
    const session = new URL(paymentUrl).searchParams.get('session') ?? '';
    const res = await sandbox.request(`/sandbox-gateway/cancel?session=${encodeURIComponent(session)}`);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('http://localhost:4321/payment-cancel?ref=KE-12345678');
  });
});

describe('callback verification', () => {
  const body = JSON.stringify({
    orderId: 'KE-12345678',
    transactionId: 'SBX-1',
    status: 'success',
    reply_code: '0000',
    reply_desc: 'Approved',
    amount: 164,
    currency: 'USD',
    occurred_at: new Date().toISOString(),
  });

  it('accepts a genuine callback', () => {
    const header = signCallback(secret, body, new Date());
    expect(adapter.verifyCallback(body, { 'x-gateway-signature': header }, new Date()).status).toBe(
      'success',
    );
  });

  it.each([
    ['no signature', () => ({ body, headers: {} })],
    [
      'a signature made with another secret',
      () => ({ body, headers: { 'x-gateway-signature': signCallback('other', body, new Date()) } }),
    ],
    [
      'a body changed after signing',
      () => ({
        body: body.replace('164', '1'),
        headers: { 'x-gateway-signature': signCallback(secret, body, new Date()) },
      }),
    ],
    [
      'a signature older than five minutes',
      () => ({
        body,
        headers: { 'x-gateway-signature': signCallback(secret, body, new Date(Date.now() - 6 * 60_000)) },
      }),
    ],
  ])('refuses %s', (_name, make) => {
    const { body: b, headers } = make();
    expect(() => adapter.verifyCallback(b, headers, new Date())).toThrow(CallbackVerificationError);
  });
});
