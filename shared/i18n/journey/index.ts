import type { Catalog } from '../catalog';
import { ar } from './ar';
import { de } from './de';
import { en, type JourneyKey } from './en';
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

export type { JourneyKey, JourneyMessages } from './en';

/** The application journey: options, validation messages, e-mails and the signed agreement. */
export const journeyCatalog: Catalog<JourneyKey> = { en, tr, ar, fr, de, es, it, ru, zh, ja, ko, pt, hi, sw };
