import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { useTranslations } from '../../../shared/i18n';
import { localeCodes, localizePath, type LocaleCode } from '../../../shared/locales';

/**
 * The site's chrome as built (`npm run build`), in every language: on Tanzania's pages the `<title>`,
 * the description, the footer and its cookie banner speak of the Tanzania e-visa, never of the Kenya eTA (nor name the
 * site "Kenya eTA Online"); Kenya's pages keep their words.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const siteDir = process.env.SITE_DIR ?? join(root, 'dist');
const html = (path: string, code: LocaleCode) =>
  readFileSync(join(siteDir, localizePath(path, code), 'index.html'), 'utf8');
/** Text with tags dropped and the entities of quotes and apostrophes read. */
const text = (fragment: string) =>
  fragment
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

function chrome(path: string, code: LocaleCode) {
  const page = html(path, code);
  const footer = /<footer[\s\S]*?<\/footer>/.exec(page)?.[0] ?? '';
  return {
    title: text(/<title>([\s\S]*?)<\/title>/.exec(page)?.[1] ?? ''),
    description: text(/<meta name="description" content="([^"]*)"/.exec(page)?.[1] ?? ''),
    footer: text(footer),
    consentTitle: text(/<h2 class="consent__title"[\s\S]*?<\/h2>/.exec(page)?.[0] ?? ''),
    footerLinks: [...footer.matchAll(/<a href="([^"]+)"/g)].map((m) => m[1]),
  };
}

const tanzaniaPages = ['/tanzania', '/visa-fees', '/processing', '/apply-visa', '/apply-visa/details'];
const kenyaPages = ['/', '/faq', '/kenya-eta-details', '/visa-requirements'];

describe('the title and footer of each mode', () => {
  for (const code of localeCodes) {
    const t = useTranslations(code);
    const kenyaWords = [
      'Kenya eTA',
      'eTA',
      t('site.name'),
      t('common.page.kenya'),
      t('common.documentKind.kenya'),
      t('footer.disclaimer'),
    ];

    it(`${code}: Tanzania's pages speak of the Tanzania e-visa, not the Kenya eTA`, () => {
      for (const path of tanzaniaPages) {
        const { title, description, footer: wholeFooter, footerLinks, consentTitle } = chrome(path, code);
        // The company is named as it is registered, whatever the mode ("Kenya eTA Online Ltd is a
        // company registered in England and Wales."): nothing else in the footer speaks of Kenya's eTA.
        const registered = text(t('footer.registered'));
        expect(wholeFooter, path).toContain(registered);
        const footer = wholeFooter.replace(registered, '');
        for (const words of kenyaWords) {
          expect(title, `${path} title`).not.toContain(words);
          expect(footer, `${path} footer`).not.toContain(words);
        }
        expect(title, path).toContain(t('destination.tanzania.site.name'));
        // The cookie banner the footer brings names the site in Tanzania's words too.
        expect(consentTitle, path).toContain(t('destination.tanzania.consent.title'));
        expect(footer, path).toContain(text(t('destination.tanzania.footer.disclaimer')));
        expect(footer, path).toContain(t('common.page.tanzania'));
        expect(footerLinks, path).toContain(localizePath('/apply-visa', code));
        expect(footerLinks, path).not.toContain(localizePath('/kenya-eta-start', code));
        if (path.startsWith('/apply-visa')) {
          expect(description, path).toBe(text(t('destination.tanzania.meta.description')));
        }
      }
    });

    it(`${code}: Kenya's pages keep the Kenya eTA's title and footer`, () => {
      for (const path of kenyaPages) {
        const { title, footer, footerLinks, consentTitle } = chrome(path, code);
        expect(consentTitle, path).toContain(t('consent.title'));
        expect(title.endsWith(t('site.name')), `${path}: ${title}`).toBe(true);
        expect(footer, path).toContain(text(t('footer.disclaimer')));
        expect(footer, path).toContain(text(t('footer.registered')));
        expect(footer, path).toContain(t('common.page.kenya'));
        expect(footer, path).not.toContain(t('destination.tanzania.site.name'));
        expect(footerLinks, path).toContain(localizePath('/kenya-eta-start', code));
      }
    });
  }
});
