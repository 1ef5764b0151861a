import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { DocumentsOverview } from '../../../shared/documents/overview';
import { documentsListPath, submitDocumentsPath } from '../../../shared/documents/rules';
import { createApplicationSubmissionSchema } from '../../../shared/journey/schemas';
import { todayFrom } from '../../../shared/journey/dates';
import { createApplication as storeApplication } from '../../../functions/applications/create-application';
import { newApplicationNumber } from '../../../functions/applications/application-number';
import { missingDocuments } from '../../../functions/status/missing-documents';
import { getApplicants, getApplication } from '../../../functions/lib/applications-table';
import { applicant, origin, submission, table } from '../applications/support';
import { carryOverPath, type CarryOver } from '../../../shared/journey/carry-over';
import {
  bearer,
  created,
  jpegBytes,
  markPaid,
  paidApplication,
  pdfBytes,
  presign,
  uploadDocument,
} from '../documents/support';

/**
 * The documents of a Tanzania application (issue 18 item 2): what its destination asks
 * (`documentsFor`): passport page, photo, return or onward ticket, and the yellow fever certificate when
 * the group comes from a country with a risk of yellow fever; the server refuses to submit without them.
 * The application is stored through the same `createApplication` the route calls, with the departure
 * country the Tanzania journey asks.
 */
const today = todayFrom(() => new Date());

async function tanzaniaApplication(departureCountry: string, { paid = true } = {}) {
  const body = createApplicationSubmissionSchema(today).parse(
    submission({
      applicants: [
        applicant({ firstName: `Neema${randomUUID().slice(0, 6)}` }),
        applicant({ firstName: 'Baraka', passportNumber: 'TZ9876543' }),
      ],
    }),
  );
  const app = await storeApplication(
    { ...table, now: () => new Date(), newApplicationNumber },
    { ...body, destination: 'tanzania', visaType: 'ordinary', departureCountry },
    { key: randomUUID(), ttlSeconds: 3600 },
  );
  if (paid) await markPaid(app);
  return app;
}

type App = { id: string; accessToken: string };

const overviewOf = async (app: App) => {
  const res = await fetch(`${origin}${documentsListPath(app.id)}`, { headers: bearer(app.accessToken) });
  expect(res.status).toBe(200);
  return ((await res.json()) as DocumentsOverview).application;
};

const submit = (app: App) =>
  fetch(`${origin}${submitDocumentsPath(app.id)}`, { method: 'POST', headers: bearer(app.accessToken) });

const missingOf = async (res: Response) =>
  ((await res.json()) as { issues: { path: string }[] }).issues.map((i) => i.path);

const yellowFeverPresign = (applicationId: string) => ({
  applicationId,
  applicantIndex: 0,
  type: 'yellow_fever',
  fileName: 'y.pdf',
  contentType: 'application/pdf',
  size: 1000,
});

async function upload(app: App, index: number, types: readonly string[]) {
  for (const type of types) {
    const photo = type === 'photo';
    const res = await uploadDocument(
      app,
      index,
      type as 'passport',
      photo ? 'p.jpg' : 'p.pdf',
      photo ? 'image/jpeg' : 'application/pdf',
      photo ? jpegBytes(1000) : pdfBytes(1000),
    );
    expect(res.status, `${index}.${type}`).toBe(200);
  }
}

/** What the personal page lists as still missing (`functions/status/missing-documents.ts`). */
async function personalMissingDocuments(id: string) {
  const stored = await getApplication(table, id);
  if (!stored) throw new Error('not stored');
  return missingDocuments(table, stored, await getApplicants(table, id));
}

const slots = (required: boolean) => (d: { required: boolean; type: string }) => d.required === required;

describe('the documents of a Tanzania application', () => {
  // Eight uploads on a shared machine: more time than the project's 30 s, no timing asserted.
  it(
    'from a yellow fever country (Nigeria): the certificate is required of every traveller before submitting',
    { timeout: 120_000 },
    async () => {
      const app = await tanzaniaApplication('NG');
      const overview = await overviewOf(app);
      expect(overview.destination).toBe('tanzania');
      for (const asked of overview.applicantDocuments) {
        expect(asked.filter(slots(true)).map((d) => d.type)).toEqual([
          'passport',
          'photo',
          'return_ticket',
          'yellow_fever',
        ]);
        expect(asked.filter(slots(false)).map((d) => d.type)).toEqual(['invitation', 'accommodation']);
      }

      await upload(app, 0, ['passport', 'photo', 'return_ticket']);
      await upload(app, 1, ['passport', 'photo', 'return_ticket']);
      const refused = await submit(app);
      expect(refused.status).toBe(409);
      expect(await missingOf(refused)).toEqual(['documents.0.yellow_fever', 'documents.1.yellow_fever']);
      // The personal page's "missing documents" list says the same.
      expect(await personalMissingDocuments(app.id)).toEqual([
        { applicantIndex: 0, types: ['yellow_fever'] },
        { applicantIndex: 1, types: ['yellow_fever'] },
      ]);

      await upload(app, 0, ['yellow_fever']);
      await upload(app, 1, ['yellow_fever']);
      const submitted = await submit(app);
      expect(submitted.status, await submitted.clone().text()).toBe(200);
    },
  );

  it(
    'from a country without the risk (Germany): no certificate slot, and the return ticket is required',
    { timeout: 120_000 },
    async () => {
      const app = await tanzaniaApplication('DE');
      const overview = await overviewOf(app);
      expect(overview.applicantDocuments[0]?.map((d) => d.type)).not.toContain('yellow_fever');
      // The slot does not exist for this traveller.
      expect((await presign(app.accessToken, yellowFeverPresign(app.id))).status).toBe(404);

      await upload(app, 0, ['passport', 'photo']);
      await upload(app, 1, ['passport', 'photo']);
      const refused = await submit(app);
      expect(refused.status).toBe(409);
      expect(await missingOf(refused)).toEqual(['documents.0.return_ticket', 'documents.1.return_ticket']);
      await upload(app, 0, ['return_ticket']);
      await upload(app, 1, ['return_ticket']);
      expect((await submit(app)).status).toBe(200);
    },
  );
});

describe('the cross-sell after payment', () => {
  it('offers the other destination once paid, both ways, and answers exactly what may be carried over', async () => {
    // A Tanzania application offers Kenya's eTA, and only once paid.
    const unpaid = await tanzaniaApplication('DE', { paid: false });
    const refused = await fetch(`${origin}${carryOverPath(unpaid.id)}`, {
      headers: bearer(unpaid.accessToken),
    });
    expect(refused.status).toBe(409);
    expect((await overviewOf(unpaid)).crossSell).toBeUndefined();

    await markPaid(unpaid);
    expect((await overviewOf(unpaid)).crossSell).toEqual({ destination: 'kenya', apply: '/apply-kenya-eta' });
    const res = await fetch(`${origin}${carryOverPath(unpaid.id)}`, { headers: bearer(unpaid.accessToken) });
    expect(res.status).toBe(200);
    const carry = (await res.json()) as CarryOver;
    expect(carry.offer).toEqual({ destination: 'kenya', apply: '/apply-kenya-eta' });
    expect(carry.contactEmail).toBe(unpaid.contactEmail);
    expect(carry.travellers).toHaveLength(2);
    expect(carry.travellers[0]?.firstName).toMatch(/^Neema/);
    expect(carry.travellers[1]).toMatchObject({ firstName: 'Baraka', passportNumber: 'TZ9876543' });
    expect(Object.keys(carry.travellers[0] ?? {}).sort()).toEqual([
      'dateOfBirth',
      'firstName',
      'lastName',
      'middleName',
      'nationality',
      'passportExpiryDate',
      'passportNumber',
    ]);

    // And the reverse, now that Tanzania's journey takes applications (`acceptsApplications`): a paid
    // Kenya application of British travellers (who need a Tanzania visa) is offered Tanzania's e-visa.
    const kenya = await created(2);
    await markPaid(kenya);
    expect((await overviewOf(kenya)).crossSell).toEqual({ destination: 'tanzania', apply: '/apply-visa' });
    const reverse = await fetch(`${origin}${carryOverPath(kenya.id)}`, {
      headers: bearer(kenya.accessToken),
    });
    expect(reverse.status).toBe(200);
    const carried = (await reverse.json()) as CarryOver;
    expect(carried.offer).toEqual({ destination: 'tanzania', apply: '/apply-visa' });
    expect(carried.travellers).toHaveLength(2);
  });
});

describe('the documents of a Kenya application are unchanged', () => {
  it('passport page and photo required, the rest optional, no yellow fever slot; submits with the two', async () => {
    const app = await paidApplication(1);
    const overview = await overviewOf(app);
    expect(overview.destination).toBe('kenya');
    expect(overview.applicantDocuments).toEqual([
      [
        { type: 'passport', required: true },
        { type: 'photo', required: true },
        { type: 'invitation', required: false },
        { type: 'accommodation', required: false },
        { type: 'return_ticket', required: false },
      ],
    ]);
    expect((await presign(app.accessToken, yellowFeverPresign(app.id))).status).toBe(404);
    await upload(app, 0, ['passport', 'photo']);
    expect((await submit(app)).status).toBe(200);
  });
});
