import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { localeCodes, localizePath } from '../../../shared/locales';
import { publicAliases, publicPages } from '../../../shared/public/routes';
import { checkLinks } from './link-checker';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const siteDir = process.env.SITE_DIR ?? join(root, 'dist');

describe('the links of the built site', () => {
  it('all lead to a built page or file (links to planned routes are listed apart)', async () => {
    const report = await checkLinks(siteDir);
    console.log(
      `link check: ${report.pages} pages, ${report.links} internal links, ${report.broken.length} broken\n` +
        `planned (delivered by other issues, not built yet): ` +
        ([...report.planned].map(([route, n]) => `${route} (${n} links)`).join(', ') || 'none') +
        (report.plannedButBuilt.length
          ? `\nnow built, remove from plannedRoutes: ${report.plannedButBuilt.join(', ')}`
          : ''),
    );
    expect(report.broken).toEqual([]);
    // A planned route that now exists must leave the list, so the list never hides a broken link.
    expect(report.plannedButBuilt).toEqual([]);
    expect(report.pages).toBeGreaterThan(publicPages.length * localeCodes.length);
  });

  it('include every public page and alias of the specification in all 14 languages', async () => {
    const { existsSync } = await import('node:fs');
    const missing = [...publicPages, ...Object.keys(publicAliases)]
      .flatMap((page) => localeCodes.map((code) => localizePath(page, code)))
      .filter((path) => !existsSync(join(siteDir, path, 'index.html')));
    expect(missing).toEqual([]);
  });
});
