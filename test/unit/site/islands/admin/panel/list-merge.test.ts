import { describe, expect, it } from 'vitest';
import type { ApplicationSummary } from '../../../../../../shared/api/admin';
import { appendPage, mergeArrivals, withStatus } from '../../../../../../site/islands/admin/panel/list-merge';

const app = (id: string): ApplicationSummary => ({
  id,
  applicationNumber: `KE-${id.padStart(8, '0')}`,
  createdAt: '2026-03-02T08:10:00.000Z',
  status: 'pending',
  paymentStatus: 'paid',
  contactEmail: `${id}@example.com`,
  applicantCount: 1,
  applicantNames: ['Amina Otieno'],
  totalAmount: 218,
  processingType: 'normal',
  applicationType: 'tourist',
});
const ids = (items: readonly ApplicationSummary[]) => items.map((a) => a.id);

describe('merging the list', () => {
  it('puts arrivals on top, newest first, and counts them', () => {
    const merged = mergeArrivals([app('2'), app('1')], [app('4'), app('3')]);
    expect(ids(merged.items)).toEqual(['4', '3', '2', '1']);
    expect(merged.added).toBe(2);
  });

  it('does not show an application twice when a poll repeats it', () => {
    const current = [app('2'), app('1')];
    const merged = mergeArrivals(current, [app('3'), app('2')]);
    expect(ids(merged.items)).toEqual(['3', '2', '1']);
    expect(merged.added).toBe(1);
    expect(mergeArrivals(current, [app('2')]).items).toBe(current);
  });

  it('appends an older page below, skipping any already shown', () => {
    expect(ids(appendPage([app('3'), app('2')], [app('2'), app('1')]))).toEqual(['3', '2', '1']);
  });

  it('changes one row’s status after a decision', () => {
    const items = withStatus([app('2'), app('1')], '1', 'approved');
    expect(items.map((a) => a.status)).toEqual(['pending', 'approved']);
  });
});
