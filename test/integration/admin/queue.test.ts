import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminApplicationPath,
  adminApplicationsPath,
  adminStartReviewPath,
  adminStatusPath,
  type ApplicationDetail,
  type ApplicationList,
  type ApplicationSummary,
  type DashboardStats,
  type QueueView,
} from '../../../shared/api/admin';
import { submitDocumentsPath } from '../../../shared/documents/rules';
import { callbackFor, declined, postCallback, startPayment } from '../payments/support';
import { postJson } from '../applications/support';
import { bearer, created, jpegBytes, markPaid, pdfBytes, uploadDocument } from '../documents/support';
import { adminCall, adminJson, signedIn, statsNow, type Session } from './support';

let admin: Session;
let support: Session;

beforeAll(async () => {
  [admin, support] = await Promise.all([signedIn('admin'), signedIn('support')]);
});

async function inView(view: QueueView | 'refund_due', id: string): Promise<ApplicationSummary | undefined> {
  const page = await adminJson<ApplicationList>(
    admin,
    'GET',
    `${adminApplicationsPath}?view=${view}&limit=100`,
  );
  return page.items.find((i) => i.id === id);
}

const moved = (before: DashboardStats, after: DashboardStats) =>
  Object.fromEntries(
    Object.entries(after.views)
      .map(([view, n]) => [view, n - before.views[view as QueueView]])
      .filter(([, n]) => n !== 0),
  );

describe('the staff queue', () => {
  it('follows an application from payment to decision, view by view, with its counters', async () => {
    let stats = await statsNow(admin);
    const app = await created();
    expect(await inView('awaiting_payment', app.id)).toBeDefined();
    expect(moved(stats, (stats = await statsNow(admin)))).toEqual({ awaiting_payment: 1 });

    await markPaid(app);
    expect(await inView('awaiting_payment', app.id)).toBeUndefined();
    expect(await inView('awaiting_documents', app.id)).toBeDefined();
    expect(moved(stats, (stats = await statsNow(admin)))).toEqual({
      awaiting_payment: -1,
      awaiting_documents: 1,
    });

    await uploadDocument(app, 0, 'passport', 'passport.pdf', 'application/pdf', pdfBytes(2000));
    await uploadDocument(app, 0, 'photo', 'photo.jpg', 'image/jpeg', jpegBytes(2000));
    expect((await postJson(submitDocumentsPath(app.id), {}, bearer(app.accessToken))).status).toBe(200);
    const ready = await inView('ready_for_review', app.id);
    expect(ready?.decisionDueBy).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(ready?.overdue).toBe(false);
    expect(moved(stats, (stats = await statsNow(admin)))).toEqual({
      awaiting_documents: -1,
      ready_for_review: 1,
    });

    // "Start review" is a decision step: support may not; an admin may, once; who is recorded.
    expect((await adminCall(support, 'POST', adminStartReviewPath(app.id))).status).toBe(403);
    const started = await adminJson<ApplicationSummary>(admin, 'POST', adminStartReviewPath(app.id));
    expect(started).toMatchObject({
      status: 'processing',
      view: 'processing',
      review: { startedBy: admin.username },
    });
    expect((await adminCall(admin, 'POST', adminStartReviewPath(app.id))).status).toBe(409);
    expect(await inView('processing', app.id)).toMatchObject({ review: { startedBy: admin.username } });
    expect(moved(stats, (stats = await statsNow(admin)))).toEqual({ ready_for_review: -1, processing: 1 });
    const detail = await adminJson<ApplicationDetail>(admin, 'GET', adminApplicationPath(app.id));
    expect(detail.history.map((h) => h.action)).toContain('start_review');

    await adminJson(admin, 'PATCH', adminStatusPath(app.id), {
      status: 'rejected',
      reasonCode: 'photo',
      reason: 'Blurred photo.',
    });
    expect(await inView('decided', app.id)).toMatchObject({ status: 'rejected' });
    const after = await statsNow(admin);
    expect(moved(stats, after)).toEqual({ processing: -1, decided: 1 });
    expect(after.processing - stats.processing).toBe(-1);
    expect(after.rejected - stats.rejected).toBe(1);
  });

  it('cannot start the review of an application that is not ready (unpaid, no documents)', async () => {
    const app = await created();
    const res = await adminCall(admin, 'POST', adminStartReviewPath(app.id));
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ error: 'not_ready_for_review' });
  });

  it('lists an application paid twice as needing a refund, once', async () => {
    const before = await statsNow(admin);
    const app = await created();
    // The first attempt is declined, a second session is paid, then the first one succeeds after all.
    const first = await startPayment(app);
    await postCallback(callbackFor(app, first, declined));
    const second = await startPayment(app);
    await postCallback(callbackFor(app, second));
    expect((await postCallback(callbackFor(app, first))).status).toBe(200);
    expect(await inView('refund_due', app.id)).toMatchObject({ refundDue: true, view: 'awaiting_documents' });
    expect((await statsNow(admin)).views.refund_due - before.views.refund_due).toBe(1);
    // A repeated callback flags nothing twice.
    expect((await postCallback(callbackFor(app, first))).status).toBe(200);
    expect((await statsNow(admin)).views.refund_due - before.views.refund_due).toBe(1);
  });
});
