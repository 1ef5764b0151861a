import { useCallback, useState } from 'react';
import { fieldErrors, type FieldErrorOptions, type IssueLike } from './server-issues';

/**
 * A form's field errors and its failed-submit counter (the error summary takes focus when it changes).
 * `fail(issues)` shows the issues of a schema check or a server's 400 and returns them by field;
 * `clear()` before a new request; `failed()` counts a failure that is no field's (a network error).
 */
export function useServerIssues<F extends string, K extends string = string>(
  options: FieldErrorOptions<F, K> & { readonly initialAttempt?: number } = {},
) {
  const [errors, setErrors] = useState<Partial<Record<F, K>>>({});
  // 1 when the form opens with a problem to show (e.g. sent back from a later step).
  const [attempt, setAttempt] = useState(options.initialAttempt ?? 0);
  const { fields, depth, message } = options;
  const fail = useCallback(
    (issues: readonly IssueLike[]) => {
      const found = fieldErrors<F, K>(issues, { fields, depth, message });
      setErrors(found);
      setAttempt((n) => n + 1);
      return found;
    },
    [fields, depth, message],
  );
  const clear = useCallback(() => setErrors({}), []);
  const failed = useCallback(() => setAttempt((n) => n + 1), []);
  return { errors, attempt, fail, clear, failed, setErrors };
}
