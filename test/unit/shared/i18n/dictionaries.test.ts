import { describe, expect, it } from 'vitest';
import { localeCodes, type LocaleCode } from '../../../../shared/locales';
import { chatDictionaries, siteDictionaries } from '../../../../shared/i18n';
import { pluralBases, pluralCategories } from '../../../../shared/i18n/plural';
import { mailMessages } from '../../../../functions/lib/mail-messages';

type Dictionary = Readonly<Record<string, string>>;
const sets: Readonly<Record<string, Readonly<Record<LocaleCode, Dictionary>>>> = {
  site: siteDictionaries,
  mail: Object.fromEntries(localeCodes.map((code) => [code, mailMessages(code)])) as Record<
    LocaleCode,
    Dictionary
  >,
  chat: chatDictionaries,
};

const placeholders = (s: string) => [...new Set([...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();
/** `base.few` → `base` when `base` is a plural message of the dictionary, else undefined. */
const baseOf = (key: string, bases: ReadonlySet<string>) => {
  const base = key.slice(0, key.lastIndexOf('.'));
  return bases.has(base) ? base : undefined;
};
const cases = Object.entries(sets).flatMap(([name, set]) =>
  localeCodes.map((code) => ({
    name,
    code,
    english: set.en,
    messages: set[code],
    bases: pluralBases(Object.keys(set.en)),
  })),
);

describe('the dictionaries', () => {
  it.each(cases)(
    '$name dictionary in $code has exactly the English keys, each plural in its language’s categories',
    ({ code, english, messages, bases }) => {
      const expected = [
        ...Object.keys(english).filter((key) => baseOf(key, bases) === undefined),
        ...[...bases].flatMap((base) => pluralCategories(code).map((category) => `${base}.${category}`)),
      ];
      expect(Object.keys(messages).sort()).toEqual(expected.sort());
    },
  );

  it.each(cases)('$name dictionary in $code keeps its keys sorted', ({ messages }) => {
    // Sorted files let branches that add keys in parallel merge without conflicts.
    const keys = Object.keys(messages);
    expect(keys).toEqual([...keys].sort());
  });

  it.each(cases)('$name dictionary in $code has no empty message', ({ messages }) => {
    const empty = Object.entries(messages).filter(([, v]) => v.trim() === '');
    expect(empty).toEqual([]);
  });

  it.each(cases)(
    '$name dictionary in $code uses the English placeholders in every message',
    ({ english, messages, bases }) => {
      // A plural form may leave the number out ("in one minute"), never add a placeholder; `other`
      // has all of them.
      const mismatched = Object.entries(messages).filter(([key, text]) => {
        const base = baseOf(key, bases);
        const wanted = placeholders(english[base ? `${base}.other` : key] ?? '');
        const used = placeholders(text);
        return base && !key.endsWith('.other')
          ? used.some((p) => !wanted.includes(p))
          : used.join() !== wanted.join();
      });
      expect(mismatched).toEqual([]);
    },
  );

  it.each(localeCodes)('in %s, a key that two dictionaries hold reads the same in both', (code) => {
    // The mail and chat dictionaries carry copies of the shared words they use (`common.*` and a few
    // journey keys), so that a function or the chat widget loads only its own file.
    const seen = new Map<string, { name: string; text: string }>();
    const differing: string[] = [];
    for (const [name, set] of Object.entries(sets)) {
      for (const [key, text] of Object.entries(set[code])) {
        const other = seen.get(key);
        if (other && other.text !== text) differing.push(`${key}: ${other.name} and ${name}`);
        seen.set(key, { name, text });
      }
    }
    expect(differing).toEqual([]);
  });

  it('shares between dictionaries only keys of the site’s vocabulary', () => {
    const site = new Set(Object.keys(sets.site?.en ?? {}));
    const chatKeys = Object.keys(sets.chat?.en ?? {});
    const mailKeys = Object.keys(sets.mail?.en ?? {});
    expect(chatKeys.filter((key) => mailKeys.includes(key))).toEqual([]);
    const copies = [...chatKeys, ...mailKeys].filter((key) => site.has(key));
    // `wizard.*`: the wizard's questions and labels, which its confirmation mail and agreement PDF repeat.
    expect(
      copies.filter((key) => !/^(common|journey|flow|documents|payment|site|wizard)\./.test(key)),
    ).toEqual([]);
  });
});

describe('the Arabic messages', () => {
  // An application number (KE-12345678) in right-to-left text is reordered by the bidi algorithm
  // ("12345678-KE") unless it sits in a left-to-right isolate (U+2066 … U+2069).
  it('keep every literal application number in a left-to-right isolate', () => {
    const bare = Object.entries(sets).flatMap(([name, set]) =>
      Object.entries(set.ar)
        .filter(([, text]) => /(?<!\u2066)KE-/.test(text))
        .map(([key]) => `${name}: ${key}`),
    );
    expect(bare).toEqual([]);
  });
});

describe('the chat pre-chat e-mail field', () => {
  it.each(localeCodes)(
    'is labelled alike whether optional or required (%s): the required label starts the optional one',
    (code) => {
      const m = chatDictionaries[code];
      expect(m['chat.prechat.email'].startsWith(m['chat.prechat.emailRequired'])).toBe(true);
    },
  );
});
