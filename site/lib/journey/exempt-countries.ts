/**
 * Nationalities that do not need a Kenya eTA (the start page's list). The first eight are the ones
 * the start page shows before "All countries" (in the order the specification lists them); names
 * come from Intl.DisplayNames in the page's language.
 */
export const exemptCountryCodes = [
  'BW', // Botswana
  'DM', // Dominica
  'ER', // Eritrea
  'FJ', // Fiji
  'JM', // Jamaica
  'BB', // Barbados
  'BZ', // Belize
  'BI', // Burundi
  'AG', // Antigua and Barbuda
  'BS', // Bahamas
  'KM', // Comoros
  'CY', // Cyprus
  'CD', // DR Congo
  'SZ', // Eswatini
  'ET', // Ethiopia
  'GM', // Gambia
  'GH', // Ghana
  'GD', // Grenada
  'KI', // Kiribati
  'LS', // Lesotho
  'MW', // Malawi
  'MY', // Malaysia
  'MV', // Maldives
  'MU', // Mauritius
  'MZ', // Mozambique
  'NA', // Namibia
  'RW', // Rwanda
  'KN', // Saint Kitts and Nevis
  'LC', // Saint Lucia
  'VC', // Saint Vincent and the Grenadines
  'WS', // Samoa
  'SM', // San Marino
  'SC', // Seychelles
  'SL', // Sierra Leone
  'SG', // Singapore
  'SB', // Solomon Islands
  'ZA', // South Africa
  'SS', // South Sudan
  'TZ', // Tanzania
  'TO', // Tonga
  'TT', // Trinidad and Tobago
  'TV', // Tuvalu
  'UG', // Uganda
  'VU', // Vanuatu
  'ZM', // Zambia
  'ZW', // Zimbabwe
] as const;

/** How many countries the start page shows before "All countries" is chosen. */
export const exemptCountriesShownFirst = 8;
