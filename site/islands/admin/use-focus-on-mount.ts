import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * Moves focus to an element (a step's heading) when it appears, so keyboard and screen-reader users
 * start reading the new step. Off when something else takes focus (an error summary).
 */
export function useFocusOnMount<E extends HTMLElement>(enabled = true) {
  const ref = useRef<E>(null);
  // Only on arrival of the step.
  const arrive = useEffectEvent(() => {
    if (enabled) ref.current?.focus();
  });
  useEffect(() => arrive(), []);
  return ref;
}
