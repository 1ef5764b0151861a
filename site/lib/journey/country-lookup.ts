/**
 * The countries a page passes to its island (`countryNamesFor` at build time): one `CODE<TAB>name`
 * line per country, named in the page's language, in that language's alphabetical order. A plain
 * string keeps the page small: an object would repeat JSON quotes and Astro's type tags per name.
 */
export type CountryList = string;
/** Code → name, in the order of the list. */
export type CountryNames = ReadonlyMap<string, string>;

export function parseCountryList(list: CountryList): CountryNames {
  const names = new Map<string, string>();
  for (const line of list.split('\n')) {
    const tab = line.indexOf('\t');
    if (tab > 0) names.set(line.slice(0, tab), line.slice(tab + 1));
  }
  return names;
}

/** A country's name for display; the code itself when it is not a known country. */
export function countryLabel(names: CountryNames, code: string): string {
  return names.get(code.toUpperCase()) ?? code;
}

/** The options of a country select, in the order of the names. */
export function countryOptions(names: CountryNames): { value: string; label: string }[] {
  return [...names].map(([value, label]) => ({ value, label }));
}
