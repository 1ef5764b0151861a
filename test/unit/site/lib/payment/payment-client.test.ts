import { describe, expect, it } from 'vitest';
import { requestPayment, readPaymentState } from '../../../../../site/lib/payment/payment-client';

const request = {
  applicationId: '3f0b8f6e-1111-4222-8333-944455556666',
  accessToken: 't'.repeat(43),
  locale: 'en' as const,
};

function fakeFetch(
  status: number,
  body: unknown,
): { fetch: typeof fetch; calls: { url: string; init?: RequestInit }[] } {
  const calls: { url: string; init?: RequestInit }[] = [];
  const doFetch = (async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    return new Response(body === undefined ? null : JSON.stringify(body), { status });
  }) as typeof fetch;
  return { fetch: doFetch, calls };
}

describe('requestPayment', () => {
  it('sends the application id with the bearer token and returns the payment URL', async () => {
    const { fetch, calls } = fakeFetch(200, {
      success: true,
      paymentUrl: 'http://localhost/sandbox-gateway/pay?session=x',
      transactionId: 'SBX-1',
    });
    const outcome = await requestPayment(fetch, request);
    expect(outcome).toEqual({
      ok: true,
      payment: {
        success: true,
        paymentUrl: 'http://localhost/sandbox-gateway/pay?session=x',
        transactionId: 'SBX-1',
      },
    });
    expect(calls[0]?.url).toBe('/api/payment');
    expect(new Headers(calls[0]?.init?.headers).get('authorization')).toBe(`Bearer ${request.accessToken}`);
    expect(JSON.parse(String(calls[0]?.init?.body))).toMatchObject({ applicationId: request.applicationId });
  });

  it('tells an already paid application apart from a failure', async () => {
    const { fetch } = fakeFetch(409, { error: 'already_paid', message: 'This application is already paid' });
    expect(await requestPayment(fetch, request)).toEqual({ ok: false, kind: 'already_paid' });
  });

  it('gives the status and the server’s message as the reason of a failure', async () => {
    const { fetch } = fakeFetch(403, {
      error: 'forbidden',
      message: 'The access token does not open this application',
    });
    expect(await requestPayment(fetch, request)).toEqual({
      ok: false,
      kind: 'failed',
      reason: '403: The access token does not open this application',
    });
  });

  it('has no reason when the network failed', async () => {
    const failing = (async () => {
      throw new TypeError('offline');
    }) as typeof fetch;
    expect(await requestPayment(failing, request)).toEqual({ ok: false, kind: 'failed', reason: undefined });
  });
});

describe('readPaymentState', () => {
  it('returns the server’s state', async () => {
    const state = {
      applicationNumber: 'KE-12345678',
      paymentStatus: 'paid',
      pending: false,
      refundDue: false,
      documentsSubmitted: false,
      amount: 218,
      currency: 'USD',
    };
    const { fetch, calls } = fakeFetch(200, state);
    expect(await readPaymentState(fetch, request.applicationId, request.accessToken)).toEqual({
      ok: true,
      state,
    });
    expect(calls[0]?.url).toBe(`/api/payments/${request.applicationId}`);
  });

  it('returns the status of a refusal', async () => {
    const { fetch } = fakeFetch(403, { error: 'forbidden' });
    expect(await readPaymentState(fetch, request.applicationId, request.accessToken)).toEqual({
      ok: false,
      status: 403,
    });
  });
});
