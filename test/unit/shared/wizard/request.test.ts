import { describe, expect, it } from 'vitest';
import { wizardApplicationRequest } from '../../../../shared/wizard/request';
import { createWizardSubmissionSchema, isWizardBody } from '../../../../shared/wizard/submission-schema';
import { completeWizardForm, today, withAnswers } from './fixtures';
import { specimenLines } from '../../../support/mrz-lines';

const schema = createWizardSubmissionSchema(today);
const stagedKey = (slot: string, n: number) =>
  `uploads/tmp/staged/${slot}/${n.toString(16).padStart(32, '0')}`;

/** A complete form whose staged files have real staged keys. */
function formWithKeys() {
  const form = completeWizardForm();
  const files = Object.fromEntries(
    Object.entries(form.files).map(([slot, file], n) => [slot, { ...file, key: stagedKey(slot, n + 1) }]),
  );
  return { ...form, files };
}

describe('the wizard’s create request (spec §7)', () => {
  const body = wizardApplicationRequest(formWithKeys(), 'tr');

  it('is the call’s body for one traveller at the wizard’s price, marked as the wizard’s product', () => {
    expect(body).toMatchObject({
      product: 'wizard',
      locale: 'tr',
      applicationType: 'tourist',
      processingType: 'standard',
      totalAmount: 30,
      contactEmail: 'ayse@example.com',
      contactPhone: '+90 532 123 4567',
      applicantCount: 1,
      includeInsurance: false,
    });
    expect(isWizardBody(body)).toBe(true);
    expect(isWizardBody({ ...body, product: undefined })).toBe(false);
  });

  it('sends one applicant built from the personal and passport answers, with the combined phone', () => {
    expect(body.applicants).toEqual([
      {
        firstName: 'Ayşe',
        lastName: 'Yılmaz',
        dateOfBirth: '1988-04-02',
        gender: 'female',
        nationality: 'TR',
        passportNumber: 'U12345678',
        passportType: 'ordinary',
        passportIssuedDate: '2022-03-01',
        passportExpiryDate: '2032-03-01',
        passportIssuingCountry: 'TR',
        email: 'ayse@example.com',
        phone: '+90 532 123 4567',
        currentAddress: 'Bağdat Caddesi 12, 34710 İstanbul, İstanbul, TR',
        purposeOfVisit: 'tourism',
        portOfEntry: 'JKIA',
        dateOfArrival: '2026-07-01',
        dateOfDeparture: '2026-07-10',
        intendedLengthOfStay: 9,
        accommodationType: 'hotel',
        accommodationName: 'Nairobi Serena Hotel',
        accommodationAddress: 'Kenyatta Avenue, Nairobi',
        hasVisitedKenya: false,
        countryResidence: 'TR',
      },
    ]);
  });

  it('carries every answer as `wizard` and the staged files by slot, and passes the server’s schema', () => {
    expect(body.wizard).toMatchObject({ carryingCash: 'no', customsDeclaration: true, portOfExit: 'JKIA' });
    expect(Object.keys(body.files ?? {})).toEqual([
      'passportFile',
      'photoFile',
      'flightBooking',
      'accommodationBooking',
    ]);
    expect(schema.safeParse(body).success).toBe(true);
  });

  it('derives the eTA type from the purpose of visit', () => {
    const business = wizardApplicationRequest(withAnswers({ purposeOfVisit: 'conference' }), 'en');
    const transit = wizardApplicationRequest(withAnswers({ purposeOfVisit: 'transit' }), 'en');
    expect([business.applicationType, transit.applicationType]).toEqual(['business', 'transit']);
  });
});

describe('the server’s schema of the wizard’s create request', () => {
  const valid = wizardApplicationRequest(formWithKeys(), 'en');
  const pathsOf = (value: unknown) => {
    const result = schema.safeParse(value);
    return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
  };

  it('refuses missing required files, with the step’s messages', () => {
    const { flightBooking: _f, passportFile: _p, ...files } = valid.files ?? {};
    expect(pathsOf({ ...valid, files })).toEqual([
      ['files.passportFile', 'wizard.error.passportFile.required'],
      ['files.flightBooking', 'wizard.error.flightBooking.required'],
    ]);
  });

  it('refuses a file that is not a staged upload, and an unknown slot', () => {
    const files = { ...valid.files, photoFile: { ...valid.files?.photoFile, key: 'uploads/other/x.jpg' } };
    expect(pathsOf({ ...valid, files })).toEqual([['files.photoFile.key', 'wizard.upload.error.missing']]);
    const extra = { ...valid.files, visa: valid.files?.photoFile };
    expect(pathsOf({ ...valid, files: extra })[0]?.[1]).toBe('wizard.upload.error.slot');
  });

  it('reports an invalid section on its path, next to the files', () => {
    expect(
      pathsOf({ ...valid, wizard: { ...valid.wizard, carryingDrugs: '' }, files: {} }).slice(0, 2),
    ).toEqual([
      ['wizard.carryingDrugs', 'wizard.error.carryingDrugs.required'],
      ['files.passportFile', 'wizard.error.passportFile.required'],
    ]);
  });

  it('takes one traveller only, without insurance, at the standard speed', () => {
    expect(pathsOf({ ...valid, applicantCount: 2 })).toEqual([
      ['applicantCount', 'journey.error.applicantCount.invalid'],
    ]);
    expect(pathsOf({ ...valid, applicants: [valid.applicants?.[0], valid.applicants?.[0]] })).toEqual([
      ['applicants', 'journey.error.applicantCount.invalid'],
    ]);
    expect(pathsOf({ ...valid, includeInsurance: true })).toHaveLength(1);
    expect(pathsOf({ ...valid, processingType: 'super_fast' })).toHaveLength(1);
  });
});

describe('the checks of steps 1 and 2 with the create call', () => {
  const form = formWithKeys();
  const mrz = specimenLines.join('\n');
  const photo = {
    problems: ['blurred' as const],
    faceDetection: true,
    measures: {
      width: 600,
      height: 800,
      faces: 1,
      faceShare: 0.4,
      offCentre: 0,
      brightness: 120,
      sharpness: 3,
    },
  };
  const passportKey = form.files.passportFile?.key ?? '';
  const photoKey = form.files.photoFile?.key ?? '';

  it('sends the MRZ read and the photo check of the files it holds, and passes the server’s schema', () => {
    const body = wizardApplicationRequest(form, 'en', {
      passportFile: { fileKey: passportKey, mrz },
      photoFile: { fileKey: photoKey, photo },
    });
    expect(body.passportScan).toEqual({ mrz });
    expect(body.photoCheck).toEqual(photo);
    const parsed = schema.safeParse(body);
    expect(parsed.success).toBe(true);
    expect(parsed.data?.passportScan).toEqual({ mrz });
  });

  it('leaves out a check of another file, and sends none without checks', () => {
    const body = wizardApplicationRequest(form, 'en', {
      passportFile: { fileKey: stagedKey('passportFile', 99), mrz },
      photoFile: { fileKey: stagedKey('photoFile', 99), photo },
    });
    expect(body).not.toHaveProperty('passportScan');
    expect(body).not.toHaveProperty('photoCheck');
    expect(wizardApplicationRequest(form, 'en')).not.toHaveProperty('passportScan');
  });

  it('is refused by the server’s schema when the MRZ is not two lines or a finding is unknown', () => {
    const body = wizardApplicationRequest(form, 'en');
    for (const extra of [
      { passportScan: { mrz: 'P<UTO\nL898' } },
      { photoCheck: { ...photo, problems: ['wearsHat'] } },
    ]) {
      const parsed = schema.safeParse({ ...body, ...extra });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.path[0]).toBe(Object.keys(extra)[0]);
    }
  });
});
