import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { pickMessages } from '../../../../../../shared/i18n';
import { createTranslator } from '../../../../../../shared/i18n/translate';
import { passportCheckOf, photoCheckRecordOf } from '../../../../../../shared/passport/checks';
import { wizardApplicant } from '../../../../../../shared/wizard/applicant';
import { adminPanelPrefixes, type AdminPanelKey } from '../../../../../../site/lib/island-messages';
import { AdminChecks } from '../../../../../../site/islands/passport/AdminChecks';
import { td3Lines, type TestPassport } from '../../../../../support/mrz-lines';
import { privateHostAnswers } from '../../../../../support/wizard-answers';

const now = new Date('2026-06-15T10:00:00Z');
const t = createTranslator<AdminPanelKey>(
  'en',
  pickMessages('en', adminPanelPrefixes) as Record<AdminPanelKey, string>,
);
/** The wizard's one traveller as the create path stores it (Ayşe Yılmaz, U12345678). */
const traveller = wizardApplicant(privateHostAnswers());
const passport: TestPassport = {
  issuing: 'TUR',
  surname: 'YILMAZ',
  givenNames: 'AYSE',
  number: 'U12345678',
  nationality: 'TUR',
  birth: traveller.dateOfBirth.slice(2).replace(/-/g, ''),
  sex: 'F',
  expiry: traveller.passportExpiryDate.slice(2).replace(/-/g, ''),
};
const dark = photoCheckRecordOf(
  {
    problems: [],
    faceDetection: true,
    measures: {
      width: 600,
      height: 800,
      faces: 1,
      faceShare: 0.4,
      offCentre: 0,
      brightness: 30,
      sharpness: 300,
    },
  },
  now,
);

function render(lines: [string, string]): string {
  const check = passportCheckOf(lines.join('\n'), traveller, 'document', now);
  return renderToStaticMarkup(
    <AdminChecks
      checks={[{ applicantIndex: 0, passport: [check], photo: dark }]}
      applicants={[{ ...traveller }]}
      locale="en"
      t={t}
    />,
  );
}

describe('the passport read and photo check of a wizard application in the admin view', () => {
  it('says the page matches the answers of step 3, read from the uploaded page, and the photo’s finding', () => {
    const html = render(td3Lines(passport));
    expect(html).toContain('Passport read: matches');
    expect(html).toContain('Uploaded bio-data page');
    expect(html).toContain('Photo check: findings (the traveller continued)');
    expect(html).toContain(t('passport.photo.problem.tooDark'));
  });

  it('lists a differing field with what was typed and what was read', () => {
    const html = render(td3Lines({ ...passport, number: 'U12345679' }));
    expect(html).toContain('Passport read: differs');
    expect(html).toMatch(/Passport number<\/th><td dir="ltr">U12345678<\/td><td dir="ltr">U12345679</);
  });
});
