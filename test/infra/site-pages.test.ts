import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localeCodes } from '../../shared/locales';
import { notFoundPageKey, prefixedLocales, sitePagePaths } from '../../infra/cloud/site-pages';

function pagesDir(files: readonly string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'eta-pages-'));
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), '---\n---\n');
  }
  return dir;
}

describe('the site page paths', () => {
  it('are the .astro files under the pages folder, index as the folder itself, sorted', () => {
    const dir = pagesDir([
      'index.astro',
      'faq.astro',
      'kenya-eta-admin.astro',
      'kenya-eta-admin/chat.astro',
      'lookup/ta.astro',
      'help/index.astro',
    ]);
    expect(sitePagePaths(dir)).toEqual([
      '/',
      '/faq',
      '/help',
      '/kenya-eta-admin',
      '/kenya-eta-admin/chat',
      '/lookup/ta',
    ]);
  });

  it('leave out files that are not pages: other extensions and _-prefixed files or folders', () => {
    const dir = pagesDir(['index.astro', 'notes.md', 'styles.css', '_draft.astro', '_parts/form.astro']);
    expect(sitePagePaths(dir)).toEqual(['/']);
  });

  it('refuse a dynamic route, whose pages CloudFront could not tell from missing ones', () => {
    const dir = pagesDir(['index.astro', 'applications/[id].astro']);
    expect(() => sitePagePaths(dir)).toThrow(/Dynamic route/);
  });

  it("list a visa journey's pages under each journey's first page", () => {
    const dir = pagesDir(['index.astro', '[journey]/index.astro', '[journey]/details.astro']);
    expect(sitePagePaths(dir)).toEqual(['/', '/apply-visa', '/apply-visa/details']);
  });

  it('read from the repository include the home, FAQ, admin chat and lookup pages', () => {
    expect(sitePagePaths()).toEqual(
      expect.arrayContaining([
        '/',
        '/faq',
        '/kenya-eta-admin',
        '/kenya-eta-admin/chat',
        '/lookup/ta',
        '/apply-visa',
        '/apply-visa/check-answers',
      ]),
    );
    expect(sitePagePaths()).toEqual([...sitePagePaths()].sort());
  });
});

describe('the 404 page keys', () => {
  it('are /404.html in English and /<code>/404/index.html in the 13 prefixed locales', () => {
    expect(notFoundPageKey('en')).toBe('/404.html');
    expect(notFoundPageKey('ar')).toBe('/ar/404/index.html');
    expect(prefixedLocales).toEqual(localeCodes.filter((c) => c !== 'en'));
    expect(prefixedLocales).toHaveLength(13);
  });
});
