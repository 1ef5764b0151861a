/**
 * The public site's routes (paths without a locale prefix; every page exists in all 14 languages).
 * The link checker (test/integration/public/site-links.test.ts) resolves every internal link of the
 * built site; links to `plannedRoutes` are reported separately, as "planned", until those pages exist.
 */

/** Pages this issue builds. */
export const publicPages = [
  '/',
  '/kenya-home',
  '/general-information',
  '/visa-requirements',
  '/how-to-apply',
  '/about-us',
  '/contact-us',
  '/faq',
  '/privacy-policy',
  '/terms-of-service',
  '/refund-policy',
  '/security-policy',
  '/payment-policy',
  '/tanzania',
  '/visa-fees',
  '/processing',
  '/services',
  '/portfolio',
  '/audit',
] as const;

/**
 * Other paths of the specification that are not pages of their own, each with the nearest real page it
 * redirects to (a page per path and language: an immediate redirect, a canonical link and a plain link,
 * `site/components/public/RedirectPage.astro`). (`/kenya-eta-payment-success` is a page of its own, the
 * same screen as `/payment-success`; the Tanzania journey's `/apply-visa` is a journey page.)
 */
export const publicAliases = {
  '/about': '/about-us',
  '/contact': '/contact-us',
} as const;

/** Routes other issues deliver, which the header, footer and pages already link to. */
/** Routes linked before their page exists (none today: every linked page is built). */
export const plannedRoutes: readonly string[] = [];

export type PublicPage = (typeof publicPages)[number];
