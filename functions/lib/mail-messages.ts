import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTranslator, type Translator } from '../../shared/i18n/translate';
import type { MailKey, Messages } from '../../shared/i18n/types';
import type { LocaleCode } from '../../shared/locales';

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

/** The mail translator of a locale (English fallback), typed to the keys its caller uses. */
export function mailTranslator<K extends MailKey = MailKey>(locale: LocaleCode): Translator<K> {
  return createTranslator<K>(locale, mailMessages(locale), mailMessages('en'));
}
