import type { ApiIssue } from './errors';

/**
 * Character bounds of every string a request carries. Text that people type never holds a C0 control
 * character other than tab and line breaks, DEL, or a lone UTF-16 surrogate (which has no UTF-8 form:
 * stores and mail refuse it). The server refuses such a string wherever it is in a JSON body, keys
 * included, before the payload's own schema runs, with the issue `errors.body.invalidText` at its path.
 */
const forbidden =
  // eslint-disable-next-line no-control-regex -- finding control characters is this pattern's purpose
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True for text without control characters (tab, CR and LF allowed) and without lone surrogates. */
export function isPlainText(text: string): boolean {
  return !forbidden.test(text);
}

export const invalidTextMessage = 'errors.body.invalidText';
/** No request of ours nests deeper; a deeper body is refused rather than walked. */
const maxDepth = 32;

/** Every string in a parsed JSON value (and every object key) that is not plain text, by its path. */
export function textIssues(value: unknown, path: readonly string[] = [], found: ApiIssue[] = []): ApiIssue[] {
  if (found.length >= 20) return found;
  if (path.length > maxDepth) {
    found.push({ path: path.join('.'), message: 'errors.body.tooDeep' });
    return found;
  }
  if (typeof value === 'string') {
    if (!isPlainText(value)) found.push({ path: path.join('.'), message: invalidTextMessage });
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => textIssues(item, [...path, String(i)], found));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (!isPlainText(key)) found.push({ path: path.join('.'), message: invalidTextMessage });
      else textIssues(item, [...path, key], found);
    }
  }
  return found;
}
