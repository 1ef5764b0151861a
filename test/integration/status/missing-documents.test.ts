import { describe, expect, it } from 'vitest';
import { myApplicationAnswerSchema } from '../../../shared/api/personal-link';
import type { ApplicationCreated } from '../../../shared/journey/schemas';
import { checkStatusPath, statusAnswerSchema, type ApplicationStatus } from '../../../shared/status/lookup';
import { createStatusApp } from '../../../functions/status/routes';
import { signToken } from '../../../functions/lib/personal-link';
import { stack } from '../support';
import { applicant, createApplication, submission, table } from '../applications/support';
import { jpegBytes, markPaid, pdfBytes, uploadDocument } from '../documents/support';
import { exchange } from './support-links';

/**
 * "Waiting for documents, per missing document" (issue 14 item 4): every status answer lists, per
 * traveller, the required documents still missing, from the recorded documents and the minors' slots.
 * The lookups run the status app in-process with a rate-limit rule of their own.
 */
const app = createStatusApp({
  ...table,
  now: () => new Date(),
  rateLimit: { name: `missing-documents-${Date.now()}`, limit: 100, windowSeconds: 60 },
});

function isoDate(days: number, years = 0): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d.toISOString().slice(0, 10);
}

/** An adult and a 10-year-old, not paid yet. */
async function family(): Promise<ApplicationCreated & { email: string }> {
  const arrival = isoDate(30);
  const body = submission({
    applicants: [
      applicant({ firstName: 'Amina', lastName: 'Otieno', dateOfArrival: arrival }),
      applicant({
        firstName: 'Zawadi',
        lastName: 'Otieno',
        dateOfBirth: isoDate(0, 10),
        dateOfArrival: arrival,
      }),
    ],
  });
  const res = await createApplication(body);
  expect(res.status).toBe(201);
  return { ...((await res.json()) as ApplicationCreated), email: body.contactEmail };
}

async function lookUp(created: ApplicationCreated, email: string): Promise<ApplicationStatus> {
  const res = await app.request(checkStatusPath, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ applicationNumber: created.applicationNumber, email }),
  });
  expect(res.status).toBe(200);
  return statusAnswerSchema.parse(await res.json()).application;
}

async function personalPage(created: ApplicationCreated): Promise<ApplicationStatus> {
  const token = signToken(stack.personalLinkSecret, {
    a: created.id,
    g: 0,
    x: Math.floor(Date.now() / 1000) + 86_400,
  });
  const res = await exchange(token);
  expect(res.status).toBe(200);
  return myApplicationAnswerSchema.parse(await res.json()).application;
}

describe('the documents still missing, per traveller', () => {
  it('are listed once paid, shrink with each upload (the minor’s own slots included) and name no one beyond the lookup', async () => {
    const created = await family();
    expect(await lookUp(created, created.email)).not.toHaveProperty('missingDocuments');

    await markPaid(created);
    const paid = await lookUp(created, created.email);
    expect(paid.stage).toBe('awaitingDocuments');
    expect(paid.missingDocuments).toEqual([
      { applicantIndex: 0, types: ['passport', 'photo'] },
      { applicantIndex: 1, types: ['passport', 'photo', 'parental_consent', 'birth_certificate'] },
    ]);
    expect(paid.applicants).toEqual([
      { firstName: 'Amina', lastInitial: 'O' },
      { firstName: 'Zawadi', lastInitial: 'O' },
    ]);

    const upload = (index: number, type: string) =>
      type === 'photo'
        ? uploadDocument(created, index, type, 'photo.jpg', 'image/jpeg', jpegBytes(1000))
        : uploadDocument(created, index, type, `${type}.pdf`, 'application/pdf', pdfBytes(1000));
    for (const [index, type] of [
      [0, 'passport'],
      [0, 'photo'],
      [1, 'passport'],
      [1, 'parental_consent'],
    ] as const)
      expect((await upload(index, type)).status).toBe(200);

    const expected = [{ applicantIndex: 1, types: ['photo', 'birth_certificate'] }];
    expect((await lookUp(created, created.email)).missingDocuments).toEqual(expected);
    // The personal page tells the same.
    const personal = await personalPage(created);
    expect(personal.missingDocuments).toEqual(expected);
    expect(JSON.stringify(personal)).not.toContain(created.email);
    expect(JSON.stringify(personal)).not.toContain('Otieno');
  });
});
