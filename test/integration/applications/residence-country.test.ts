import { beforeAll, describe, expect, it } from 'vitest';
import { adminApplicationPath, type ApplicationDetail } from '../../../shared/api/admin';
import { confirmationPath } from '../../../shared/api/applications';
import type { ApplicationCreated } from '../../../shared/journey/schemas';
import { getApplicants } from '../../../functions/lib/applications-table';
import { adminJson, signedIn, type Session } from '../admin/support';
import { bearer } from '../payments/support';
import {
  applicant,
  applicationsOf,
  createApplication,
  mailsTo,
  postJson,
  storedApplication,
  submission,
  table,
} from './support';

let admin: Session;
beforeAll(async () => {
  admin = await signedIn('admin');
});

/** The residence country asked before step 1 (issue 14 item 6): sent, validated, stored, shown. */
describe('the country of residence', () => {
  it('is stored with the application and each applicant, e-mailed in the confirmation and shown to staff', async () => {
    const body = submission({
      residenceCountry: 'de',
      applicants: [applicant(), applicant({ firstName: 'Joseph', passportNumber: 'CD7654321' })],
    });
    const res = await createApplication(body);
    expect(res.status).toBe(201);
    const app = (await res.json()) as ApplicationCreated;
    expect(await storedApplication(app.id)).toMatchObject({ residenceCountry: 'DE' });
    expect((await getApplicants(table, app.id)).map((a) => a.countryResidence)).toEqual(['DE', 'DE']);

    const sent = await postJson(confirmationPath, { applicationId: app.id }, bearer(app.accessToken));
    expect(sent.status).toBe(200);
    const [mail] = await mailsTo(body.contactEmail);
    expect(mail?.body.text).toContain('Country of residence: Germany');

    const detail = await adminJson<ApplicationDetail>(admin, 'GET', adminApplicationPath(app.id));
    expect(detail.applicants.map((a) => a.countryResidence)).toEqual(['DE', 'DE']);
  });

  it('refuses a code that is not a country, with the field path, and stores nothing', async () => {
    const body = submission({ residenceCountry: 'XX' });
    const res = await createApplication(body);
    expect(res.status).toBe(400);
    const error = (await res.json()) as { issues: { path: string; message: string }[] };
    expect(error.issues).toEqual([{ path: 'residenceCountry', message: 'journey.error.country.invalid' }]);
    expect(await applicationsOf(body.contactEmail)).toEqual([]);
  });
});
