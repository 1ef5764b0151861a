/**
 * Decodes a body the way the Stripe SDK encodes it (`application/x-www-form-urlencoded` with
 * bracketed keys: `line_items[0][price_data][unit_amount]=16400`, `metadata[orderId]=KE-…`) into
 * nested objects; numeric keys make arrays. Values stay strings, as Stripe receives them.
 */
export type FormValue = string | FormObject | FormValue[];
export interface FormObject {
  [key: string]: FormValue;
}

export function decodeStripeForm(body: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: FormObject | FormValue[] = root;
    path.forEach((part, i) => {
      const last = i === path.length - 1;
      const nextIsIndex = /^\d+$/.test(path[i + 1] ?? '');
      const container = node as Record<string, FormValue>;
      if (last) {
        container[part] = value;
        return;
      }
      container[part] ??= nextIsIndex ? [] : {};
      node = container[part] as FormObject | FormValue[];
    });
  }
  return root;
}

/** A string at a path of a decoded body, or undefined. */
export function field(body: FormObject, ...path: (string | number)[]): string | undefined {
  let node: FormValue | undefined = body;
  for (const part of path) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = (node as Record<string, FormValue>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}
