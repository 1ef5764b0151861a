import { readdirSync } from 'node:fs';
import { join, sep } from 'node:path';
import { defaultLocale, localePrefix, localeCodes } from '../../shared/locales';
import type { LocaleCode } from '../../shared/locales';
import { visaJourneyRoutes } from '../../shared/destinations/journeys';
import { repoRoot } from './paths';

/** The site's localized pages: each `.astro` file here exists in every locale (`site/lib/i18n.ts`). */
export const localizedPagesDirectory: string = join(repoRoot, 'site', 'pages', '[...lang]');

/** The locales whose pages live under `/<code>/` (every locale but the unprefixed default). */
export const prefixedLocales: readonly LocaleCode[] = localeCodes.filter((code) => code !== defaultLocale);

/**
 * The base paths (without locale prefix) of the pages under `site/pages/[...lang]/`, sorted:
 * `index.astro` is `/`, `faq.astro` is `/faq`, `kenya-eta-admin/chat.astro` is `/kenya-eta-admin/chat`.
 * Read from the sources, not from a build, so a synth works without `astro build`. Files and folders
 * starting with `_` are not pages (Astro ignores them); the visa journeys' pages (`[journey]/`) are listed
 * under each journey's path; any other dynamic route (`[id].astro`) cannot be listed and is refused, since CloudFront could then not tell its pages from missing ones.
 */
export function sitePagePaths(pagesDirectory: string = localizedPagesDirectory): string[] {
  const files = readdirSync(pagesDirectory, { recursive: true, encoding: 'utf8' });
  const pages = new Set<string>();
  for (const file of files) {
    if (!file.endsWith('.astro')) continue;
    const segments = file.slice(0, -'.astro'.length).split(sep);
    if (segments.some((s) => s.startsWith('_'))) continue;
    if (segments[segments.length - 1] === 'index') segments.pop();
    for (const page of expandJourney(segments)) {
      if (page.some((s) => s.includes('['))) {
        throw new Error(
          `Dynamic route ${file} under ${pagesDirectory}: its pages cannot be listed at synth time`,
        );
      }
      pages.add(`/${page.join('/')}`);
    }
  }
  return [...pages].sort();
}

/**
 * A page of the visa journeys (`[journey]/details.astro`, `site/lib/i18n.ts` `visaJourneyStaticPaths`)
 * is one page per visa destination, under its journey's first path segment (`/apply-visa/details`);
 * any other path comes back as it is.
 */
function expandJourney(segments: readonly string[]): string[][] {
  const at = segments.indexOf('[journey]');
  if (at === -1) return [[...segments]];
  return Object.values(visaJourneyRoutes).map((route) => segments.with(at, route.apply.slice(1)));
}

/** The object key of a locale's 404 page: `/404.html` for the default locale, else `/ar/404/index.html`. */
export function notFoundPageKey(code: LocaleCode): string {
  return code === defaultLocale ? '/404.html' : `${localePrefix(code)}/404/index.html`;
}
