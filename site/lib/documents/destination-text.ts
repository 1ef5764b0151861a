import { defaultDestinationId } from '../../../shared/destinations/numbers';
import type { DestinationId } from '../../../shared/destinations/types';

/** What is read and set of a `[data-for-destination]` element (an HTMLElement in the page). */
export interface DestinationTextElement {
  readonly dataset: { readonly forDestination?: string };
  hidden: HTMLElement['hidden'];
  readonly parentElement: unknown;
}

/** The page's `DestinationText.astro` elements. */
export const destinationTexts = (root: ParentNode) =>
  root.querySelectorAll<HTMLElement>('[data-for-destination]');

/**
 * Shows the page's texts in the wording of the application's destination (`DestinationText.astro`
 * renders one per destination that has its own, side by side): the one of `destination` (the default
 * destination's when absent or when it has none for that text), and hides the others.
 */
export function showDestinationText(
  elements: Iterable<DestinationTextElement>,
  destination: DestinationId | undefined,
): void {
  const id = destination ?? defaultDestinationId;
  const groups = new Map<unknown, DestinationTextElement[]>();
  for (const el of elements) groups.set(el.parentElement, [...(groups.get(el.parentElement) ?? []), el]);
  for (const texts of groups.values()) {
    const own = texts.some((el) => el.dataset.forDestination === id) ? id : defaultDestinationId;
    for (const el of texts) el.hidden = el.dataset.forDestination !== own;
  }
}
