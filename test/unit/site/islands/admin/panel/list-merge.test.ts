import { describe, expect, it } from 'vitest';
import type { ApplicationSummary, QueueView } from '../../../../../../shared/api/admin';
import {
  appendPage,
  applyChanges,
  withApplication,
} from '../../../../../../site/islands/admin/panel/list-merge';

const app = (id: string, view: QueueView = 'ready_for_review', extra: Partial<ApplicationSummary> = {}) =>
  ({
    id,
    applicationNumber: `KE-${id.padStart(8, '0')}`,
    createdAt: `2026-03-02T08:1${id}:00.000Z`,
    status: view === 'processing' ? 'processing' : view === 'decided' ? 'approved' : 'pending',
    paymentStatus: 'paid',
    contactEmail: `${id}@example.com`,
    applicantCount: 1,
    applicantNames: ['Amina Otieno'],
    totalAmount: 218,
    processingType: 'normal',
    applicationType: 'tourist',
    view,
    overdue: false,
    ...extra,
  }) satisfies ApplicationSummary;
const ids = (items: readonly ApplicationSummary[]) => items.map((a) => a.id);
const all = { view: 'all', q: '' } as const;
const ready = { view: 'ready_for_review', q: '' } as const;

describe('the changes a poll brings', () => {
  it('put new applications on top of a newest-first list, and count them', () => {
    const merged = applyChanges([app('2'), app('1')], [app('4'), app('3')], all);
    expect(ids(merged.items)).toEqual(['4', '3', '2', '1']);
    expect(merged.added).toBe(2);
  });

  it('give a shown row its new state in place, without counting it as new', () => {
    const merged = applyChanges([app('2'), app('1')], [app('1', 'decided')], all);
    expect(merged.items.map((a) => [a.id, a.view])).toEqual([
      ['2', 'ready_for_review'],
      ['1', 'decided'],
    ]);
    expect(merged.added).toBe(0);
  });

  it('take a row out of a view it has left (a colleague started its review or decided it)', () => {
    const merged = applyChanges([app('1'), app('2')], [app('1', 'processing')], ready);
    expect(ids(merged.items)).toEqual(['2']);
  });

  it('add an application that entered the view at the end of a queue worked oldest first', () => {
    expect(ids(applyChanges([app('1')], [app('2'), app('3', 'awaiting_payment')], ready).items)).toEqual([
      '1',
      '2',
    ]);
  });

  it('keep a search to what it found, fresh, and leave test data out of the views', () => {
    const search = { view: 'all', q: 'amina' } as const;
    expect(ids(applyChanges([app('1')], [app('2')], search).items)).toEqual(['1']);
    expect(ids(applyChanges([], [app('5', 'awaiting_payment', { testData: true })], all).items)).toEqual([]);
  });

  it('appends the next page, skipping any already shown', () => {
    expect(ids(appendPage([app('3'), app('2')], [app('2'), app('1')]))).toEqual(['3', '2', '1']);
  });

  it('follows an action taken in this panel', () => {
    expect(withApplication([app('2'), app('1')], app('1', 'processing'), ready).map((a) => a.id)).toEqual([
      '2',
    ]);
  });
});
