import { countriesByName } from '../../../shared/countries';
import type { LocaleCode } from '../../../shared/locales';
import type { CountryList } from './country-lookup';

/**
 * Build time only: the name of every country in the page's language, in that language's alphabetical
 * order, for an island's props (`parseCountryList` reads it). A page ships the names of its own
 * language, never the list of names in fourteen languages (nor the English names on a Turkish page).
 */
export function countryNamesFor(locale: LocaleCode): CountryList {
  return countriesByName(locale)
    .map((c) => `${c.code}\t${c.localName.replace(/\s+/g, ' ')}`)
    .join('\n');
}
