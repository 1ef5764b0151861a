import type { ApplicationStatus, ApplicationSummary } from '../../../../shared/api/admin';

/**
 * Puts the applications a poll brought (newest first) on top of the list, skipping any already shown
 * (a poll may repeat one created at the cursor's instant). Returns how many are new.
 */
export function mergeArrivals(
  current: readonly ApplicationSummary[],
  arrived: readonly ApplicationSummary[],
): { readonly items: readonly ApplicationSummary[]; readonly added: number } {
  const shown = new Set(current.map((a) => a.id));
  const fresh = arrived.filter((a) => !shown.has(a.id));
  return { items: fresh.length === 0 ? current : [...fresh, ...current], added: fresh.length };
}

/** Appends the next (older) page, skipping any already shown. */
export function appendPage(
  current: readonly ApplicationSummary[],
  page: readonly ApplicationSummary[],
): readonly ApplicationSummary[] {
  const shown = new Set(current.map((a) => a.id));
  return [...current, ...page.filter((a) => !shown.has(a.id))];
}

/** The list with one application's status changed (after a decision made in this panel). */
export function withStatus(
  items: readonly ApplicationSummary[],
  id: string,
  status: ApplicationStatus,
): readonly ApplicationSummary[] {
  return items.map((a) => (a.id === id ? { ...a, status } : a));
}
