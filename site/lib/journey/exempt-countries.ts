import { allExemptNationalities } from '../../../shared/eta-exemptions';

/**
 * The nationalities the start page lists as not needing a Kenya eTA: every exempt nationality of the one
 * table (`shared/eta-exemptions.ts`). The specification's eight come first, in its order (Botswana,
 * Dominica, Eritrea, Fiji, Jamaica, Barbados, Belize, Burundi); the page shows them before "All
 * countries" and sorts the others by their name in the page's language.
 */
export const exemptCountriesShownFirst = ['BW', 'DM', 'ER', 'FJ', 'JM', 'BB', 'BZ', 'BI'] as const;

export const exemptCountryCodes: readonly string[] = [
  ...exemptCountriesShownFirst,
  ...allExemptNationalities.filter(
    (code) => !(exemptCountriesShownFirst as readonly string[]).includes(code),
  ),
];
