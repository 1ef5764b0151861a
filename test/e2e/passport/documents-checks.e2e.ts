import { addYears, todayFrom } from '../../../shared/journey/dates';
import { createTestStaff, e2eTable, signInThroughUi } from '../../support/staff';
import { td3Lines, type TestPassport } from '../../support/mrz-lines';
import { renderPortrait } from '../../support/portrait-images';
import { openApplication } from '../admin/panel-support';
import { seedSession } from '../documents/support';
import { expect, fullChromiumTag, test } from '../fixtures';
import { createApplication, payThroughGateway } from '../status/support';
import { passportFile, watchRequests } from './support';

const yymmdd = (iso: string) => iso.slice(2).replace(/-/g, '');
/** Amina Otieno as `createApplication` types her, and Joseph Kamau with another passport number. */
const expiry = yymmdd(
  addYears(
    todayFrom(() => new Date()),
    8,
  ),
);
const amina: TestPassport = {
  issuing: 'GBR',
  surname: 'OTIENO',
  givenNames: 'AMINA',
  number: 'AB1234567',
  nationality: 'GBR',
  birth: '900520',
  sex: 'F',
  expiry,
};
const joseph: TestPassport = { ...amina, surname: 'KAMAU', givenNames: 'JOSEPH', number: 'CD7654329' };
const page = (p: TestPassport) => ({
  lines: td3Lines(p),
  surname: p.surname,
  givenNames: p.givenNames,
  number: p.number,
  nationality: 'BRITISH CITIZEN',
  birth: '20 MAY 1990',
  expiry: 'IN 8 YEARS',
});

test.describe(
  'the documents page reads the passport page and checks the photo',
  { tag: fullChromiumTag },
  () => {
    test('a matching page, a page with another passport number and a good photo, as the traveller and staff see them', async ({
      page: browserPage,
      browser,
      request,
      baseURL,
    }) => {
      test.setTimeout(180_000);
      const app = await createApplication(request);
      await payThroughGateway(request, app);
      await seedSession(browserPage, app);
      await browserPage.goto('/kenya-eta-documents');
      await expect(browserPage.locator('[data-hydrated]')).toBeAttached();
      const requests = watchRequests(browserPage, baseURL ?? '');

      await browserPage
        .locator('#doc-0-passport')
        .setInputFiles(await passportFile(browser, 'amina.png', page(amina)));
      const first = browserPage.locator('[data-slot="0.passport"]');
      await expect(first.locator('[data-passport-compare="matches"]')).toHaveText(
        'Passport read: it matches the details you gave.',
        { timeout: 90_000 },
      );
      await browserPage
        .locator('#doc-1-passport')
        .setInputFiles(await passportFile(browser, 'joseph.jpg', page(joseph), { format: 'jpeg', scale: 2 }));
      await expect(
        browserPage.locator('[data-slot="1.passport"] [data-passport-compare="differs"]'),
      ).toContainText('does not match the details you gave for: Passport number.', { timeout: 90_000 });
      await browserPage
        .locator('#doc-0-photo')
        .setInputFiles({ name: 'amina.jpg', mimeType: 'image/jpeg', buffer: await renderPortrait(browser) });
      await expect(browserPage.locator('[data-slot="0.photo"] [data-photo-check="passed"]')).toHaveText(
        'Photo check: your photo looks good.',
        { timeout: 90_000 },
      );
      // The scan and the check ran in this browser: nothing but the three files left for the storage.
      expect(requests.foreign()).toEqual([]);
      expect(requests.uploads()).toBe(3);

      await signInThroughUi(browserPage, await createTestStaff(e2eTable(), { role: 'admin' }));
      await openApplication(browserPage, app.applicationNumber);
      const checks = browserPage.getByRole('region', { name: 'Passport reading and photo check' });
      await expect(checks.locator('[data-applicant="0"] [data-passport-check="matches"]')).toContainText(
        'Passport read: matches',
      );
      const differs = checks.locator('[data-applicant="1"] [data-passport-check="differs"]');
      await expect(differs).toContainText('Passport read: differs');
      await expect(differs.getByRole('row', { name: /Passport number/ })).toContainText('CD7654321');
      await expect(differs.getByRole('row', { name: /Passport number/ })).toContainText('CD7654329');
      await expect(checks.locator('[data-applicant="0"] [data-photo-check="passed"]')).toContainText(
        'Photo check: passed',
      );
    });

    test('a photo with no face, two faces, too dark or blurred gets its own message, and can still be uploaded', async ({
      page: browserPage,
      browser,
      request,
    }) => {
      test.setTimeout(150_000);
      const app = await createApplication(request);
      await payThroughGateway(request, app);
      await seedSession(browserPage, app);
      await browserPage.goto('/kenya-eta-documents');
      await expect(browserPage.locator('[data-hydrated]')).toBeAttached();
      const slot = browserPage.locator('[data-slot="0.photo"]');
      const cases = [
        { options: { faces: 0 as const }, problem: 'noFace', text: 'We could not find a face.' },
        { options: { faces: 2 as const }, problem: 'manyFaces', text: 'There is more than one face.' },
        { options: { brightness: 0.25 }, problem: 'tooDark', text: 'The photo is too dark.' },
        { options: { blur: 6 }, problem: 'blurred', text: 'The photo is blurred.' },
      ];
      for (const { options, problem, text } of cases) {
        const buffer = await renderPortrait(browser, options);
        await browserPage
          .locator('#doc-0-photo')
          .setInputFiles({ name: `${problem}.jpg`, mimeType: 'image/jpeg', buffer });
        const findings = slot.locator('[data-photo-findings]');
        await expect(findings).toBeVisible({ timeout: 90_000 });
        await expect(findings.locator('[data-problem]')).toHaveCount(1);
        await expect(findings.locator(`[data-problem="${problem}"]`)).toContainText(text);
        if (problem !== 'blurred') {
          await findings.getByRole('button', { name: 'Choose another photo' }).click();
          await expect(findings).toBeHidden();
        }
      }
      await slot.getByRole('button', { name: 'Upload this photo anyway' }).click();
      await expect(slot.getByText('Uploaded: blurred.jpg')).toBeVisible({ timeout: 30_000 });
      await expect(slot.locator('[data-photo-check="findings"]')).toContainText('The photo is blurred.');
    });
  },
);
