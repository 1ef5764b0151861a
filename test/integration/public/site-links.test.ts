import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { localeCodes, localizePath } from '../../../shared/locales';
import { publicAliases, publicPages } from '../../../shared/public/routes';
import { checkLinks } from './link-checker';

/**
 * Every path the specification names (the route table of services-payment-admin.md §2, the header and
 * footer links of the same section, the journey's routes). Query strings (`/apply-visa?rush=true`)
 * reach the same page.
 */
// prettier-ignore
const specificationPaths = [
  '/', '/kenya-eta-start', '/apply-kenya-eta', '/kenya-eta-application', '/kenya-eta-new-application',
  '/kenya-eta-pricing', '/kenya-eta-details', '/kenya-eta-payment-new', '/kenya-eta-gpayprocessing',
  '/kenya-eta-payment-success',
  '/kenya-eta-documents', '/kenya-eta-final-success', '/kenya-eta-declaration', '/kenya-eta-how-to-apply',
  '/how-to-apply', '/kenya-eta-status', '/track-application', '/kenya-eta-check-status', '/check-status',
  '/kenya-eta-admin', '/admin', '/lookup/ta', '/general-information', '/visa-requirements', '/about-us',
  '/privacy-policy', '/terms-of-service', '/refund-policy', '/security-policy', '/payment-policy',
  '/contact-us', '/faq', '/payment-success', '/payment-cancel', '/services', '/portfolio', '/audit',
  '/about', '/contact', '/tanzania', '/apply-visa', '/visa-fees', '/processing', '/kenya-home',
  '/kenya-eta-residence-country',
] as const;

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
    const missing = [...publicPages, ...Object.keys(publicAliases)]
      .flatMap((page) => localeCodes.map((code) => localizePath(page, code)))
      .filter((path) => !existsSync(join(siteDir, path, 'index.html')));
    expect(missing).toEqual([]);
  });

  it('answer every path the specification names, a page or a redirect to the nearest page', () => {
    const unanswered = specificationPaths
      .flatMap((page) => localeCodes.map((code) => localizePath(page, code)))
      .filter((path) => !existsSync(join(siteDir, path, 'index.html')));
    expect(unanswered).toEqual([]);
  });

  it.each(Object.entries(publicAliases))('redirects %s to %s in every language', (alias, target) => {
    for (const code of localeCodes) {
      const html = readFileSync(join(siteDir, localizePath(alias, code), 'index.html'), 'utf8');
      expect(html).toContain(`content="0; url=${localizePath(target, code)}"`);
      expect(html).toContain(`rel="canonical" href="${localizePath(target, code)}"`);
    }
  });
});
