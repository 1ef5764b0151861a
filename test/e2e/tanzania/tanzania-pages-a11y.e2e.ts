import type { Page } from '@playwright/test';
import { journeyStorageKeys } from '../../../shared/journey/storage-keys';
import { axeViolations, expect, test } from '../fixtures';
import { completeApplicant, seedStorage } from '../journey/support';

/**
 * The Tanzania journey's details and check-answers pages in English and Arabic: no axe violations, no
 * dictionary key shown, Tanzania's words (its ports of entry, previous visits to Tanzania) and the visa's
 * own answers, not Kenya's.
 */
const keys = journeyStorageKeys.tanzania;
const tanzanian = (id: string, firstName: string) => ({
  ...completeApplicant(id, firstName, 'Major'),
  nationality: 'US',
  passportIssuingCountry: 'US',
  portOfEntry: 'JRO',
});

async function seedTanzaniaDraft(page: Page): Promise<void> {
  await seedStorage(page, {
    [keys.application]: {
      nationality: 'US',
      visaType: 'multiple_entry',
      numberOfApplicants: '2',
      processingType: 'super_fast',
      insurance: false,
      departureCountry: 'US',
      contactEmail: 'family@example.com',
      contactEmail2: 'family@example.com',
      contactPhone: '202 555 0100',
      countryCode: '+1',
    },
    [keys.applicants]: [tanzanian('t1', 'Mary'), tanzanian('t2', 'Minnie')],
    [keys.legalAgreements]: {
      termsAccepted: true,
      privacyAccepted: true,
      dataAccuracy: true,
      paymentAgreement: true,
    },
    [keys.signature]: 'Mary Major',
  });
}

async function expectClean(page: Page, what: string): Promise<void> {
  expect(await axeViolations(page), what).toEqual([]);
  await expect(page.locator('main'), what).not.toContainText(
    /\b(flow|journey|visa|tanzania|common|destination)\.[a-z]+\.[A-Za-z]/,
  );
}

for (const [language, prefix] of [
  ['English', ''],
  ['Arabic', '/ar'],
] as const) {
  test(`Tanzania's details and check-answers pages in ${language}: no axe violations, Tanzania's words`, async ({
    page,
  }) => {
    await seedTanzaniaDraft(page);
    await page.goto(`${prefix}/apply-visa/details`);
    const port = page.locator('#applicant-1-portOfEntry');
    await expect(port).toHaveValue('JRO');
    expect(
      await port.locator('option').evaluateAll((o) => o.map((e) => (e as HTMLOptionElement).value)),
    ).not.toContain('JKIA');
    await expectClean(page, 'details');

    await page.goto(`${prefix}/apply-visa/check-answers`);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(page.locator('main')).toContainText(
      prefix ? 'مطار كليمنجارو' : 'Kilimanjaro International Airport',
    );
    if (!prefix) {
      await expect(page.locator('main')).toContainText('Multiple entry');
      await expect(page.locator('main')).not.toContainText('Type of eTA');
      await expect(page.locator('main')).not.toContainText('Kenya');
    }
    await expectClean(page, 'check answers');
  });
}
