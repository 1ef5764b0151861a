/**
 * Who needs a Kenya eTA, by nationality: the one table the start page, the home page's eligibility
 * checker, `/visa-requirements` and the server's validation of an application all read
 * (`test/integration/public/exempt-nationalities.test.ts` compares every page that lists nationalities
 * with it). ISO 3166-1 alpha-2 codes; pages name the countries with `Intl.DisplayNames`.
 *
 * The rule: every visitor needs an eTA, except the citizens of the countries below (and Kenya's own).
 *
 * What was checked, and when (`exemptionsChecked`): on 25 November 2026, without network access, against
 * what was available offline: the reports of the Kenya Citizenship and Immigration (Amendment)
 * Regulations, 2025 (Legal Notice No. 93 of 2025, in force 30 May 2025), which add regulation 15G and
 * the Seventeenth Schedule of persons exempt from the eTA, as The Star and The Standard reported them on
 * 31 May 2025, and the Cabinet decision of 21 January 2025 to exempt every African country except Libya
 * and Somalia. The gazette's own text and the official portal (etakenya.go.ke) were not reachable: check
 * the table against them before relying on it, and update `exemptionsChecked` when you do.
 *
 * Not modelled here (the official rules exempt them; the pages say so in prose): holders of Kenyan
 * permits and passes, transit passengers who stay airside, crews, UN and other laissez-passer holders,
 * and diplomatic or service passports of countries with bilateral agreements.
 */
export const exemptionsChecked = {
  /** The day the table was last compared with the sources below (ISO date). */
  on: '2026-11-25',
  source: 'Kenya Citizenship and Immigration (Amendment) Regulations, 2025 (Legal Notice No. 93 of 2025)',
  officialUrl: 'https://www.etakenya.go.ke',
} as const;

/** Why a nationality needs no eTA, which also sets the longest visit: the Seventeenth Schedule's groups. */
export const exemptionGroups = [
  /** East African Community partner states (Somalia, a member since 2024, is excluded): 180 days. */
  { id: 'eac', maxStayDays: 180 },
  /** Countries with visa-waiver arrangements, in Africa and beyond: 90 days. */
  { id: 'waiver', maxStayDays: 90 },
  /** The other African Union member states (Libya and Somalia excluded): 60 days. */
  { id: 'african', maxStayDays: 60 },
] as const;

export type ExemptionGroupId = (typeof exemptionGroups)[number]['id'];

/** The exempt nationalities of each group. */
// prettier-ignore
export const exemptNationalities: Readonly<Record<ExemptionGroupId, readonly string[]>> = {
  eac: ['BI', 'CD', 'RW', 'SS', 'TZ', 'UG'],
  waiver: [
    'BB', 'BZ', 'BW', 'BN', 'CY', 'DM', 'ER', 'SZ', 'ET', 'FJ', 'GM', 'GH', 'GD', 'GY', 'JM', 'KI',
    'LS', 'MY', 'MV', 'MW', 'MU', 'MZ', 'NA', 'NR', 'PG', 'KM', 'WS', 'SM', 'SL', 'SG', 'SB', 'ZA',
    'KN', 'LC', 'VC', 'SC', 'BS', 'TO', 'TT', 'CG', 'TV', 'VU', 'ZM', 'ZW',
  ],
  african: [
    'DZ', 'AO', 'BJ', 'BF', 'CV', 'CM', 'CF', 'TD', 'CI', 'DJ', 'EG', 'GQ', 'GA', 'GN', 'GW', 'LR',
    'MG', 'ML', 'MR', 'MA', 'NE', 'NG', 'ST', 'SN', 'SD', 'TG', 'TN',
  ],
};

/** Kenya's own citizens need no eTA either (and are not offered as a nationality by the checker). */
export const homeCountry = 'KE';

/** What a nationality needs to visit Kenya. */
export type EtaRequirement =
  | { readonly needsEta: true }
  | { readonly needsEta: false; readonly group: ExemptionGroupId | 'citizen'; readonly maxStayDays?: number };

const groupOf: ReadonlyMap<string, (typeof exemptionGroups)[number]> = new Map(
  exemptionGroups.flatMap((g) => exemptNationalities[g.id].map((code) => [code, g] as const)),
);

/** The rule for a nationality (any case); an unknown or unlisted code needs an eTA, as the rule says. */
export function etaRequirementFor(code: string): EtaRequirement {
  const upper = code.trim().toUpperCase();
  if (upper === homeCountry) return { needsEta: false, group: 'citizen' };
  const group = groupOf.get(upper);
  return group ? { needsEta: false, group: group.id, maxStayDays: group.maxStayDays } : { needsEta: true };
}

/** True when citizens of the nationality need no eTA (the server refuses an application for them). */
export const isEtaExempt = (code: string): boolean => !etaRequirementFor(code).needsEta;

/** Every exempt nationality (not Kenya), in table order. */
export const allExemptNationalities: readonly string[] = exemptionGroups.flatMap(
  (g) => exemptNationalities[g.id],
);
