import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTranslator, type Translator } from '../../shared/i18n/translate';
import type { MailKey, Messages } from '../../shared/i18n/types';
import type { LocaleCode } from '../../shared/locales';
import { defaultDestinationId } from '../../shared/destinations/numbers';
import type { DestinationId } from '../../shared/destinations/types';

/**
 * What the functions write to applicants (e-mails, the agreement and receipt PDFs) comes from the mail
 * dictionary, `shared/i18n/mail/<locale>.json`. A Lambda bundle does not carry it: the files are
 * copied beside the handler (`i18n/mail/`, see `infra/cloud/bundling/module-files.ts`), and a
 * function reads only the locales it writes in, once each. From the sources (local stack, tests) the
 * repository's files are read.
 */
export const bundledMailDir = 'i18n/mail';

function dictionaryPath(locale: LocaleCode): string {
  const bundled = join(dirname(fileURLToPath(import.meta.url)), bundledMailDir, `${locale}.json`);
  if (existsSync(bundled)) return bundled;
  return fileURLToPath(new URL(`../../shared/i18n/mail/${locale}.json`, import.meta.url));
}

const cache = new Map<LocaleCode, Messages<MailKey>>();

/** The mail dictionary of a locale, read once per process. */
export function mailMessages(locale: LocaleCode): Messages<MailKey> {
  let messages = cache.get(locale);
  if (!messages) {
    messages = JSON.parse(readFileSync(dictionaryPath(locale), 'utf8')) as Messages<MailKey>;
    cache.set(locale, messages);
  }
  return messages;
}

/**
 * The dictionary key prefix of a destination's own wording (`destination.tanzania.`): a message stored
 * under `destination.<id>.<key>` replaces `<key>` in the mails of that destination's applications
 * ("Tanzania e-visa" where Kenya's say "Kenya eTA"). The default destination has none: its mails read
 * the plain keys, as every mail did before destinations existed.
 */
export const destinationKeyPrefix = (destination: string) => `destination.${destination}.`;

const withDestination = new Map<string, Messages<MailKey>>();

/** A locale's mail dictionary with a destination's own wording in place of the plain keys. */
export function destinationMailMessages(
  locale: LocaleCode,
  destination: DestinationId | undefined,
): Messages<MailKey> {
  const base = mailMessages(locale);
  if (destination === undefined || destination === defaultDestinationId) return base;
  const cacheKey = `${locale}/${destination}`;
  let messages = withDestination.get(cacheKey);
  if (!messages) {
    const prefix = destinationKeyPrefix(destination);
    const own = Object.entries(base)
      .filter(([key]) => key.startsWith(prefix))
      .map(([key, text]) => [key.slice(prefix.length), text]);
    messages = { ...base, ...Object.fromEntries(own) } as Messages<MailKey>;
    withDestination.set(cacheKey, messages);
  }
  return messages;
}

/**
 * The mail translator of a locale (English fallback), typed to the keys its caller uses, in the
 * wording of the application's destination (its stored `destination`; absent is Kenya's).
 */
export function mailTranslator<K extends MailKey = MailKey>(
  locale: LocaleCode,
  destination?: DestinationId,
): Translator<K> {
  return createTranslator<K>(
    locale,
    destinationMailMessages(locale, destination),
    destinationMailMessages('en', destination),
  );
}
