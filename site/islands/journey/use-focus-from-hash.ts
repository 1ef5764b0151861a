import { useEffect } from 'react';
import { focusField } from '../form-kit/focus';

/**
 * A Change link of the check-your-answers page points at a field (`/kenya-eta-details#applicant-2-email`):
 * once the form is shown, focus that field (the browser cannot: the form did not exist at load).
 */
export function useFocusFromHash(ready: boolean): void {
  useEffect(() => {
    if (!ready) return;
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!id) return;
    requestAnimationFrame(() => focusField(id));
    // Once, when the form first appears (`ready` turns true once).
  }, [ready]);
}
