import { startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** What a visitor does first on a page: anything of it reveals the whole form at once. */
const interactions = ['keydown', 'pointerdown', 'focusin'] as const;

/**
 * How many of a long form's `total` parts to render: `first` at once, then one more per task, each a
 * transition, so that no single commit (and the style and layout after it) builds the whole form.
 * Committed at once, the details page's form was one long task of the main thread, then another of
 * layout (issue 12 item 4: Total Blocking Time); in parts, each task is a fieldset's worth and the
 * browser paints between them. Every part at once:
 * - when `all` is set: something is about to look for a field further down (a Change link's `#field`);
 * - as soon as the visitor presses a key, touches or focuses anything: an urgent update (not a
 *   transition), rendered before the key's own action, so a Tab never skips a part still to come.
 *   The page then scrolls by as much as what was pressed moved: the rest arrives above the buttons
 *   under the form, and a click begun on Next would otherwise end beside it, and be lost.
 */
export function useRevealedCount(total: number, first: number, all = false): number {
  const [shown, setShown] = useState(() => (all ? total : first));
  const done = shown >= total;
  // What revealed the rest, and its place on screen then.
  const pressed = useRef<[Element, number]>(undefined);
  useEffect(() => {
    if (done) return undefined;
    const timer = setTimeout(() => startTransition(() => setShown((n) => n + 1)), 0);
    return () => clearTimeout(timer);
  }, [done, shown]);
  // Listening from the commit that shows the first part (a layout effect), not from the passive
  // effects some moments later: a key pressed in between would act on the part-built form.
  useLayoutEffect(() => {
    if (done) return undefined;
    const revealAll = ({ target }: Event) => {
      if (target instanceof Element) pressed.current = [target, target.getBoundingClientRect().top];
      setShown(total);
    };
    for (const type of interactions) document.addEventListener(type, revealAll, { capture: true });
    return () => {
      for (const type of interactions) document.removeEventListener(type, revealAll, { capture: true });
    };
  }, [done, total]);
  useLayoutEffect(() => {
    const [target, top] = pressed.current ?? [];
    if (done && target?.isConnected)
      window.scrollBy({ top: target.getBoundingClientRect().top - (top ?? 0), behavior: 'instant' });
  }, [done]);
  return Math.min(shown, total);
}
