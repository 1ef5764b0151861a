import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminApplicationsPath,
  adminStatsPath,
  type ApplicationList,
  type DashboardStats,
} from '../../../shared/api/admin';
import { lostLinkPath } from '../../../shared/api/personal-link';
import type { ApplicationCreated } from '../../../shared/journey/schemas';
import { createApplicationSubmissionSchema } from '../../../shared/journey/schemas';
import { todayFrom } from '../../../shared/journey/dates';
import { checkStatusPath, trackApplicationPath, type StatusAnswer } from '../../../shared/status/lookup';
import { createApplication as storeApplication } from '../../../functions/applications/create-application';
import { newApplicationNumber } from '../../../functions/applications/application-number';
import {
  applicant,
  createApplication,
  mailsTo,
  storedApplication,
  submission,
  table,
} from '../applications/support';
import { adminCall, adminJson, signedIn, type Session } from '../admin/support';
import { ownAddress, postFrom } from '../wizard/support';

/**
 * The server's side of destinations (issue 18 item 3): a Tanzania application as the engine stores it
 * (the Tanzania journey that will post it is not built yet: the test stores it through the same
 * `createApplication` the route calls, with the destination the route will set), found by the status
 * lookups, "lost your link", the admin search, and the admin list and counters filtered by destination.
 */
const today = todayFrom(() => new Date());

async function createdTanzania(visaType = 'business'): Promise<{ app: ApplicationCreated; email: string }> {
  const body = createApplicationSubmissionSchema(today).parse(
    submission({ applicants: [applicant({ firstName: `Neema${randomUUID().slice(0, 6)}` })] }),
  );
  const app = await storeApplication(
    { ...table, now: () => new Date(), newApplicationNumber },
    { ...body, destination: 'tanzania', visaType },
    { key: randomUUID(), ttlSeconds: 3600 },
  );
  return { app, email: body.contactEmail };
}

async function createdKenya(): Promise<ApplicationCreated> {
  const res = await createApplication(submission());
  expect(res.status).toBe(201);
  return (await res.json()) as ApplicationCreated;
}

let admin: Session;
beforeAll(async () => {
  admin = await signedIn('admin');
});

const listOf = (query: string) =>
  adminJson<ApplicationList>(
    admin,
    'GET',
    `${adminApplicationsPath}?${query.includes('limit=') ? '' : 'limit=100&'}${query}`,
  );
const ids = (list: ApplicationList) => list.items.map((i) => i.id);
const statsOf = (destination?: string) =>
  adminJson<DashboardStats>(
    admin,
    'GET',
    `${adminStatsPath}${destination ? `?destination=${destination}` : ''}`,
  );

describe('applications carry their destination', () => {
  it("stores a Tanzania application with a TZ- number, its visa type and Tanzania's price", async () => {
    const { app } = await createdTanzania('business');
    expect(app.applicationNumber).toMatch(/^TZ-\d{8}$/);
    // Service fee 59 for one + business visa 250 + normal processing 0, no insurance.
    expect(app.pricing).toMatchObject({
      serviceFee: 59,
      governmentFee: 250,
      processingFee: 0,
      totalPrice: 309,
    });
    const stored = await storedApplication(app.id);
    expect(stored).toMatchObject({ destination: 'tanzania', visaType: 'business' });
  });

  it("stores the Kenya journey's applications as Kenya's, with a KE- number, as before", async () => {
    const app = await createdKenya();
    expect(app.applicationNumber).toMatch(/^KE-\d{8}$/);
    const stored = await storedApplication(app.id);
    expect(stored?.destination).toBe('kenya');
    expect(stored?.visaType).toBeUndefined();
  });
});

describe('status lookups and "lost your link"', () => {
  const address = ownAddress();

  it('find a TZ- application by its number and e-mail, on both lookup paths', async () => {
    const { app, email } = await createdTanzania();
    for (const path of [checkStatusPath, trackApplicationPath]) {
      const res = await postFrom(address, path, {
        applicationNumber: app.applicationNumber.toLowerCase(),
        email,
      });
      expect(res.status).toBe(200);
      expect((res.json as StatusAnswer).application.applicationNumber).toBe(app.applicationNumber);
    }
  });

  it('refuse a number of no destination with the format message', async () => {
    const res = await postFrom(address, checkStatusPath, {
      applicationNumber: 'UG-12345678',
      email: 'a@example.com',
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.json)).toContain('status.errors.applicationNumber.invalid');
  });

  it('mail a fresh personal link for a TZ- application', async () => {
    const { app, email } = await createdTanzania();
    const res = await postFrom(ownAddress(), lostLinkPath, {
      applicationNumber: app.applicationNumber,
      email,
    });
    expect(res.status).toBe(202);
    const mails = await mailsTo(email);
    expect(mails.at(-1)?.subject).toContain(app.applicationNumber);
  });
});

describe('the admin search', () => {
  it('finds a TZ- number by its prefix and digits, and not under the other prefix', async () => {
    const { app } = await createdTanzania();
    const digits = app.applicationNumber.slice(3);
    expect(ids(await listOf(`q=${app.applicationNumber.toLowerCase()}`))).toContain(app.id);
    expect(ids(await listOf(`q=tz${digits}`))).toContain(app.id);
    expect(ids(await listOf(`q=${digits}`))).toContain(app.id);
    expect(ids(await listOf(`q=KE-${digits}`))).not.toContain(app.id);
  });
});

describe('the admin list and counters by destination', () => {
  it("list one destination's applications, in a view, in search and in polling", async () => {
    const kenya = await createdKenya();
    const { app: tanzania } = await createdTanzania();
    const tz = await listOf('destination=tanzania&view=awaiting_payment');
    expect(ids(tz)).toContain(tanzania.id);
    expect(ids(tz)).not.toContain(kenya.id);
    expect(tz.items.every((i) => i.destination === 'tanzania')).toBe(true);
    const ke = await listOf('destination=kenya&view=awaiting_payment');
    expect(ids(ke)).toContain(kenya.id);
    expect(ids(ke)).not.toContain(tanzania.id);
    const both = await listOf('view=awaiting_payment');
    expect(ids(both)).toEqual(expect.arrayContaining([kenya.id, tanzania.id]));
    const found = await listOf(`destination=kenya&q=${tanzania.applicationNumber}`);
    expect(ids(found)).not.toContain(tanzania.id);
  });

  it('pages through one destination across index pages that hold the other', async () => {
    const mine = [await createdTanzania(), await createdTanzania(), await createdTanzania()].map(
      (c) => c.app.id,
    );
    await Promise.all(Array.from({ length: 4 }, createdKenya));
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await listOf(
        `destination=tanzania&limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(page.items.length).toBeLessThanOrEqual(1);
      seen.push(...ids(page));
      cursor = page.nextCursor;
    } while (cursor !== undefined && mine.some((id) => !seen.includes(id)));
    expect(seen).toEqual(expect.arrayContaining(mine));
    expect(new Set(seen).size).toBe(seen.length);
  });

  it("count a Tanzania application in Tanzania's counters only", async () => {
    const before = await statsOf('tanzania');
    await createdTanzania();
    const after = await statsOf('tanzania');
    expect(after.total - before.total).toBe(1);
    expect(after.pending - before.pending).toBe(1);
    expect(after.views.awaiting_payment - before.views.awaiting_payment).toBe(1);
    const [all, kenya, tz] = await Promise.all([statsOf(), statsOf('kenya'), statsOf('tanzania')]);
    expect(tz.total).toBeGreaterThan(0);
    expect(kenya.total).toBeLessThan(all.total);
  });

  it('refuses a destination that does not exist with 400', async () => {
    expect((await adminCall(admin, 'GET', `${adminApplicationsPath}?destination=mars`)).status).toBe(400);
    expect((await adminCall(admin, 'GET', `${adminStatsPath}?destination=mars`)).status).toBe(400);
  });
});
