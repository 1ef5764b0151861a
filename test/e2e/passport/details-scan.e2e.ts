import { expect, fullChromiumTag, test } from '../fixtures';
import { seedStorage, step1Draft, storageValue } from '../journey/support';
import { specimenPage } from '../../support/passport-images';
import { withBadNumberCheckDigit } from '../../support/mrz-lines';
import { passportFile, specimenLines, watchRequests } from './support';

const draft = {
  kenyaEtaApplication: { ...step1Draft, numberOfApplicants: '2', processingType: 'normal' },
};

test.describe('scanning a passport on the details page', { tag: fullChromiumTag }, () => {
  test('prefills the traveller from the ICAO specimen, with no request to another host', async ({
    page,
    browser,
    baseURL,
  }) => {
    await seedStorage(page, draft);
    await page.goto('/kenya-eta-details');
    const requests = watchRequests(page, baseURL ?? '');
    const scan = page.locator('[data-passport-scan]');
    await scan
      .getByLabel('Photo or scan of the passport bio-data page')
      .setInputFiles(await passportFile(browser, 'specimen.png'));
    await expect(scan.getByRole('heading', { name: 'Passport Scanned Successfully' })).toBeVisible({
      timeout: 90_000,
    });
    await expect(scan.getByText('Passport is valid')).toBeVisible();
    await expect(scan.locator('[data-field="passportNumber"] dd')).toHaveText('L898902C3');
    await expect(scan.getByText(/The country code UTO is not a country we know/)).toBeVisible();
    await scan.getByRole('button', { name: 'Use these details' }).click();
    await expect(page.getByLabel('First name')).toHaveValue('Anna');
    await expect(page.getByLabel('Middle name (optional)')).toHaveValue('Maria');
    await expect(page.getByLabel('Last name')).toHaveValue('Eriksson');
    await expect(page.getByLabel('Passport number')).toHaveValue('L898902C3');
    expect(requests.foreign()).toEqual([]);
    expect(requests.all().some((u) => u.includes('/ocr/eng.traineddata.gz'))).toBe(true);
    const scans = (await storageValue(page, 'kenyaEtaPassportScans')) as Record<string, string>;
    expect(Object.values(scans)).toEqual([
      'P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<\nL898902C36UTO7408122F1204159ZE184226B<<<<<10',
    ]);
  });

  test('reports a passport number whose check digit does not match, and leaves that field to type', async ({
    page,
    browser,
  }) => {
    await seedStorage(page, draft);
    await page.goto('/kenya-eta-details');
    const scan = page.locator('[data-passport-scan]');
    const corrupted = specimenPage(withBadNumberCheckDigit(specimenLines));
    await scan
      .getByLabel('Photo or scan of the passport bio-data page')
      .setInputFiles(await passportFile(browser, 'corrupted.png', corrupted));
    await expect(scan.getByRole('heading', { name: 'Validation issues detected' })).toBeVisible({
      timeout: 90_000,
    });
    await expect(scan.getByText('The passport number does not match its check digit.')).toBeVisible();
    await expect(scan.locator('[data-field="passportNumber"] dd')).toContainText('(not verified)');
    await scan.getByRole('button', { name: 'Use these details' }).click();
    await expect(page.getByLabel('Last name')).toHaveValue('Eriksson');
    await expect(page.getByLabel('Passport number')).toHaveValue('');
  });
});
