/**
 * Finds English messages that more than one key holds (in the site, mail and chat dictionaries), and
 * how differently each family is translated: the candidates for one `common.*` key.
 *
 *   npx tsx scripts/i18n-duplicates.ts            # a summary and every family
 *   npx tsx scripts/i18n-duplicates.ts --json     # the families with their translations, as JSON
 *
 * Same English is not always the same meaning ("Processing" as a status and as a step of the journey):
 * read the list before merging keys.
 */
import { readFileSync } from 'node:fs';
import { localeCodes, type LocaleCode } from '../shared/locales';

const groups = ['site', 'mail', 'chat'] as const;
type Dictionary = Record<string, string>;

const read = (group: string, code: LocaleCode): Dictionary =>
  JSON.parse(readFileSync(new URL(`../shared/i18n/${group}/${code}.json`, import.meta.url), 'utf8'));

const dictionaries = Object.fromEntries(
  localeCodes.map((code) => [code, Object.assign({}, ...groups.map((g) => read(g, code))) as Dictionary]),
) as Record<LocaleCode, Dictionary>;

/** Families of keys with the same English text (case and "e-mail"/"email" spellings folded). */
const fold = (text: string) => text.toLowerCase().replace(/e-mail/g, 'email');
const families = new Map<string, string[]>();
for (const [key, text] of Object.entries(dictionaries.en)) {
  const family = families.get(fold(text)) ?? [];
  family.push(key);
  families.set(fold(text), family);
}
const duplicated = [...families.values()].filter((keys) => keys.length > 1);

const report = duplicated.map((keys) => ({
  english: [...new Set(keys.map((k) => dictionaries.en[k]))],
  keys,
  translations: Object.fromEntries(
    localeCodes
      .filter((code) => code !== 'en')
      .map((code) => [code, [...new Set(keys.map((k) => dictionaries[code][k]))]]),
  ),
}));

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(report, null, 2));
} else {
  const keys = Object.keys(dictionaries.en).length;
  const extra = duplicated.reduce((n, f) => n + f.length - 1, 0);
  const split = report.reduce(
    (n, f) => n + Object.values(f.translations).filter((variants) => variants.length > 1).length,
    0,
  );
  console.log(`${keys} keys; ${duplicated.length} families of one English text hold ${extra} extra keys;`);
  console.log(`${split} family × locale pairs are translated in more than one way.\n`);
  for (const f of report) {
    const differing = Object.entries(f.translations).filter(([, v]) => v.length > 1);
    console.log(`${f.keys.length}× ${JSON.stringify(f.english)}  ${f.keys.join(' ')}`);
    for (const [code, variants] of differing) console.log(`    ${code}: ${variants.join(' | ')}`);
  }
}
