import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { pageWeights, type PageWeight } from '../../../bench/page-weight';
import { defaultLocale, localeCodes } from '../../../shared/locales';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const siteDir = process.env.SITE_DIR ?? join(root, 'dist');
const kb = 1024;
/** docs/design.md: "Application screens: at most 90 KB gzip of JS per page" (React's runtime included). */
const budget = 90 * kb;

/** The screens of the journey, payment, documents and status: a build that lost one is caught. */
const knownScreens = [
  '/kenya-eta-new-application',
  '/kenya-eta-pricing',
  // The Tanzania e-visa journey (`site/pages/[...lang]/apply-visa/`).
  '/apply-visa',
  '/apply-visa/details',
  '/apply-visa/check-answers',
  '/apply-visa/payment',
  '/apply-visa/payment-result',
  '/apply-visa/payment-cancel',
  '/apply-visa/documents',
  '/apply-visa/final-success',
  '/kenya-eta-details',
  '/kenya-eta-check-answers',
  '/kenya-eta-application',
  '/kenya-eta-payment-new',
  '/kenya-eta-gpayprocessing',
  '/kenya-eta-payment-result',
  '/payment-success',
  '/kenya-eta-payment-success',
  '/payment-cancel',
  '/debug-payment',
  '/kenya-eta-documents',
  '/kenya-eta-final-success',
  '/kenya-eta-check-status',
  '/kenya-eta-status',
  '/check-status',
  '/track-application',
];

const localePrefix = new RegExp(`^/(${localeCodes.filter((c) => c !== defaultLocale).join('|')})/`);
/** `/ar/kenya-eta-details/index.html` → `/kenya-eta-details`. */
const routeOf = (page: string) => page.replace(localePrefix, '/').replace(/\/?index\.html$/, '') || '/';
const localeOf = (page: string) => localePrefix.exec(page)?.[1] ?? defaultLocale;
const show = (bytes: number) => `${(bytes / kb).toFixed(1)} KB`;

describe('the JavaScript of the application screens', () => {
  /** Every built page with a React island, by route: an application screen, whatever its name. */
  let screens: Map<string, PageWeight[]>;
  beforeAll(async () => {
    screens = new Map();
    for (const weight of await pageWeights(siteDir)) {
      if (weight.islands === 0) continue;
      const route = routeOf(weight.page);
      screens.set(route, [...(screens.get(route) ?? []), weight]);
    }
  });

  it('finds every screen with an island, in all fourteen languages', () => {
    expect([...screens.keys()]).toEqual(expect.arrayContaining(knownScreens));
    for (const [route, pages] of screens)
      expect(pages.map((p) => localeOf(p.page)).sort(), route).toEqual([...localeCodes].sort());
  });

  it('stays within 90 KB gzip on every screen, in English and in its heaviest language', () => {
    const over: string[] = [];
    for (const [route, pages] of [...screens].sort()) {
      const english = pages.find((p) => localeOf(p.page) === defaultLocale);
      const heaviest = pages.reduce((a, b) => (b.jsGzipBytes > a.jsGzipBytes ? b : a));
      console.log(
        `${route}: ${show(english?.jsGzipBytes ?? 0)} (en), ${show(heaviest.jsGzipBytes)} (${localeOf(heaviest.page)}, heaviest)` +
          `, +${show(heaviest.lazyJsGzipBytes)} loaded on demand`,
      );
      for (const page of [english, heaviest]) {
        if (page && page.jsGzipBytes > budget) over.push(`${page.page}: ${show(page.jsGzipBytes)}`);
      }
    }
    expect(over, `over ${show(budget)} of JavaScript`).toEqual([]);
  });

  it('loads one React runtime, the production build, on every screen', async () => {
    const texts = new Map<string, Promise<string>>();
    const text = (file: string) => {
      if (!texts.has(file)) texts.set(file, readFile(join(siteDir, file), 'utf8'));
      return texts.get(file) ?? Promise.resolve('');
    };
    for (const [route, pages] of screens) {
      for (const page of pages) {
        const code = await Promise.all(page.files.map(text));
        // `__reactFiber` is a property name of react-dom's client, in either build.
        expect(code.filter((c) => c.includes('__reactFiber')).length, page.page).toBe(1);
        // Text of react-dom's development build (its DOM-nesting warnings), absent from production.
        expect(
          code.some((c) => c.includes('cannot be a child of')),
          route,
        ).toBe(false);
      }
    }
  });
});
