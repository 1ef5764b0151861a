/**
 * The ISO 3166-1 alpha-2 codes of the countries and territories an applicant may choose, without their
 * names: what a form needs to validate a choice (`isCountryCode`), small enough for every page. The
 * names (English, and other languages through `Intl.DisplayNames`) are in `countries.ts`, which lists
 * the same codes in the same order.
 */
export const countryCodeList: readonly string[] = [
  'AF AX AL DZ AS AD AO AI AQ AG AR AM AW AU AT AZ BS BH BD BB',
  'BY BE BZ BJ BM BT BO BQ BA BW BR IO VG BN BG BF BI CV KH CM',
  'CA KY CF TD CL CN CX CC CO KM CG CD CK CR CI HR CU CW CY CZ',
  'DK DJ DM DO EC EG SV GQ ER EE SZ ET FK FO FJ FI FR GF PF GA',
  'GM GE DE GH GI GR GL GD GP GU GT GG GN GW GY HT VA HN HK HU',
  'IS IN ID IR IQ IE IM IL IT JM JP JE JO KZ KE KI XK KW KG LA',
  'LV LB LS LR LY LI LT LU MO MG MW MY MV ML MT MH MQ MR MU YT',
  'MX FM MD MC MN ME MS MA MZ MM NA NR NP NL NC NZ NI NE NG NU',
  'NF KP MK MP NO OM PK PW PS PA PG PY PE PH PN PL PT PR QA RE',
  'RO RU RW BL SH KN LC MF PM VC WS SM ST SA SN RS SC SL SG SX',
  'SK SI SB SO ZA GS KR SS ES LK SD SR SJ SE CH SY TW TJ TZ TH',
  'TL TG TK TO TT TN TR TM TC TV UG UA AE GB US UM VI UY UZ VU',
  'VE VN WF EH YE ZM ZW',
]
  .join(' ')
  .split(' ');

const known: ReadonlySet<string> = new Set(countryCodeList);

/** True for the (upper-case) code of a country of the list. */
export function isCountryCode(value: unknown): value is string {
  return typeof value === 'string' && known.has(value);
}
