import type { Page } from '@playwright/test';
import { createTestStaff, e2eTable, signInThroughUi } from '../../support/staff';
import { expect, fullChromiumTag, test } from '../fixtures';
import { evisaPdf, mailsTo, openApplication, panelText, readyForReview } from './panel-support';

const t = panelText('en');

/** A queue tab by its view's name (its count follows the name). */
const viewTab = (page: Page, name: string) =>
  page.getByRole('group', { name: t['admin.panel.view.label'] }).getByRole('button', {
    name: new RegExp(`^${name}`),
  });

/**
 * Issue 19's staff line, end to end: ready for review -> "Start review" (processing, who) -> approved
 * with a PDF -> the e-visa opened and resent (two clicks at once from two tabs: one e-mail) ; another
 * application rejected with a reason from the list, which the traveller's status page then shows.
 */
test(
  'staff review, approve, open and resend once; a rejection reason reaches the status page',
  { tag: fullChromiumTag },
  async ({ page, context, request, mailUrl }) => {
    const [first, second] = await Promise.all([readyForReview(request), readyForReview(request)]);
    const admin = await createTestStaff(e2eTable(), { role: 'admin', displayName: 'Grace Wanjiku' });
    await signInThroughUi(page, admin);

    await viewTab(page, t['admin.panel.view.ready_for_review']).click();
    await expect(viewTab(page, t['admin.panel.view.ready_for_review'])).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('row').filter({ hasText: first.applicationNumber })).toHaveCount(1);
    await openApplication(page, first.applicationNumber);

    await page.getByRole('button', { name: t['admin.panel.review.start'] }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `In review by ${admin.username}` }),
    ).toBeVisible();
    await expect(page.locator('.admin-detail__tags').getByText('Processing')).toBeVisible();

    await page.getByLabel('E-visa file').setInputFiles({
      name: 'evisa.pdf',
      mimeType: 'application/pdf',
      buffer: await evisaPdf(first.applicationNumber),
    });
    await page.getByRole('button', { name: 'Approve and send e-visa' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Application approved' })).toBeVisible();
    const approvedSubject = `Your Kenya eTA is approved – ${first.applicationNumber}`;
    expect(await mailsTo(mailUrl, first.contactEmail, approvedSubject)).toHaveLength(1);

    // Open: a short-lived link in a new tab, to the PDF sent.
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: t['admin.panel.evisa.open'] }).click();
    const evisaTab = await popup;
    await evisaTab.waitForURL(/X-Amz-Signature=/);
    expect(await evisaTab.evaluate(() => document.contentType)).toBe('application/pdf');
    await evisaTab.close();

    // Resend from two tabs at the same moment: one e-mail goes, both tabs say so.
    const other = await context.newPage();
    await other.goto(page.url());
    const resend = t['admin.panel.evisa.resend'];
    await expect(other.getByRole('button', { name: resend })).toBeEnabled();
    await expect(page.getByRole('button', { name: resend })).toBeEnabled();
    await Promise.all([
      page.getByRole('button', { name: resend }).click(),
      other.getByRole('button', { name: resend }).click(),
    ]);
    const told = new RegExp(`${t['admin.panel.evisa.resent']}|${t['admin.panel.evisa.alreadyResent']}`);
    await expect(page.getByRole('status').filter({ hasText: told })).toBeVisible();
    await expect(other.getByRole('status').filter({ hasText: told })).toBeVisible();
    expect(await mailsTo(mailUrl, first.contactEmail, approvedSubject)).toHaveLength(2);
    await other.close();

    // Reject the second one with a reason from the list and words for the traveller.
    await page.getByRole('link', { name: t['admin.panel.detail.back'] }).click();
    await openApplication(page, second.applicationNumber);
    const reasonLabel = t['common.rejectionReason.documents'];
    await page.getByLabel('Reason', { exact: true }).selectOption('documents');
    const text = 'The passport page is cut off at the bottom: please apply again with the whole page.';
    await page.getByLabel('Explanation for the traveller').fill(text);
    await page.getByRole('button', { name: 'Reject application' }).click();
    await page.getByRole('button', { name: 'Yes, reject the application' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Application rejected' })).toBeVisible();

    await page.goto('/kenya-eta-check-status');
    await expect(page.locator('.status-lookup[data-hydrated]')).toBeAttached();
    await page.getByLabel('Application number').fill(second.applicationNumber);
    await page.getByLabel('Email address').fill(second.contactEmail);
    await page.getByRole('button', { name: 'Check Status' }).click();
    const result = page.getByRole('region', { name: `Application ${second.applicationNumber}` });
    await expect(result.getByText(reasonLabel)).toBeVisible();
    await expect(result.getByText(text)).toBeVisible();
  },
);
