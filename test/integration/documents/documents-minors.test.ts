import { describe, expect, it } from 'vitest';
import type { DocumentsOverview } from '../../../shared/documents/overview';
import { documentsListPath, submitDocumentsPath } from '../../../shared/documents/rules';
import type { ApplicationCreated } from '../../../shared/journey/schemas';
import { applicant, createApplication, origin, submission } from '../applications/support';
import { bearer, jpegBytes, markPaid, pdfBytes, presign, uploadDocument } from './support';

/** `YYYY-MM-DD`, `days` from today (UTC) and `years` back. */
function isoDate(days: number, years = 0): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d.toISOString().slice(0, 10);
}

const arrival = isoDate(30);

/** A paid group: an adult, a 10-year-old, and a 17-year-old who turns 18 the day before arrival. */
async function family(): Promise<ApplicationCreated> {
  const res = await createApplication(
    submission({
      applicants: [
        applicant({ firstName: 'Amina', dateOfArrival: arrival }),
        applicant({ firstName: 'Zawadi', dateOfBirth: isoDate(0, 10), dateOfArrival: arrival }),
        applicant({ firstName: 'Baraka', dateOfBirth: isoDate(29, 18), dateOfArrival: arrival }),
      ],
    }),
  );
  expect(res.status).toBe(201);
  const app = (await res.json()) as ApplicationCreated;
  await markPaid(app);
  return app;
}

const submit = (app: ApplicationCreated) =>
  fetch(`${origin}${submitDocumentsPath(app.id)}`, { method: 'POST', headers: bearer(app.accessToken) });

async function uploadRequired(app: ApplicationCreated, index: number): Promise<void> {
  for (const [type, name] of [
    ['passport', 'p.pdf'],
    ['photo', 'p.jpg'],
  ] as const) {
    const bytes = type === 'passport' ? pdfBytes(1000) : jpegBytes(1000);
    const contentType = type === 'passport' ? 'application/pdf' : 'image/jpeg';
    expect((await uploadDocument(app, index, type, name, contentType, bytes)).status).toBe(200);
  }
}

describe('documents of a minor (under 18 on the date of arrival)', () => {
  it('the overview says which applicants are minors, by their age on arrival', async () => {
    const app = await family();
    const res = await fetch(`${origin}${documentsListPath(app.id)}`, { headers: bearer(app.accessToken) });
    expect(res.status).toBe(200);
    const overview = (await res.json()) as DocumentsOverview;
    expect(overview.application.applicantMinors).toEqual([false, true, false]);
  });

  it('requires the parental consent and birth certificate of the minor only, then accepts a photo and a PDF', async () => {
    const app = await family();
    for (const index of [0, 1, 2]) await uploadRequired(app, index);
    const refused = await submit(app);
    expect(refused.status).toBe(409);
    const body = (await refused.json()) as { issues: { path: string }[] };
    expect(body.issues.map((i) => i.path)).toEqual([
      'documents.1.parental_consent',
      'documents.1.birth_certificate',
    ]);

    // A phone photo of the birth certificate and a PDF of the consent.
    const photo = await uploadDocument(
      app,
      1,
      'birth_certificate',
      'IMG_2041.JPG',
      'image/jpeg',
      jpegBytes(4000),
    );
    expect(photo.status).toBe(200);
    expect(await photo.json()).toMatchObject({ type: 'birth_certificate', contentType: 'image/jpeg' });
    const consent = await uploadDocument(
      app,
      1,
      'parental_consent',
      'consent.pdf',
      'application/pdf',
      pdfBytes(2000),
    );
    expect(consent.status).toBe(200);
    expect((await submit(app)).status).toBe(200);
  });

  it('has no such slots for an adult: 404 before any upload', async () => {
    const app = await family();
    for (const index of [0, 2]) {
      const { status } = await presign(app.accessToken, {
        applicationId: app.id,
        applicantIndex: index,
        type: 'parental_consent',
        fileName: 'consent.pdf',
        contentType: 'application/pdf',
        size: 2000,
      });
      expect(status).toBe(404);
    }
  });

  it('refuses a Word file as a birth certificate (PDF and photos only)', async () => {
    const app = await family();
    const { status } = await presign(app.accessToken, {
      applicationId: app.id,
      applicantIndex: 1,
      type: 'birth_certificate',
      fileName: 'birth.docx',
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      size: 2000,
    });
    expect(status).toBe(400);
  });
});
