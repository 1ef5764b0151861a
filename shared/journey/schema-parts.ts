import * as z from 'zod/mini';
import type { JourneyKey } from '../i18n/types';
import { isEmail, isPhoneNumber, maxEmailLength, maxPhoneLength } from './field-rules';

/**
 * The building blocks of the journey's zod schemas (`shared/journey/*-schema.ts`). Every message is a
 * translation key of the site dictionary (`shared/i18n/site/<locale>.json`), never English.
 */
export const key = (k: JourneyKey) => k;
export const tooLong = key('journey.error.text.tooLong');
export const optionInvalid = key('journey.error.option.invalid');

/** A required, trimmed text of at most `max` characters. */
export const requiredText = (required: JourneyKey, max: number) =>
  z.string(required).check(z.trim(), z.minLength(1, required), z.maxLength(max, tooLong));

/** An optional, trimmed text ('' allowed: an empty form field). */
export const optionalText = (max: number) =>
  z.optional(z.string().check(z.trim(), z.maxLength(max, tooLong)));

/** An empty form field ('' or null) counts as not given. */
const blankToUndefined = <T>(v: T | '' | null): T | undefined => (v === '' || v === null ? undefined : v);

/** An optional choice from a list; an empty form field counts as not chosen. */
export const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T) => {
  const choice = z.optional(z.enum(values, optionInvalid));
  return z.optional(
    z.pipe(
      z.transform(blankToUndefined<T[number]>),
      choice as unknown as z.ZodMiniType<T[number] | undefined, Awaited<T[number]> | undefined>,
    ),
  );
};

export const email = (required: JourneyKey, invalid: JourneyKey) =>
  z.string(required).check(
    z.trim(),
    z.minLength(1, required),
    z.maxLength(maxEmailLength, tooLong),
    z.refine((v) => v === '' || isEmail(v), invalid),
  );

export const optionalEmail = (invalid: JourneyKey) =>
  z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(maxEmailLength, tooLong),
      z.refine((v) => v === '' || isEmail(v), invalid),
    ),
  );

export const phone = (required: JourneyKey, invalid: JourneyKey) =>
  z.string(required).check(
    z.trim(),
    z.minLength(1, required),
    z.maxLength(maxPhoneLength, tooLong),
    z.refine((v) => v === '' || isPhoneNumber(v), invalid),
  );
export const optionalPhone = (invalid: JourneyKey) =>
  z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(maxPhoneLength, tooLong),
      z.refine((v) => v === '' || isPhoneNumber(v), invalid),
    ),
  );
