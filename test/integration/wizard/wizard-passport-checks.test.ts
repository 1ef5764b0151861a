import { beforeAll, describe, expect, it } from 'vitest';
import { adminApplicationPath, type ApplicationDetail } from '../../../shared/api/admin';
import { addDays, addYears, toIsoDate } from '../../../shared/journey/dates';
import { applicationCreatedSchema } from '../../../shared/journey/schemas';
import type { PhotoMeasures } from '../../../shared/passport/schemas';
import type { WizardFileChecks, WizardForm } from '../../../shared/wizard/form-data';
import { wizardApplicationRequest } from '../../../shared/wizard/request';
import { td3Lines, withBadNumberCheckDigit, type TestPassport } from '../../support/mrz-lines';
import { stackNow } from '../../support/stack-clock';
import { completeWizardForm } from '../../unit/shared/wizard/fixtures';
import { adminJson, signedIn, type Session } from '../admin/support';
import { createApplication, uniqueEmail } from '../applications/support';
import { stack } from '../support';
import { ownAddress, stageRequiredFiles } from './support';

let today: string;
let staff: Session;

beforeAll(async () => {
  today = toIsoDate(await stackNow(stack.url));
  staff = await signedIn('support');
});

const yymmdd = (iso: string) => iso.slice(2).replace(/-/g, '');

/** The traveller of `completeWizardForm` (Ayşe Yılmaz, U12345678), with dates valid on the stack's today. */
async function wizardForm(): Promise<WizardForm> {
  return {
    ...completeWizardForm(),
    email: uniqueEmail(),
    passportIssueDate: addYears(today, -2),
    passportExpiryDate: addYears(today, 8),
    arrivalDate: addDays(today, 20),
    departureDate: addDays(today, 30),
    files: await stageRequiredFiles(ownAddress()),
  };
}

/** Her passport's MRZ as a scan of step 1 reads it (İ and ş written as ICAO 9303 writes them). */
const passportOf = (form: WizardForm): TestPassport => ({
  issuing: 'TUR',
  surname: 'YILMAZ',
  givenNames: 'AYSE',
  number: form.passportNumber,
  nationality: 'TUR',
  birth: yymmdd(form.dateOfBirth),
  sex: 'F',
  expiry: yymmdd(form.passportExpiryDate),
});

const portrait: PhotoMeasures = {
  width: 600,
  height: 800,
  faces: 1,
  faceShare: 0.45,
  offCentre: 0.02,
  brightness: 150,
  sharpness: 300,
};

/** Creates the application with steps 1 and 2's checks and returns what staff see in its detail. */
async function staffDetail(form: WizardForm, lines: [string, string], measures: PhotoMeasures) {
  const checks: WizardFileChecks = {
    passportFile: { fileKey: form.files.passportFile?.key ?? '', mrz: lines.join('\n') },
    // The browser claims there is nothing wrong: the server judges the measures itself.
    photoFile: {
      fileKey: form.files.photoFile?.key ?? '',
      photo: { problems: [], faceDetection: true, measures },
    },
  };
  const res = await createApplication(wizardApplicationRequest(form, 'en', checks));
  expect(res.status).toBe(201);
  const app = applicationCreatedSchema.parse(await res.json());
  const detail = await adminJson<ApplicationDetail>(staff, 'GET', adminApplicationPath(app.id));
  expect(detail.checks).toHaveLength(1);
  return detail.checks[0];
}

describe('the passport read and the photo check of a wizard application, as staff see them', () => {
  it('a page that matches step 3’s answers, and a photo that passes', async () => {
    const form = await wizardForm();
    const checks = await staffDetail(form, td3Lines(passportOf(form)), portrait);
    expect(checks?.applicantIndex).toBe(0);
    expect(checks?.passport).toEqual([
      expect.objectContaining({
        source: 'document',
        valid: true,
        comparison: expect.objectContaining({ matches: true, differing: [] }),
      }),
    ]);
    expect(checks?.passport[0]?.read).toMatchObject({ surname: 'YILMAZ', passportNumber: 'U12345678' });
    expect(checks?.photo).toMatchObject({ passed: true, problems: [], measures: portrait });
  });

  it('a page with another number and birth date, and a dark photo the browser called fine', async () => {
    const form = await wizardForm();
    const other = { ...passportOf(form), number: 'U12345679', birth: '880403' };
    const checks = await staffDetail(form, td3Lines(other), { ...portrait, brightness: 35 });
    expect(checks?.passport[0]).toMatchObject({ valid: true, comparison: { matches: false } });
    expect([...(checks?.passport[0]?.comparison.differing ?? [])].sort()).toEqual([
      'dateOfBirth',
      'passportNumber',
    ]);
    expect(checks?.photo).toMatchObject({ passed: false, problems: ['tooDark'] });
  });

  it('a page whose check digit fails is recorded as not verified', async () => {
    const form = await wizardForm();
    const checks = await staffDetail(form, withBadNumberCheckDigit(td3Lines(passportOf(form))), portrait);
    expect(checks?.passport[0]).toMatchObject({ valid: false });
    expect(checks?.passport[0]?.errors.length).toBeGreaterThan(0);
  });
});
