/**
 * The ids the form kit gives a field's parts, so that links and tests can name them: the hint is
 * `${id}-hint`, the inline error `${id}-error`, the warning `${id}-warning`. A group's first input
 * (radios, checkboxes) is `${id}-0`, a date's parts `${id}-day`, `${id}-month` and `${id}-year`.
 */
export interface FieldMessageTexts {
  readonly hint?: string;
  readonly error?: string;
  readonly warning?: string;
}

/** "Error:" / "Warning:" read before the message by screen readers (common.form.errorPrefix). */
export interface FieldPrefixes {
  readonly error: string;
  readonly warning: string;
}

/** The aria-describedby value for a field: its hint, then its error, then its warning (GOV.UK order). */
export function describedBy(id: string, { hint, error, warning }: FieldMessageTexts): string | undefined {
  const ids = [hint && `${id}-hint`, error && `${id}-error`, warning && `${id}-warning`].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/** The class of a field's wrapper: `field`, plus `field--error` while it has an error. */
export const fieldClass = (error: string | undefined, base = 'field') =>
  error ? `${base} field--error` : base;
