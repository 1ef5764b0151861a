/**
 * The leaf rules of the journey's fields as plain predicates, without zod: the schemas
 * (`schema-parts.ts`, `step1-schema.ts`) are built from them, and the route guards use them on pages
 * that validate nothing themselves (`step1-rules.ts`), so those pages do not download zod.
 */

/** The e-mail pattern of zod's `z.email()` (a local copy: `z.regexes` would bundle every pattern). */
const emailPattern =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export function isEmail(value: string): boolean {
  return emailPattern.test(value);
}

export const digitCount = (value: string) => value.replace(/\D/g, '').length;

/** An applicant's phone: digits, spaces, dashes, brackets and an optional leading +; 6 to 18 digits. */
export function isPhoneNumber(value: string): boolean {
  return /^\+?[\d\s()-]+$/.test(value) && digitCount(value) >= 6 && digitCount(value) <= 18;
}

/** The contact phone of step 1, typed after its dial code: digits, spaces and dashes; at least 6 digits. */
export function isStep1ContactPhone(value: string): boolean {
  return /^[\d\s-]+$/.test(value) && digitCount(value) >= 6;
}

/** The longest e-mail address and phone number the journey accepts. */
export const maxEmailLength = 254;
export const maxPhoneLength = 30;
