import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { pageWeights } from '../../../bench/page-weight';
import { localeCodes, localizePath } from '../../../shared/locales';
import { pageJs } from './page-js';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const siteDir = process.env.SITE_DIR ?? join(root, 'dist');
const kb = 1024;

/** Information, FAQ and legal pages (and the home page): no framework, at most 10 KB gzip of JS in all. */
const lightPages = [
  '/',
  '/kenya-home',
  '/general-information',
  '/visa-requirements',
  '/how-to-apply',
  '/about-us',
  '/faq',
  '/privacy-policy',
  '/terms-of-service',
  '/refund-policy',
  '/security-policy',
  '/payment-policy',
  '/tanzania',
  '/services',
  '/portfolio',
];
/**
 * The two form pages validate with the shared zod/mini schemas, whose chunk the build shares with the
 * application islands (so it grows with their use of zod): no framework, and well under 20 KB gzip.
 */
const formPages = ['/contact-us', '/audit'];

const file = (path: string) => join(siteDir, path, 'index.html');

describe('the JavaScript of the public pages', () => {
  let weights: Map<string, number>;
  beforeAll(async () => {
    weights = new Map((await pageWeights(siteDir)).map((w) => [w.page, w.jsGzipBytes]));
  });

  it.each(localeCodes)(
    'stays under 10 KB gzip with no framework on information, FAQ and legal pages (%s)',
    async (code) => {
      for (const page of lightPages) {
        const path = localizePath(page, code);
        const js = await pageJs(siteDir, await readFile(file(path), 'utf8'));
        expect(js.framework, path).toBe(false);
        expect(js.gzipBytes, path).toBeLessThanOrEqual(10 * kb);
        expect(weights.get(`${path.replace(/\/?$/, '/')}index.html`), path).toBeLessThanOrEqual(10 * kb);
      }
    },
  );

  it('ships no framework on the contact and audit pages and stays under 20 KB gzip there', async () => {
    for (const page of formPages) {
      const js = await pageJs(siteDir, await readFile(file(page), 'utf8'));
      console.log(`${page}: ${(js.gzipBytes / kb).toFixed(1)} KB gzip of JS (${js.files.length} files)`);
      expect(js.framework, page).toBe(false);
      expect(js.gzipBytes, page).toBeLessThanOrEqual(20 * kb);
    }
  });
});
