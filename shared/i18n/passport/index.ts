import type { Catalog } from '../catalog';
import { ar } from './ar';
import { de } from './de';
import { en, type PassportKey } from './en';
import { es } from './es';
import { fr } from './fr';
import { hi } from './hi';
import { it } from './it';
import { ja } from './ja';
import { ko } from './ko';
import { pt } from './pt';
import { ru } from './ru';
import { sw } from './sw';
import { tr } from './tr';
import { zh } from './zh';

export type { PassportKey, PassportMessages } from './en';

/** The passport scanner and the photo check, for travellers and staff. */
export const passportCatalog: Catalog<PassportKey> = {
  en,
  tr,
  ar,
  fr,
  de,
  es,
  it,
  ru,
  zh,
  ja,
  ko,
  pt,
  hi,
  sw,
};
