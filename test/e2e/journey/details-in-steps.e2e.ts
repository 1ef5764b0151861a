import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { completeApplicant, seedStorage, step1Draft } from './support';

/**
 * The details form renders a fieldset at a time (`useRevealedCount`, issue 12 item 4: one commit of the
 * whole form was one long task), yet a visitor never meets a form still being built: a key, a touch or
 * a focus renders the rest before its own action, and a Change link's `#field` gets the whole form.
 */
const draft = { kenyaEtaApplication: { ...step1Draft, processingType: 'normal' } };

/** Records, per DOM mutation batch (one per React commit), how many group fieldsets were added. */
async function recordFieldsetBatches(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const batches: number[] = [];
    (window as unknown as { fieldsetBatches: number[] }).fieldsetBatches = batches;
    new MutationObserver((records) => {
      let added = 0;
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          added +=
            (node.matches('fieldset.fieldset--group') ? 1 : 0) +
            node.querySelectorAll('fieldset.fieldset--group').length;
        }
      }
      if (added > 0) batches.push(added);
    }).observe(document, { childList: true, subtree: true });
  });
}

const batches = (page: Page) =>
  page.evaluate(() => (window as unknown as { fieldsetBatches: number[] }).fieldsetBatches);

test.describe('the details form appears a fieldset at a time', () => {
  test('no commit adds more than one fieldset of the applicant, and all of them arrive', async ({ page }) => {
    await seedStorage(page, draft);
    await recordFieldsetBatches(page);
    await page.goto('/kenya-eta-details');
    await expect(page.getByRole('heading', { name: 'Applicant 1 of 2' })).toBeVisible();
    await expect(page.getByText('Add optional details')).toBeVisible();
    await expect(page.getByLabel('Relationship to the applicant')).toBeVisible();
    const seen = await batches(page);
    expect(seen.length).toBeGreaterThan(3);
    expect(Math.max(...seen.slice(0, -1))).toBe(1);
  });

  test('a key pressed while it is being built renders the rest before the key acts', async ({ page }) => {
    await seedStorage(page, draft);
    // The page's timers held: the form stops after its first fieldset, as if a slow phone were still
    // building it when the visitor presses Tab.
    // The clock starts a minute back and pauses at now: a pause at the install time itself can land
    // behind the page's clock, which runs from the install (Playwright then refuses to go back).
    const now = Date.now();
    await page.clock.install({ time: now - 60_000 });
    await page.clock.pauseAt(now);
    await page.goto('/kenya-eta-details');
    await expect(page.getByRole('heading', { name: 'Applicant 1 of 2' })).toBeVisible();
    const fieldsets = page.locator('fieldset.fieldset--group');
    await expect(fieldsets).toHaveCount(1);
    await page.keyboard.press('Tab');
    // Counted at once, not waited for: the whole form was there before the Tab moved the focus.
    expect(await fieldsets.count()).toBeGreaterThan(4);
    expect(await page.getByText('Add optional details').count()).toBe(1);
  });

  test('a click on Next while it is being built acts: the rest arrives above, the button stays under the pointer', async ({
    page,
  }) => {
    await seedStorage(page, { ...draft, kenyaEtaApplicants: [completeApplicant('a1', 'Mary', 'Major')] });
    // The page's timers held, as in the test above: the form stops after its first fieldset.
    const now = Date.now();
    await page.clock.install({ time: now - 60_000 });
    await page.clock.pauseAt(now);
    await page.goto('/kenya-eta-details');
    await expect(page.getByRole('heading', { name: 'Applicant 1 of 2' })).toBeVisible();
    await expect(page.locator('fieldset.fieldset--group')).toHaveCount(1);
    const next = page.getByRole('button', { name: 'Next applicant' });
    await next.scrollIntoViewIfNeeded();
    const before = await next.boundingBox();
    // Pressed: the rest of the form is rendered above the button before the press ends.
    await next.hover();
    await page.mouse.down();
    expect(await page.locator('fieldset.fieldset--group').count()).toBeGreaterThan(4);
    // Where it was, to the scroll's rounding (less than a pixel).
    const after = await next.boundingBox();
    expect(Math.abs((after?.y ?? 0) - (before?.y ?? 0))).toBeLessThan(1);
    await page.mouse.up();
    await expect(page.getByRole('heading', { name: 'Applicant 2 of 2' })).toBeFocused();
  });

  test('a Change link to the last section focuses its field at once', async ({ page }) => {
    await seedStorage(page, draft);
    await page.goto('/kenya-eta-details#applicant-1-emergencyContactName');
    await expect(page.locator('#applicant-1-emergencyContactName')).toBeFocused();
  });
});
