import type { ApplicationSummary } from '../../../../shared/api/admin';
import type { ListParams } from './panel-url';

/** Appends the next page, skipping any already shown. */
export function appendPage(
  current: readonly ApplicationSummary[],
  page: readonly ApplicationSummary[],
): readonly ApplicationSummary[] {
  const shown = new Set(current.map((a) => a.id));
  return [...current, ...page.filter((a) => !shown.has(a.id))];
}

/** Whether an application belongs in the list these parameters show (a search keeps what it found). */
export function belongsTo(application: ApplicationSummary, params: ListParams): boolean {
  if (params.destination !== undefined && (application.destination ?? 'kenya') !== params.destination)
    return false;
  if (application.testData) return params.q !== '';
  if (params.view === 'refund_due') return application.refundDue === true;
  return params.view === 'all' || application.view === params.view;
}

/**
 * Applies the applications a poll says changed (issue 19: "a row a colleague has just changed updates
 * without a reload"): a shown row takes its new state, or leaves a view it no longer belongs to; a new
 * one that belongs to the view comes in (at the top of a newest-first list, at the end of a queue
 * worked oldest first). A search shows no newcomers, only fresh states of what it found.
 */
export function applyChanges(
  current: readonly ApplicationSummary[],
  changed: readonly ApplicationSummary[],
  params: ListParams,
): { readonly items: readonly ApplicationSummary[]; readonly added: number } {
  const byId = new Map(changed.map((a) => [a.id, a]));
  const kept = current.flatMap((a) => {
    const next = byId.get(a.id);
    if (next === undefined) return [a];
    return belongsTo(next, params) ? [next] : [];
  });
  const shown = new Set(current.map((a) => a.id));
  const arrived = params.q === '' ? changed.filter((a) => !shown.has(a.id) && belongsTo(a, params)) : [];
  const oldestFirst = params.view === 'ready_for_review' || params.view === 'processing';
  const newestFirst = [...arrived].sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1));
  return {
    items: oldestFirst ? [...kept, ...newestFirst.reverse()] : [...newestFirst, ...kept],
    added: arrived.length,
  };
}

/** The list with one application replaced by its new state (after an action taken in this panel). */
export function withApplication(
  items: readonly ApplicationSummary[],
  application: ApplicationSummary,
  params: ListParams,
): readonly ApplicationSummary[] {
  return applyChanges(items, [application], params).items;
}
