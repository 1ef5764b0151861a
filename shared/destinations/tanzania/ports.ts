/**
 * Tanzania's ports of entry, as the details page offers them (labels `journey.port.<code>` in the site
 * dictionary): the three international airports by their IATA codes, the land borders by their names
 * (as the wizard's `NAMANGA`): four with Kenya and Tunduma with Zambia. The details page imports this
 * module, never the definition, so that only these codes reach its script.
 */
export const tanzaniaPortCodes = [
  // Julius Nyerere International Airport (Dar es Salaam), Kilimanjaro, Abeid Amani Karume (Zanzibar).
  'DAR',
  'JRO',
  'ZNZ',
  // Namanga, Holili–Taveta, Horohoro–Lunga Lunga, Sirari–Isebania (Kenya); Tunduma (Zambia).
  'NAMANGA',
  'HOLILI',
  'HOROHORO',
  'SIRARI',
  'TUNDUMA',
] as const;
export type TanzaniaPortCode = (typeof tanzaniaPortCodes)[number];
export const tanzaniaDefaultPort: TanzaniaPortCode = 'DAR';

/** The ports a Tanzania journey's page gives the details form and its checks (`DetailsPorts`). */
export const tanzaniaPorts = { codes: tanzaniaPortCodes, default: tanzaniaDefaultPort } as const;
