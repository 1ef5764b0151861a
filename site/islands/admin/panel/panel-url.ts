import { listViews, type AdminListQuery, type ListView } from '../../../../shared/api/admin';
import type { DestinationId } from '../../../../shared/destinations/types';

/**
 * The panel keeps the open application in the address (`?application=<id>`) so that reload, Back
 * and a copied link all show the same view.
 */
export const applicationParam = 'application';

/** The id of the application the address shows, if any. */
export function applicationInUrl(search: string): string | undefined {
  const id = new URLSearchParams(search).get(applicationParam)?.trim();
  return id ? id : undefined;
}

/** The same address showing `id` (or the list when undefined), other parameters kept. */
export function urlWithApplication(href: string, id: string | undefined): string {
  const url = new URL(href);
  if (id === undefined) url.searchParams.delete(applicationParam);
  else url.searchParams.set(applicationParam, id);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The queue's tabs: every view, "all", and the refunds due (`shared/api/admin.ts`). */
export const viewFilters: readonly ListView[] = listViews;

export interface ListParams {
  readonly view: ListView;
  /** The search text as typed (trimmed before sending; empty means no search). */
  readonly q: string;
  /** Only one destination's applications (and counters); absent: every destination. */
  readonly destination?: DestinationId;
}

/**
 * The query string of a list request (`adminListQuerySchema`): the view, the search, and either the
 * cursor of the next page or the `changes` cursor of a poll. Defaults are left out.
 */
export function listQuery(
  params: ListParams,
  page: Partial<Pick<AdminListQuery, 'cursor' | 'changes' | 'limit'>> = {},
): string {
  const query = new URLSearchParams();
  if (params.view !== 'all') query.set('view', params.view);
  if (params.destination !== undefined) query.set('destination', params.destination);
  const q = params.q.trim();
  if (q !== '') query.set('q', q);
  if (page.cursor) query.set('cursor', page.cursor);
  if (page.changes) query.set('changes', page.changes);
  if (page.limit) query.set('limit', String(page.limit));
  const text = query.toString();
  return text === '' ? '' : `?${text}`;
}
