import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminApplicationsPath,
  adminStatusPath,
  type ApplicationList,
  type ApplicationSummary,
} from '../../../shared/api/admin';
import type { ApplicationCreated } from '../../../shared/journey/schemas';
import { applicant, createApplication, submission } from '../applications/support';
import { adminCall, adminJson, signedIn, statsNow, type Session } from './support';

let admin: Session;

beforeAll(async () => {
  admin = await signedIn('admin');
});

async function create(overrides: Parameters<typeof submission>[0] = {}): Promise<ApplicationCreated> {
  const res = await createApplication(submission(overrides));
  expect(res.status).toBe(201);
  return (await res.json()) as ApplicationCreated;
}

function list(query: Record<string, string | number>): Promise<ApplicationList> {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  return adminJson<ApplicationList>(admin, 'GET', `${adminApplicationsPath}?${params}`);
}

const ids = (items: readonly ApplicationSummary[]) => items.map((i) => i.id);

describe('the admin list', () => {
  it('pages newest first across every view, each item once, by opaque cursors', async () => {
    const made: ApplicationCreated[] = [];
    for (let i = 0; i < 5; i++) made.push(await create());
    const [, second] = made;
    if (second === undefined) throw new Error('no application');
    await adminJson(admin, 'PATCH', adminStatusPath(second.id), {
      status: 'rejected',
      reasonCode: 'photo',
      reason: 'The photo does not show the face.',
    });
    const newestFirst = made.map((m) => m.id).reverse();

    const first = await list({ limit: 2 });
    expect(ids(first.items)).toEqual(newestFirst.slice(0, 2));
    expect(first.nextCursor).toMatch(/^[A-Za-z0-9_-]+$/);
    const next = await list({ limit: 2, cursor: first.nextCursor ?? '' });
    expect(ids(next.items)).toEqual(newestFirst.slice(2, 4));
    const third = await list({ limit: 2, cursor: next.nextCursor ?? '' });
    expect(ids(third.items)[0]).toBe(newestFirst[4]);
    expect(third.items.find((i) => i.id === second.id)).toBeUndefined();
    expect(next.items.find((i) => i.id === second.id)?.status).toBe('rejected');
  });

  it('shows one view of the queue', async () => {
    // Only this test's own applications are asserted on: other files on the same stack create,
    // decide and withdraw applications meanwhile (some write their state directly).
    const app = await create();
    await adminJson(admin, 'PATCH', adminStatusPath(app.id), {
      status: 'rejected',
      reasonCode: 'documents',
      reason: 'Incomplete.',
    });
    const decided = await list({ view: 'decided', limit: 100 });
    expect(decided.items.find((i) => i.id === app.id)).toMatchObject({ status: 'rejected', view: 'decided' });
    const waiting = await create();
    const unpaid = await list({ view: 'awaiting_payment', limit: 100 });
    expect(ids(unpaid.items)).not.toContain(app.id);
    expect(unpaid.items.find((i) => i.id === waiting.id)).toMatchObject({
      status: 'pending',
      paymentStatus: 'unpaid',
      view: 'awaiting_payment',
    });
  });

  it('answers a summary of each application', async () => {
    const app = await create({
      applicants: [applicant(), applicant({ firstName: 'Joseph', middleName: 'Kip', lastName: 'Kamau' })],
    });
    const [item] = (await list({ limit: 1 })).items;
    expect(item).toMatchObject({
      id: app.id,
      applicationNumber: app.applicationNumber,
      status: 'pending',
      paymentStatus: 'unpaid',
      applicantCount: 2,
      applicantNames: ['Amina Otieno', 'Joseph Kip Kamau'],
      totalAmount: app.pricing.totalPrice,
      processingType: 'normal',
      applicationType: 'tourist',
      view: 'awaiting_payment',
      overdue: false,
    });
    expect(item?.decisionDueBy).toBeUndefined();
  });

  it('polls: from its cursor it answers every application changed since, new or changed', async () => {
    const before = await list({ limit: 3 });
    expect((await list({ changes: before.changesCursor ?? '' })).items).toEqual([]);
    const a = await create();
    const b = await create();
    const polled = await list({ changes: before.changesCursor ?? '' });
    expect(ids(polled.items).sort()).toEqual([a.id, b.id].sort());
    expect((await list({ changes: polled.changesCursor ?? '' })).items).toEqual([]);
    // A colleague's change reaches an open list: the row comes back in its new state.
    await adminJson(admin, 'PATCH', adminStatusPath(a.id), {
      status: 'rejected',
      reasonCode: 'documents',
      reason: 'Duplicate.',
    });
    const changed = await list({ changes: polled.changesCursor ?? '' });
    expect(changed.items).toEqual([
      expect.objectContaining({ id: a.id, status: 'rejected', view: 'decided' }),
    ]);
  });

  it('refuses a cursor that is not one of its own with 400', async () => {
    const res = await adminCall(admin, 'GET', `${adminApplicationsPath}?cursor=bm90LWEtY3Vyc29y`);
    expect(res.status).toBe(400);
    const bad = await adminCall(admin, 'GET', `${adminApplicationsPath}?limit=500`);
    expect(bad.status).toBe(400);
  });
});

describe('the admin search', () => {
  it('finds an application by its number, in any case, by the start of its digits or by its last four', async () => {
    const app = await create();
    const digits = app.applicationNumber.slice(3);
    expect(ids((await list({ q: app.applicationNumber.toLowerCase() })).items)).toContain(app.id);
    expect(ids((await list({ q: `ke-${digits.slice(0, 6)}` })).items)).toContain(app.id);
    expect(ids((await list({ q: digits.slice(0, 3) })).items)).toContain(app.id);
    expect(ids((await list({ q: digits.slice(-4) })).items)).toContain(app.id);
    expect((await list({ q: 'KE-00000000' })).items.map((i) => i.applicationNumber)).not.toContain(
      app.applicationNumber,
    );
  });

  it('finds the applications of an e-mail by its start, newest first', async () => {
    const email = `family+${randomUUID()}@example.com`;
    const made: ApplicationCreated[] = [];
    for (let i = 0; i < 3; i++) made.push(await create({ contactEmail: email }));
    const found = await list({ q: ` ${email.toUpperCase()} ` });
    expect(ids(found.items)).toEqual([made[2]?.id, made[1]?.id, made[0]?.id]);
    expect(ids((await list({ q: email.slice(0, 20) })).items)).toEqual(ids(found.items));
  });

  it('finds an application by the start of a passport number', async () => {
    const passport = `P${randomUUID().replace(/\D/g, '').slice(0, 9)}`;
    const app = await create({ applicants: [applicant({ passportNumber: passport })] });
    expect(ids((await list({ q: passport.slice(0, 6).toLowerCase() })).items)).toContain(app.id);
  });

  it('finds an applicant by the start of any name, without accents or case, every word matching', async () => {
    const family = `Wénçeslas${randomUUID()
      .replace(/[^a-f]/g, '')
      .slice(0, 8)}`;
    const plain = family
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
    const amina = await create({ applicants: [applicant({ firstName: 'Amina', lastName: family })] });
    const joseph = await create({
      applicants: [
        applicant({ firstName: 'Achieng', lastName: 'Odhiambo' }),
        applicant({ firstName: 'Joseph', middleName: family, lastName: 'Kamau' }),
      ],
    });
    expect(ids((await list({ q: plain })).items)).toEqual([joseph.id, amina.id]);
    expect(ids((await list({ q: plain.slice(0, 12) })).items)).toEqual([joseph.id, amina.id]);
    expect(ids((await list({ q: `${plain.toUpperCase()} ami` })).items)).toEqual([amina.id]);
    expect(ids((await list({ q: `jos ${family}` })).items)).toEqual([joseph.id]);
    expect((await list({ q: `amina ${family} kamau` })).items).toEqual([]);
  });
});

describe('the dashboard counters', () => {
  it('count a new application in total and pending, and a rejection out of pending', async () => {
    const before = await statsNow(admin);
    const app = await create();
    const created = await statsNow(admin);
    expect(created.total - before.total).toBe(1);
    expect(created.pending - before.pending).toBe(1);
    await adminJson(admin, 'PATCH', adminStatusPath(app.id), {
      status: 'rejected',
      reasonCode: 'documents',
      reason: 'Duplicate.',
    });
    const after = await statsNow(admin);
    expect(after.pending - created.pending).toBe(-1);
    expect(after.rejected - created.rejected).toBe(1);
    expect(created.views.awaiting_payment - before.views.awaiting_payment).toBe(1);
    expect(after.views.awaiting_payment - created.views.awaiting_payment).toBe(-1);
    expect(after.views.decided - created.views.decided).toBe(1);
    expect(after.approved).toBe(created.approved);
    expect(after.currency).toBe('USD');
  });
});
