import { describe, expect, it } from 'vitest';
import type { ApplicationSummary } from '../../../../../../shared/api/admin';
import { adminListQuerySchema } from '../../../../../../shared/api/admin';
import { applyChanges, belongsTo } from '../../../../../../site/islands/admin/panel/list-merge';
import { listQuery } from '../../../../../../site/islands/admin/panel/panel-url';

const app = (id: string, extra: Partial<ApplicationSummary> = {}) =>
  ({
    id,
    applicationNumber: `KE-${id.padStart(8, '0')}`,
    createdAt: `2026-11-26T08:1${id}:00.000Z`,
    status: 'pending',
    paymentStatus: 'paid',
    contactEmail: `${id}@example.com`,
    applicantCount: 1,
    applicantNames: ['Neema Mushi'],
    totalAmount: 309,
    processingType: 'normal',
    applicationType: 'tourist',
    view: 'ready_for_review',
    overdue: false,
    ...extra,
  }) satisfies ApplicationSummary;

describe("the admin panel's destination filter", () => {
  it('asks the list for one destination, in a query the server schema accepts', () => {
    const text = listQuery({ view: 'ready_for_review', q: '', destination: 'tanzania' });
    expect(text).toBe('?view=ready_for_review&destination=tanzania');
    const parsed = adminListQuerySchema.parse(Object.fromEntries(new URLSearchParams(text)));
    expect(parsed.destination).toBe('tanzania');
    expect(listQuery({ view: 'all', q: '' })).toBe('');
  });

  it("keeps a polled application out of another destination's list; one stored without a destination is Kenya's", () => {
    const tanzania = app('1', { applicationNumber: 'TZ-00000001', destination: 'tanzania' });
    const older = app('2');
    expect(belongsTo(tanzania, { view: 'all', q: '', destination: 'kenya' })).toBe(false);
    expect(belongsTo(older, { view: 'all', q: '', destination: 'kenya' })).toBe(true);
    expect(belongsTo(older, { view: 'all', q: '', destination: 'tanzania' })).toBe(false);
    const merged = applyChanges([], [tanzania, older], { view: 'all', q: '', destination: 'tanzania' });
    expect(merged.items.map((a) => a.id)).toEqual(['1']);
  });
});
