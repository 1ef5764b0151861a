import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminApplicationPath,
  adminApplicationsPath,
  adminStartReviewPath,
  type ApplicationDetail,
  type ApplicationList,
} from '../../../shared/api/admin';
import { applicationPath, signedAgreementPath } from '../../../shared/api/applications';
import { addDays, todayFrom } from '../../../shared/journey/dates';
import type { ApplicationCreated, ApplicationUpdated } from '../../../shared/journey/application-schemas';
import type { ApplicationSubmissionInput } from '../../../shared/journey/schemas';
import { submitDocumentsPath } from '../../../shared/documents/rules';
import { adminJson, signedIn, type Session } from '../admin/support';
import { jpegBytes, markPaid, pdfBytes, uploadDocument } from '../documents/support';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { applicationKeys } from '../../../functions/lib/applications-table';
import { stack } from '../support';
import {
  allAgreed,
  db,
  applicant,
  createApplication,
  mailsTo,
  origin,
  postJson,
  storedApplication,
  submission,
} from './support';

const today = todayFrom(() => new Date());
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function created(body: ApplicationSubmissionInput): Promise<ApplicationCreated> {
  const res = await createApplication(body);
  expect(res.status).toBe(201);
  return (await res.json()) as ApplicationCreated;
}

function put(app: { id: string }, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${origin}${applicationPath(app.id)}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

async function updated(app: ApplicationCreated, body: unknown, expected = 200) {
  const res = await put(app, body, bearer(app.accessToken));
  const text = await res.text();
  expect(res.status, text).toBe(expected);
  return JSON.parse(text) as ApplicationUpdated & { error?: string; message?: string };
}

/** Two travellers, so that names and counts can change. */
function group(overrides: Partial<ApplicationSubmissionInput> = {}) {
  return submission({
    applicants: [applicant(), applicant({ firstName: 'Joseph', passportNumber: 'XY7654321' })],
    applicantCount: 2,
    ...overrides,
  });
}

const laterArrival = (body: ApplicationSubmissionInput) => ({
  ...body,
  applicants: body.applicants.map((a, i) =>
    i === 0 ? { ...a, dateOfArrival: addDays(today, 31), dateOfDeparture: addDays(today, 45) } : a,
  ),
});

let admin: Session;
beforeAll(async () => {
  admin = await signedIn('admin');
});

describe('PUT /api/kenya-eta-applications/:id before payment', () => {
  it('keeps one application and number, recomputes the price, and is one application for staff', async () => {
    const body = group();
    const app = await created(body);
    const changed = { ...laterArrival(body), processingType: 'fast' as const, totalAmount: 1 };
    const result = await updated(app, changed);
    expect(result).toMatchObject({ id: app.id, applicationNumber: app.applicationNumber, revision: 2 });
    expect(result.changed).toEqual(
      expect.arrayContaining([
        'processingType',
        'pricing',
        'applicants[0].dateOfArrival',
        'applicants[0].dateOfDeparture',
      ]),
    );
    expect(result.pricing.totalPrice).toBeGreaterThan(app.pricing.totalPrice);
    const stored = await storedApplication(app.id);
    expect(stored?.processingType).toBe('fast');
    expect(stored?.pricing).toEqual(result.pricing);

    // Staff find one application with that number, by number and by the contact e-mail.
    for (const q of [app.applicationNumber, body.contactEmail]) {
      const list = await adminJson<ApplicationList>(
        admin,
        'GET',
        `${adminApplicationsPath}?q=${encodeURIComponent(q)}&limit=100`,
      );
      expect(list.items.filter((i) => i.applicationNumber === app.applicationNumber)).toHaveLength(1);
    }
    // The change log shows what changed (field names, never values) to staff.
    const detail = await adminJson<ApplicationDetail>(admin, 'GET', adminApplicationPath(app.id));
    const entry = detail.history.find((h) => h.action === 'application_updated');
    expect(entry).toMatchObject({ actor: 'traveller', detail: { revision: 2 } });
    expect(String(entry?.detail?.fields)).toContain('applicants[0].dateOfArrival');
    expect(JSON.stringify(entry)).not.toContain(addDays(today, 31));
  });

  it('replaces the applicants and the search terms: a removed traveller is no longer found', async () => {
    const body = group();
    const app = await created(body);
    const one = { ...body, applicants: body.applicants.slice(0, 1), applicantCount: 1 };
    const result = await updated(app, one);
    expect(result.changed).toEqual(expect.arrayContaining(['applicantCount', 'applicants[1]']));
    const stored = await storedApplication(app.id);
    expect(stored?.applicantNames).toEqual(['Amina Otieno']);
    const search = await adminJson<ApplicationList>(admin, 'GET', `${adminApplicationsPath}?q=XY7654321`);
    expect(search.items.map((i) => i.id)).not.toContain(app.id);
  });

  it('sends one “updated” mail for two identical PUTs, and never a second “received” mail', async () => {
    const body = group();
    const app = await created(body);
    await postJson('/api/send-application-confirmation', { applicationId: app.id }, bearer(app.accessToken));
    const changed = laterArrival(body);
    const [a, b] = [await updated(app, changed), await updated(app, changed)];
    expect(a.revision).toBe(2);
    expect(b).toMatchObject({ revision: 2, changed: [] });
    const mails = await mailsTo(body.contactEmail);
    expect(mails.filter((m) => m.subject.includes('was updated'))).toHaveLength(1);
    expect(mails.filter((m) => m.subject.includes('received'))).toHaveLength(1);
    const mail = mails.find((m) => m.subject.includes('was updated'));
    expect(mail?.subject).toContain(app.applicationNumber);
    expect(mail?.body.text).toMatch(/\/my-application/);
  });

  it('asks for the agreement again when the names it covers change, not for a date', async () => {
    const body = group();
    const app = await created(body);
    const sign = () =>
      postJson(
        signedAgreementPath,
        { applicationId: app.id, signature: 'Amina Otieno', agreementDetails: allAgreed },
        bearer(app.accessToken),
      );
    expect((await sign()).status).toBe(200);
    const dates = await updated(app, laterArrival(body));
    expect(dates.signAgain).toBe(false);
    expect((await storedApplication(app.id))?.agreement).toBeDefined();

    const renamed = {
      ...body,
      applicants: body.applicants.map((a, i) => (i === 0 ? { ...a, lastName: 'Kamau' } : a)),
    };
    const names = await updated(app, renamed);
    expect(names.signAgain).toBe(true);
    expect((await storedApplication(app.id))?.agreement).toBeUndefined();
    // Signing again (even with the same signature) records and mails the new agreement.
    expect(await (await sign()).json()).toEqual({ sent: true });
    expect((await storedApplication(app.id))?.agreement?.mailedAt).toBeDefined();
  });

  it('refuses a stale revision (another tab) with 409 and a clear message', async () => {
    const body = group();
    const app = await created(body);
    await updated(app, laterArrival(body));
    const res = await put(app, body, { ...bearer(app.accessToken), 'if-match': '"1"' });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({
      error: 'application_changed',
      message: expect.stringContaining('another window'),
    });
  });

  it('answers 401 without a token and 403 with another application’s token or an unknown id', async () => {
    const body = group();
    const [app, other] = [await created(body), await created(group())];
    expect((await put(app, body)).status).toBe(401);
    expect((await put(app, body, bearer(other.accessToken))).status).toBe(403);
    expect((await put({ id: randomUUID() }, body, bearer(app.accessToken))).status).toBe(403);
    expect((await storedApplication(app.id))?.revision).toBeUndefined();
  });

  it('validates the body with the shared schema (400, nothing changed)', async () => {
    const body = group();
    const app = await created(body);
    const res = await put(app, { ...body, applicantCount: 3 }, bearer(app.accessToken));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'validation_failed' });
  });
});

describe('PUT /api/kenya-eta-applications/:id after payment', () => {
  it('takes a correction, refuses a price change in the traveller’s language, and nothing after Start review', async () => {
    const body = group({ locale: 'fr' });
    const app = await created(body);
    await markPaid(app);
    const corrected = await updated(app, laterArrival(body));
    expect(corrected.changed).toContain('applicants[0].dateOfArrival');

    const faster = await updated(app, { ...laterArrival(body), processingType: 'fast' }, 409);
    expect(faster).toMatchObject({ error: 'price_change_refused', message: expect.stringContaining('prix') });
    const insured = await updated(app, { ...laterArrival(body), includeInsurance: true }, 409);
    expect(insured.error).toBe('price_change_refused');
    expect((await storedApplication(app.id))?.processingType).toBe('normal');

    for (const index of [0, 1]) {
      await uploadDocument(app, index, 'passport', 'passport.pdf', 'application/pdf', pdfBytes(2000));
      await uploadDocument(app, index, 'photo', 'photo.jpg', 'image/jpeg', jpegBytes(2000));
    }
    expect((await postJson(submitDocumentsPath(app.id), {}, bearer(app.accessToken))).status).toBe(200);
    await adminJson(admin, 'POST', adminStartReviewPath(app.id));
    const late = await updated(app, body, 409);
    expect(late).toMatchObject({ error: 'review_started', message: expect.stringContaining('examen') });
  });

  it.each([
    ['withdrawn', 'application_closed'],
    ['approved', 'already_decided'],
  ])('refuses an application whose status is %s (409 %s)', async (status, error) => {
    const body = group();
    const app = await created(body);
    // The state the withdrawal (personal page) or the decision (admin) leaves behind.
    await db.send(
      new UpdateCommand({
        TableName: stack.tableName,
        Key: applicationKeys.application(app.id),
        UpdateExpression: 'SET #status = :status',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':status': status },
      }),
    );
    const refused = await updated(app, laterArrival(body), 409);
    expect(refused.error).toBe(error);
    expect((await storedApplication(app.id))?.revision).toBeUndefined();
  });
});
