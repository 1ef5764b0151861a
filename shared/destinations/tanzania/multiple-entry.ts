import type { FactsChecked } from '../types';

/**
 * Which nationalities may be issued Tanzania's multiple-entry visa through the e-visa service, and which
 * are issued it instead of the ordinary single-entry visa (ISO 3166-1 alpha-2): the one table the visa
 * type choice, the pages and the server's validation read.
 *
 * What was checked, and when: on 26 November 2026, without network access, from the Tanzania
 * Immigration Services Department's rules as known to us offline: citizens of the United States are
 * issued a multiple-entry visa (USD 100) under reciprocity, and not the single-entry ordinary visa.
 * Multiple-entry visas for other nationalities are granted by the Department on a case-by-case request
 * for frequent visits, which this service does not offer. Check against the official portal before
 * relying on it, and update `multipleEntryChecked.on` when you do.
 */
export const multipleEntryChecked: FactsChecked = {
  on: '2026-11-26',
  source: 'Tanzania Immigration Services Department, visa types and reciprocity rules (as known offline)',
  officialUrl: 'https://visa.immigration.go.tz',
};

/** Nationalities that may apply for the multiple-entry visa here. */
export const multipleEntryNationalities: readonly string[] = ['US'];

/** Nationalities issued the multiple-entry visa instead of the ordinary one (never offered ordinary). */
export const multipleEntryOnlyNationalities: readonly string[] = ['US'];
