import type { Catalog } from '../catalog';
import { ar } from './ar';
import { de } from './de';
import { en, type AdminAuthKey } from './en';
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

export type { AdminAuthKey, AdminAuthMessages } from './en';

/** Staff sign-in of the admin panel (the sign-in island and the admin pages' titles). */
export const adminAuthCatalog: Catalog<AdminAuthKey> = {
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
