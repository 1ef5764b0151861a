import type chatEnglish from './chat/en.json';
import type mailEnglish from './mail/en.json';
import type siteEnglish from './site/en.json';

/**
 * Message keys, derived from the English dictionaries (English is complete; the dictionary test holds
 * every other locale to exactly its keys). Three dictionaries per locale, so that each reader loads
 * only its own: the site's (pages and islands), the mails' (the functions that write to applicants)
 * and the chat widget's (loaded only when the chat opens).
 */
export type SiteKey = keyof typeof siteEnglish;
export type MailKey = keyof typeof mailEnglish;
export type ChatKey = keyof typeof chatEnglish;

/** Every key a page can translate at build time (the chat bubble is on every page). */
export type MessageKey = SiteKey | ChatKey;

/** The keys of `K` that start with one of the prefixes `P` (a feature's keys, an island's props). */
export type KeysWith<P extends string, K extends string = SiteKey> = Extract<K, `${P}${string}`>;

/** One locale's messages for the keys `K`. */
export type Messages<K extends string = MessageKey> = Readonly<Record<K, string>>;

/** The journey's keys (forms, options, schema messages, with the shared vocabulary): `shared/journey` names them. */
export type JourneyKey = KeysWith<'flow.' | 'journey.' | 'common.'>;

export type ChatMessages = Messages<ChatKey>;
