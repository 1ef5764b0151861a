import type { LocaleCode } from '../../locales';
import { ar } from './ar';
import { de } from './de';
import { en, type Messages } from './en';
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

/** Every dictionary, for build-time use (Astro pages, functions). Islands receive only what they need. */
export const dictionaries: Readonly<Record<LocaleCode, Messages>> = {
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
