import {
  applicationStatuses,
  type AdminListQuery,
  type ApplicationStatus,
} from '../../../../shared/api/admin';

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

export type StatusFilter = 'all' | ApplicationStatus;
export const statusFilters: readonly StatusFilter[] = ['all', ...applicationStatuses];

export interface ListParams {
  readonly status: StatusFilter;
  /** The search text as typed (trimmed before sending; empty means no search). */
  readonly q: string;
}

/**
 * The query string of a list request (`adminListQuerySchema`): the filter, the search, and either the
 * cursor of the next page or the `since` cursor of a poll. Defaults are left out.
 */
export function listQuery(
  params: ListParams,
  page: Partial<Pick<AdminListQuery, 'cursor' | 'since' | 'limit'>> = {},
): string {
  const query = new URLSearchParams();
  if (params.status !== 'all') query.set('status', params.status);
  const q = params.q.trim();
  if (q !== '') query.set('q', q);
  if (page.cursor) query.set('cursor', page.cursor);
  if (page.since) query.set('since', page.since);
  if (page.limit) query.set('limit', String(page.limit));
  const text = query.toString();
  return text === '' ? '' : `?${text}`;
}
