import { countries } from '../../../shared/countries';

/**
 * Build time only: every international dial code of the country list once, in numeric order (+1, +7,
 * +20 … +998), for step 3's phone code (spec §3: the wizard offers the full list, default +254). The
 * page passes the codes to its island, so the island does not load the country table.
 */
export function wizardDialCodes(): string[] {
  const codes = new Set(countries.map((c) => c.dialCode));
  return [...codes].sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)));
}
