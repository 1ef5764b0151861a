import type { ApplicationNumberFormat, DestinationId } from './types';

/**
 * Each destination's application number: its prefix names the destination (`KE-12345678`,
 * `TZ-12345678`). A module of its own, without the destinations' tables, so the status lookups and the
 * contact form (pages with no room in their scripts) accept every destination's numbers.
 */
export const applicationNumberFormats: Readonly<Record<DestinationId, ApplicationNumberFormat>> = {
  kenya: { prefix: 'KE-', digits: 8 },
  tanzania: { prefix: 'TZ-', digits: 8 },
};

/** The destination an application stored without one belongs to: every application before Tanzania. */
export const defaultDestinationId: DestinationId = 'kenya';

const formats = Object.values(applicationNumberFormats);

/** Any destination's application number, upper case (`KE-12345678`, `TZ-12345678`). */
export const anyApplicationNumberPattern = new RegExp(
  `^(?:${formats.map((f) => `${f.prefix}\\d{${f.digits}}`).join('|')})$`,
);

/** The prefixes, without their hyphen (`KE`, `TZ`): for search terms like `tz12345678`. */
export const applicationNumberLetters: readonly string[] = formats.map((f) => f.prefix.slice(0, -1));
