import { expect, fullChromiumTag, test } from '../fixtures';
import { text } from '../wizard/support';
import { passportFile, watchRequests } from './support';

/**
 * The wizard's step 1 (issue 16 item 4): the bio-data page chosen there is uploaded and read in the
 * browser; "Use these details" fills step 3. The full matrix of renderings runs on the details page
 * (`npm run test:scan`); the scanner is the same, so this checks the wizard's own wiring.
 */
test(
  'wizard step 1 reads the ICAO specimen and fills step 3, with no request to another host',
  { tag: fullChromiumTag },
  async ({ page, browser, baseURL }) => {
    const t = text('en');
    await page.goto('/kenya-eta-application');
    const requests = watchRequests(page, baseURL ?? '');
    await page.locator('#passportFile').setInputFiles(await passportFile(browser, 'specimen.png'));
    await expect(page.locator('#passportFile-done')).toContainText('specimen.png');
    await expect(page.getByRole('heading', { name: t['passport.scan.success.title'] })).toBeVisible({
      timeout: 90_000,
    });
    await page.getByRole('button', { name: t['passport.scan.apply'] }).click();
    await expect(page.getByText(t['wizard.scan.applied'])).toBeVisible();

    await page
      .getByRole('navigation', { name: t['wizard.nav.label'] })
      .locator('.wizard-steps__wide a')
      .nth(2)
      .click();
    await expect(page.getByLabel(t['common.field.firstName'])).toHaveValue('Anna Maria');
    await expect(page.getByLabel(t['common.field.lastName'])).toHaveValue('Eriksson');
    await expect(page.getByLabel(t['common.field.passportNumber'])).toHaveValue('L898902C3');
    expect(requests.foreign()).toEqual([]);
    expect(requests.uploads()).toBe(1);
    expect(requests.all().some((u) => u.includes('/ocr/eng.traineddata.gz'))).toBe(true);
  },
);
