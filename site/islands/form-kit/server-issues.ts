/**
 * Server and schema issues as field errors: the one loop every form used to repeat. An issue's
 * path is either the API's dotted string ("customerEmail", "applicants.0.passportNumber") or zod's
 * array; the first issue of a field wins (the schema lists the most basic problem first).
 */
export interface IssueLike {
  readonly path: string | readonly PropertyKey[];
  readonly message: string;
}

export interface FieldErrorOptions<F extends string, K extends string> {
  /** The fields this form shows; issues of other fields are dropped (a server may know more). */
  readonly fields?: readonly F[];
  /** How many path segments name a field: 1 ("email"), 2 for "applicants.0" style groups. */
  readonly depth?: number;
  /** A message key the form does not know (an older server, a generic check) becomes this one. */
  readonly message?: (raw: string, field: F) => K;
}

/** The path of an issue as a dotted string: ['applicants', 0, 'email'] → "applicants.0.email". */
export const issuePath = (issue: IssueLike): string =>
  typeof issue.path === 'string' ? issue.path : issue.path.map(String).join('.');

/** Maps issues to the first message of each field, keyed by the field's name. */
export function fieldErrors<F extends string, K extends string = string>(
  issues: readonly IssueLike[],
  options: FieldErrorOptions<F, K> = {},
): Partial<Record<F, K>> {
  const found: Partial<Record<F, K>> = {};
  const known = options.fields && new Set<string>(options.fields);
  for (const issue of issues) {
    const field = issuePath(issue)
      .split('.')
      .slice(0, options.depth ?? 1)
      .join('.') as F;
    if (known && !known.has(field)) continue;
    found[field] ??= options.message ? options.message(issue.message, field) : (issue.message as K);
  }
  return found;
}

/** Zod's issues (array paths) in the API's shape, e.g. to add a rule the schema cannot express. */
export const apiIssues = (issues: readonly IssueLike[]) =>
  issues.map((issue) => ({ path: issuePath(issue), message: issue.message }));

/** Error-summary items in the form's order: each field with an error, linked to its input's id. */
export function summaryItems<F extends string, K extends string>(
  errors: Partial<Record<F, K>>,
  order: readonly F[],
  text: (message: K, field: F) => string,
  target: (field: F) => string = (field) => field,
) {
  return order.flatMap((field) => {
    const message = errors[field];
    return message === undefined ? [] : [{ target: target(field), text: text(message, field) }];
  });
}
