/**
 * Focuses a field and scrolls its label or legend into view too, as GOV.UK's error summary does,
 * so that the question is visible above the input; a field inside a closed `<details>` opens it first.
 */
export function focusField(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  // A field behind a closed disclosure ("Add optional details") is shown before it is focused.
  const closed = element.closest('details');
  if (closed) closed.open = true;
  const legend = element.closest('fieldset')?.querySelector('legend');
  const label = document.querySelector(`label[for="${CSS.escape(id)}"]`);
  (legend ?? label ?? element).scrollIntoView({ block: 'start' });
  element.focus({ preventScroll: true });
  return true;
}

/** Moves focus to a heading (or any element) for screen-reader users after a view change. */
export function focusElement(element: HTMLElement | null): void {
  if (!element) return;
  element.scrollIntoView({ block: 'start' });
  element.focus({ preventScroll: true });
}
