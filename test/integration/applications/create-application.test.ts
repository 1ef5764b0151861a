import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { applicationsPath, idempotencyKeyHeader } from '../../../shared/api/applications';
import { addDays, todayFrom } from '../../../shared/journey/dates';
import { computePricing } from '../../../shared/journey/pricing';
import { applicationCreatedSchema, type ApplicationCreated } from '../../../shared/journey/schemas';
import { createApplicationsApp } from '../../../functions/applications/routes';
import { implicitIdempotencySeconds } from '../../../functions/applications/idempotency';
import { applicationKeys, getApplicants } from '../../../functions/lib/applications-table';
import { hashAccessToken } from '../../../functions/lib/application-access';
import { stack } from '../support';
import {
  applicant,
  applicationsOf,
  createApplication,
  db,
  postJson,
  s3,
  storedApplication,
  submission,
  table,
} from './support';

const today = todayFrom(() => new Date());

describe('POST /api/kenya-eta-applications', () => {
  it('stores a valid application, pending and unpaid, with the price computed by the server', async () => {
    const body = submission({ processingType: 'fast', includeInsurance: true });
    const res = await createApplication(body);
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const created = applicationCreatedSchema.parse(await res.json());
    const expected = computePricing({ applicantCount: 1, processingType: 'fast', insurance: true });
    expect(created.pricing).toEqual(expected);
    expect(created.contactEmail).toBe(body.contactEmail);

    const stored = await storedApplication(created.id);
    expect(stored).toMatchObject({
      applicationNumber: created.applicationNumber,
      status: 'pending',
      paymentStatus: 'unpaid',
      locale: 'en',
      contactEmail: body.contactEmail,
      applicantCount: 1,
      applicantNames: ['Amina Otieno'],
      pricing: { totalPrice: 59 + 69 + 145 + 45 },
      gsi1pk: 'VIEW#awaiting_payment',
    });
    expect(Date.now() - Date.parse(stored?.createdAt ?? '')).toBeLessThan(60_000);
  });

  it('ignores a tampered totalAmount and charges the price of the table', async () => {
    const applicants = [applicant(), applicant({ firstName: 'Joseph', passportNumber: 'CD7654321' })];
    const res = await createApplication(
      submission({ applicants, processingType: 'super_urgent', includeInsurance: false, totalAmount: 1 }),
    );
    expect(res.status).toBe(201);
    const created = (await res.json()) as ApplicationCreated;
    expect(created.pricing.totalPrice).toBe((57 + 69 + 195) * 2);
    expect((await storedApplication(created.id))?.pricing.totalPrice).toBe((57 + 69 + 195) * 2);
  });

  it('stores each applicant as its own item, starting the purpose of visit from the eTA type', async () => {
    const applicants = [applicant(), applicant({ firstName: 'Joseph', purposeOfVisit: 'conference' })];
    const res = await createApplication(submission({ applicationType: 'business', applicants }));
    const { id } = (await res.json()) as ApplicationCreated;
    const items = await getApplicants(table, id);
    expect(items.map((a) => [a.sk, a.firstName, a.purposeOfVisit])).toEqual([
      ['APPLICANT#01', 'Amina', 'business'],
      ['APPLICANT#02', 'Joseph', 'conference'],
    ]);
    expect(items[0]).toMatchObject({
      passportNumber: 'AB1234567',
      maritalStatus: 'single',
      portOfEntry: 'JKIA',
    });
  });

  it('reserves the application number and keeps only a hash of the access token', async () => {
    const res = await createApplication(submission());
    const created = (await res.json()) as ApplicationCreated;
    const number = await db.send(
      new GetCommand({ TableName: stack.tableName, Key: applicationKeys.number(created.applicationNumber) }),
    );
    expect(number.Item).toMatchObject({ applicationId: created.id });
    const stored = await storedApplication(created.id);
    expect(stored?.accessTokenHash).toBe(hashAccessToken(created.accessToken));
    expect(JSON.stringify(stored)).not.toContain(created.accessToken);
  });

  it('refuses an invalid body with the field paths and stores nothing', async () => {
    const key = randomUUID();
    const body = submission({
      contactEmail: 'not-an-email',
      applicants: [
        applicant({ passportNumber: 'A1', nationality: 'XX' }),
        applicant({ passportNumber: 'B1234567', nationality: 'MY' }),
      ],
    });
    const res = await createApplication(body, key);
    expect(res.status).toBe(400);
    const error = (await res.json()) as { error: string; issues: { path: string; message: string }[] };
    expect(error.error).toBe('validation_failed');
    expect(error.issues).toEqual(
      expect.arrayContaining([
        { path: 'contactEmail', message: 'common.error.emailInvalid' },
        { path: 'applicants.0.passportNumber', message: 'journey.error.passportNumber.invalid' },
        { path: 'applicants.0.nationality', message: 'journey.error.country.invalid' },
        { path: 'applicants.1.nationality', message: 'journey.error.nationality.etaNotNeeded' },
      ]),
    );
    expect(await applicationsOf('not-an-email')).toEqual([]);
    const idempotency = await db.send(
      new GetCommand({ TableName: stack.tableName, Key: applicationKeys.idempotency(key) }),
    );
    expect(idempotency.Item).toBeUndefined();
  });

  it('applies the details-page date rules with the server’s clock', async () => {
    const body = submission({ applicants: [applicant({ dateOfArrival: addDays(today, 1) })] });
    const res = await createApplication(body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      issues: [{ path: 'applicants.0.dateOfArrival', message: 'journey.error.dateOfArrival.tooSoon' }],
    });
    expect(await applicationsOf(body.contactEmail)).toEqual([]);
  });

  it('refuses a malformed Idempotency-Key', async () => {
    const body = submission();
    const res = await postJson(applicationsPath, body, { [idempotencyKeyHeader]: 'short' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      issues: [{ path: `headers.${idempotencyKeyHeader}`, message: 'journey.error.idempotencyKey.invalid' }],
    });
    expect(await applicationsOf(body.contactEmail)).toEqual([]);
  });

  it('takes the specification’s call without an Idempotency-Key: the same body twice is one application', async () => {
    const body = submission();
    const first = await postJson(applicationsPath, body);
    const second = await postJson(applicationsPath, { ...body, totalAmount: 999 });
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(await second.json()).toEqual(await first.json());
    expect(await applicationsOf(body.contactEmail)).toHaveLength(1);
    const other = await postJson(applicationsPath, { ...body, processingType: 'fast' });
    expect(other.status).toBe(201);
    expect(await applicationsOf(body.contactEmail)).toHaveLength(2);
  });

  it('makes a new application for the same body without a key once the first is past its replay time', async () => {
    const body = submission();
    // In the past, not the future: the store is shared, and an application dated ahead of the clock
    // would be "the newest" of every later test that lists applications.
    const later = new Date();
    const at = new Date(later.getTime() - (implicitIdempotencySeconds + 1) * 1000);
    const appAt = (now: Date) =>
      createApplicationsApp({
        ...table,
        s3,
        bucketName: stack.bucketName,
        mailer: { send: () => Promise.reject(new Error('unused')) },
        acceptsTestData: false,
        now: () => now,
        newApplicationNumber: () => `KE-${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
      });
    const post = (now: Date) =>
      appAt(now).request(applicationsPath, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const [first, again, afterwards] = [await post(at), await post(at), await post(later)];
    const ids = (await Promise.all([first, again, afterwards].map((r) => r.json()))) as ApplicationCreated[];
    expect(ids[1]?.id).toBe(ids[0]?.id);
    expect(ids[2]?.id).not.toBe(ids[0]?.id);
    expect(await applicationsOf(body.contactEmail)).toHaveLength(2);
  });

  it('answers the same key and body again with the first response, storing one application', async () => {
    const body = submission();
    const key = randomUUID();
    const first = await createApplication(body, key);
    const second = await createApplication(body, key);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(await second.json()).toEqual(await first.json());
    expect(await applicationsOf(body.contactEmail)).toHaveLength(1);
  });

  it('stores one application when ten identical requests arrive at once', async () => {
    const body = submission();
    const key = randomUUID();
    const responses = await Promise.all(Array.from({ length: 10 }, () => createApplication(body, key)));
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(201));
    const created = (await Promise.all(responses.map((r) => r.json()))) as ApplicationCreated[];
    expect(new Set(created.map((c) => `${c.id} ${c.applicationNumber} ${c.accessToken}`)).size).toBe(1);
    expect(await applicationsOf(body.contactEmail)).toHaveLength(1);
  });

  it('refuses the same key with a different body (422) and keeps the first application', async () => {
    const body = submission();
    const key = randomUUID();
    expect((await createApplication(body, key)).status).toBe(201);
    const res = await createApplication({ ...body, processingType: 'fast' }, key);
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ error: 'idempotency_key_reused' });
    expect((await applicationsOf(body.contactEmail)).map((a) => a.processingType)).toEqual(['normal']);
  });

  it('refuses a body over 512 KB', async () => {
    const res = await createApplication({ ...submission(), padding: 'x'.repeat(600 * 1024) });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: 'payload_too_large' });
  });
});

describe('application numbers', () => {
  const appWith = (numbers: () => string) =>
    createApplicationsApp({
      ...table,
      s3,
      bucketName: stack.bucketName,
      mailer: { send: () => Promise.reject(new Error('unused')) },
      now: () => new Date(),
      newApplicationNumber: numbers,
      acceptsTestData: true,
    });
  const post = (app: ReturnType<typeof appWith>, body: unknown) =>
    app.request(applicationsPath, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [idempotencyKeyHeader]: randomUUID() },
      body: JSON.stringify(body),
    });
  const randomNumber = () => `KE-${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

  it('draws another number when the first one drawn is already taken', async () => {
    const taken = randomNumber();
    const first = (await (
      await post(
        appWith(() => taken),
        submission(),
      )
    ).json()) as ApplicationCreated;
    expect(first.applicationNumber).toBe(taken);
    const draws = [taken, taken, randomNumber()];
    const res = await post(
      appWith(() => draws.shift() ?? randomNumber()),
      submission(),
    );
    expect(res.status).toBe(201);
    const second = (await res.json()) as ApplicationCreated;
    expect(second.applicationNumber).not.toBe(taken);
    expect(draws).toEqual([]);
    expect((await storedApplication(first.id))?.applicationNumber).toBe(taken);
  });

  it('never gives two of 100 applications the same number, even when the generator repeats itself', async () => {
    // Each application is first offered two numbers already issued, then a fresh one.
    const issued: string[] = [];
    let offers: string[] = [];
    const app = appWith(() => {
      if (offers.length === 0) {
        const fresh = randomNumber();
        offers = [...issued.slice(-2), fresh];
      }
      return offers.shift() ?? randomNumber();
    });
    for (let i = 0; i < 100; i += 1) {
      const res = await post(app, submission());
      expect(res.status).toBe(201);
      issued.push(((await res.json()) as ApplicationCreated).applicationNumber);
      offers = [];
    }
    expect(new Set(issued).size).toBe(100);
  });
});
