import { describe, expect, it } from 'vitest';
import { storageKeys } from '../../../../../shared/journey/storage-keys';
import { memoryStore } from '../../../../../site/lib/journey/storage';
import { buildSubmission } from '../../../../../site/lib/journey/submission';
import { saveApplication, sendFollowUps, type SubmitDeps } from '../../../../../site/lib/journey/submit';
import { validApplicant, validStep1 } from './fixtures';

const created = {
  applicationNumber: 'KE-12345678',
  id: '0b7c6f0e-8d4c-4a5b-9e1f-2a3b4c5d6e7f',
  contactEmail: 'ann@example.com',
  accessToken: 'x'.repeat(43),
  pricing: {
    serviceFee: 57,
    governmentFee: 69,
    processingFee: 145,
    insurancePrice: 45,
    totalPerPerson: 316,
    totalPrice: 632,
    processingTime: { minBusinessDays: 3, maxBusinessDays: 5 },
    currency: 'USD' as const,
  },
};
const body = buildSubmission({
  step1: validStep1,
  pricing: { processingType: 'fast', insurance: true },
  applicants: [validApplicant('a1'), validApplicant('a2')],
  locale: 'en',
  optInOffers: false,
});

interface Call {
  url: string;
  init: RequestInit;
}

function harness(answers: (Response | Error)[]) {
  const calls: Call[] = [];
  const logs: string[] = [];
  const sleeps: number[] = [];
  const store = memoryStore();
  let n = 0;
  const deps: SubmitDeps = {
    store,
    fetch: (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      const answer = answers.shift() ?? new Response(null, { status: 204 });
      if (answer instanceof Error) throw answer;
      return answer;
    }) as typeof fetch,
    newKey: () => `idem-key-${(n += 1)}`,
    sleep: async (ms) => void sleeps.push(ms),
    log: (event) => void logs.push(event),
  };
  return { deps, calls, logs, sleeps, store };
}

const json = (status: number, value: unknown) =>
  new Response(JSON.stringify(value), { status, headers: { 'Content-Type': 'application/json' } });
const header = (call: Call | undefined, name: string) => new Headers(call?.init.headers).get(name);

describe('saving the application', () => {
  it('posts the body with an Idempotency-Key and remembers the saved application', async () => {
    const { deps, calls, store } = harness([json(201, created)]);
    const outcome = await saveApplication(body, deps);
    expect(outcome).toEqual({ ok: true, created });
    expect(calls[0]?.url).toBe('/api/kenya-eta-applications');
    expect(header(calls[0], 'Idempotency-Key')).toBe('idem-key-1');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual(body);
    expect(store.getItem(storageKeys.savedApplicationNumber)).toBe('KE-12345678');
    expect(store.getItem(storageKeys.savedApplicationId)).toBe(created.id);
    expect(store.getItem(storageKeys.accessToken)).toBe(created.accessToken);
  });

  it('asks for a retry after a network error and retries with the same key', async () => {
    const { deps, calls } = harness([new TypeError('Failed to fetch'), json(201, created)]);
    expect(await saveApplication(body, deps)).toEqual({ ok: false, kind: 'network' });
    expect((await saveApplication(body, deps)).ok).toBe(true);
    expect(header(calls[1], 'Idempotency-Key')).toBe(header(calls[0], 'Idempotency-Key'));
  });

  it('treats a 5xx as a server error to retry, with nothing saved', async () => {
    const { deps, store } = harness([json(503, { error: 'service_unavailable' })]);
    expect(await saveApplication(body, deps)).toEqual({ ok: false, kind: 'server' });
    expect(store.getItem(storageKeys.savedApplicationNumber)).toBeNull();
  });

  it('returns the issues of a 400 so the fields can be corrected', async () => {
    const issues = [{ path: 'applicants.1.passportNumber', message: 'journey.error.passportNumber.invalid' }];
    const { deps } = harness([json(400, { error: 'validation_failed', issues })]);
    expect(await saveApplication(body, deps)).toEqual({ ok: false, kind: 'invalid', issues });
  });

  it('uses a new key after the server refused the key for another body (422)', async () => {
    const { deps, calls } = harness([json(422, { error: 'conflict' }), json(201, created)]);
    await saveApplication(body, deps);
    await saveApplication(body, deps);
    expect(header(calls[1], 'Idempotency-Key')).not.toBe(header(calls[0], 'Idempotency-Key'));
  });

  it('does not trust an answer that is not the created application', async () => {
    const { deps } = harness([json(201, { applicationNumber: 'nope' })]);
    expect(await saveApplication(body, deps)).toEqual({ ok: false, kind: 'server' });
  });
});

describe('after the save', () => {
  const followUp = {
    created,
    signature: 'Ann Lee',
    agreements: { termsAccepted: true, privacyAccepted: true, dataAccuracy: true, paymentAgreement: true },
    locale: 'fr' as const,
  };

  it('sends the signed agreement and the confirmation with the bearer token', async () => {
    const { deps, calls } = harness([
      new Response(null, { status: 200 }),
      new Response(null, { status: 202 }),
    ]);
    await sendFollowUps(followUp, deps);
    const byPath = Object.fromEntries(calls.map((c) => [c.url, c]));
    expect(Object.keys(byPath).sort()).toEqual([
      '/api/send-application-confirmation',
      '/api/send-signed-agreement',
    ]);
    for (const call of calls) expect(header(call, 'Authorization')).toBe(`Bearer ${created.accessToken}`);
    expect(JSON.parse(String(byPath['/api/send-signed-agreement']?.init.body))).toEqual({
      applicationId: created.id,
      signature: 'Ann Lee',
      agreementDetails: followUp.agreements,
    });
    expect(JSON.parse(String(byPath['/api/send-application-confirmation']?.init.body))).toEqual({
      applicationId: created.id,
      locale: 'fr',
    });
  });

  it('retries the confirmation up to 3 times with growing back-off, then logs and moves on', async () => {
    const { deps, calls, sleeps, logs } = harness([
      new Response(null, { status: 200 }),
      json(502, {}),
      json(502, {}),
      new TypeError('offline'),
      json(502, {}),
    ]);
    await sendFollowUps(followUp, deps);
    expect(calls.filter((c) => c.url === '/api/send-application-confirmation')).toHaveLength(4);
    expect(sleeps).toEqual([500, 1000, 2000]);
    expect(logs).toEqual(['confirmation_failed']);
  });

  it('does not retry a confirmation the server refused (4xx), and ignores a failed agreement', async () => {
    const { deps, calls, logs } = harness([json(500, {}), json(403, {})]);
    await sendFollowUps(followUp, deps);
    expect(calls).toHaveLength(2);
    expect(logs.sort()).toEqual(['confirmation_failed', 'signed_agreement_failed']);
  });
});

describe('saving again after going back (the same application)', () => {
  const { accessToken: _token, ...rest } = created;
  const updated = { ...rest, revision: 2, changed: ['processingType'], signAgain: false };

  it('sends a PUT with the token and revision instead of a second POST, and remembers the new price', async () => {
    const { deps, calls, store } = harness([json(201, created), json(200, updated)]);
    await saveApplication(body, deps);
    const outcome = await saveApplication({ ...body, processingType: 'normal' }, deps);
    expect(outcome).toMatchObject({
      ok: true,
      created: { id: created.id, accessToken: created.accessToken },
    });
    expect(calls[1]?.url).toBe(`/api/kenya-eta-applications/${created.id}`);
    expect(calls[1]?.init.method).toBe('PUT');
    expect(header(calls[1], 'Authorization')).toBe(`Bearer ${created.accessToken}`);
    expect(header(calls[1], 'If-Match')).toBeNull();
    expect(store.getItem('kenyaEtaSavedRevision')).toBe('2');
  });

  it('gives the server’s message of a 409, and forgets a decided application to create a new one', async () => {
    const refused = { error: 'price_change_refused', message: 'This change would alter the price' };
    const { deps, calls } = harness([
      json(201, created),
      json(409, refused),
      json(409, { error: 'already_decided', message: 'Decided' }),
      json(201, { ...created, id: '1b7c6f0e-8d4c-4a5b-9e1f-2a3b4c5d6e7f' }),
    ]);
    await saveApplication(body, deps);
    expect(await saveApplication(body, deps)).toEqual({
      ok: false,
      kind: 'refused',
      code: 'price_change_refused',
      message: refused.message,
    });
    const fresh = await saveApplication(body, deps);
    expect(fresh).toMatchObject({ ok: true, created: { id: '1b7c6f0e-8d4c-4a5b-9e1f-2a3b4c5d6e7f' } });
    expect(calls.map((c) => c.init.method)).toEqual(['POST', 'PUT', 'PUT', 'POST']);
  });
});
