import type { Catalog } from '../catalog';
import { ar } from './ar';
import { de } from './de';
import { en, type ChatKey } from './en';
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

export type { ChatKey, ChatMessages } from './en';

/**
 * The live-chat widget. The widget never imports this index (it would ship all fourteen languages):
 * it loads only the page's locale file (`site/islands/chat/messages.ts`).
 */
export const chatCatalog: Catalog<ChatKey> = { en, tr, ar, fr, de, es, it, ru, zh, ja, ko, pt, hi, sw };
