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
  it('pages newest first across every status, each item once, by opaque cursors', async () => {
    const made: ApplicationCreated[] = [];
    for (let i = 0; i < 5; i++) made.push(await create());
    const [, second] = made;
    if (second === undefined) throw new Error('no application');
    await adminJson(admin, 'PATCH', adminStatusPath(second.id), {
      status: 'rejected',
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

  it('filters by status', async () => {
    const app = await create();
    await adminJson(admin, 'PATCH', adminStatusPath(app.id), { status: 'rejected', reason: 'Incomplete.' });
    const rejected = await list({ status: 'rejected', limit: 5 });
    expect(rejected.items[0]?.id).toBe(app.id);
    expect(rejected.items.every((i) => i.status === 'rejected')).toBe(true);
    const pending = await list({ status: 'pending', limit: 100 });
    expect(ids(pending.items)).not.toContain(app.id);
    expect(pending.items.every((i) => i.status === 'pending')).toBe(true);
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
    });
  });

  it('polls: since the newest cursor it answers only applications created after it', async () => {
    const before = await list({ limit: 3 });
    expect((await list({ since: before.newestCursor ?? '' })).items).toEqual([]);
    const a = await create();
    const b = await create();
    const polled = await list({ since: before.newestCursor ?? '' });
    expect(ids(polled.items)).toEqual([b.id, a.id]);
    expect((await list({ since: polled.newestCursor ?? '' })).items).toEqual([]);
    const limited = await list({ since: before.newestCursor ?? '', limit: 1 });
    expect(ids(limited.items)).toEqual([a.id]);
    expect(ids((await list({ since: limited.newestCursor ?? '', limit: 1 })).items)).toEqual([b.id]);
  });

  it('refuses a cursor that is not one of its own with 400', async () => {
    const res = await adminCall(admin, 'GET', `${adminApplicationsPath}?cursor=bm90LWEtY3Vyc29y`);
    expect(res.status).toBe(400);
    const bad = await adminCall(admin, 'GET', `${adminApplicationsPath}?limit=500`);
    expect(bad.status).toBe(400);
  });
});

describe('the admin search', () => {
  it('finds an application by its number, in any case', async () => {
    const app = await create();
    const found = await list({ q: app.applicationNumber.toLowerCase() });
    expect(ids(found.items)).toEqual([app.id]);
    expect((await list({ q: 'KE-00000000' })).items).toEqual([]);
  });

  it('finds the applications of an e-mail, newest first, page by page', async () => {
    const email = `family+${randomUUID()}@example.com`;
    const made: ApplicationCreated[] = [];
    for (let i = 0; i < 3; i++) made.push(await create({ contactEmail: email }));
    const first = await list({ q: ` ${email.toUpperCase()} `, limit: 2 });
    expect(ids(first.items)).toEqual([made[2]?.id, made[1]?.id]);
    const rest = await list({ q: email, limit: 2, cursor: first.nextCursor ?? '' });
    expect(ids(rest.items)).toEqual([made[0]?.id]);
    expect(rest.nextCursor).toBeUndefined();
    const other = await adminCall(
      admin,
      'GET',
      `${adminApplicationsPath}?q=x@example.com&cursor=${first.nextCursor}`,
    );
    expect(other.status).toBe(400);
  });

  it('finds an applicant by any name, without accents or case, and intersects several words', async () => {
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
    expect(ids((await list({ q: `${plain.toUpperCase()} amina` })).items)).toEqual([amina.id]);
    expect(ids((await list({ q: `joseph ${family}` })).items)).toEqual([joseph.id]);
    expect((await list({ q: `amina ${family} kamau` })).items).toEqual([]);
    const paged = await list({ q: family, limit: 1 });
    expect(ids(paged.items)).toEqual([joseph.id]);
    expect(ids((await list({ q: family, limit: 1, cursor: paged.nextCursor ?? '' })).items)).toEqual([
      amina.id,
    ]);
  });

  it('applies the status filter to search results', async () => {
    const email = `filter+${randomUUID()}@example.com`;
    const app = await create({ contactEmail: email });
    expect(ids((await list({ q: email, status: 'pending' })).items)).toEqual([app.id]);
    expect((await list({ q: email, status: 'approved' })).items).toEqual([]);
  });
});

describe('the dashboard counters', () => {
  it('count a new application in total and pending, and a rejection out of pending', async () => {
    const before = await statsNow(admin);
    const app = await create();
    const created = await statsNow(admin);
    expect(created.total - before.total).toBe(1);
    expect(created.pending - before.pending).toBe(1);
    await adminJson(admin, 'PATCH', adminStatusPath(app.id), { status: 'rejected', reason: 'Duplicate.' });
    const after = await statsNow(admin);
    expect(after.pending - created.pending).toBe(-1);
    expect(after.rejected - created.rejected).toBe(1);
    expect(after.approved).toBe(created.approved);
    expect(after.currency).toBe('USD');
  });
});
