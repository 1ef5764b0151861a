import { defaultLocale, getLocale, isLocaleCode, locales, type LocaleCode } from '../../shared/locales';
import { visaJourneyIds, visaJourneyRoutes } from '../../shared/destinations/journeys';

/**
 * `getStaticPaths` for a page under `site/pages/[...lang]/`: the default locale has no prefix
 * (`lang` undefined), every other locale lives under `/<code>/`.
 */
export function localeStaticPaths() {
  return locales.map((l) => ({
    params: { lang: l.code === defaultLocale ? undefined : l.code },
    props: { locale: l.code },
  }));
}

/** Non-default locales only, for pages under `site/pages/[lang]/`. */
export function prefixedLocaleStaticPaths() {
  return locales
    .filter((l) => l.code !== defaultLocale)
    .map((l) => ({ params: { lang: l.code }, props: { locale: l.code } }));
}

export function localeFromParam(param: string | undefined): LocaleCode {
  return isLocaleCode(param) ? param : defaultLocale;
}

export function htmlAttributes(code: LocaleCode): { lang: string; dir: 'ltr' | 'rtl' } {
  const l = getLocale(code);
  return { lang: l.tag, dir: l.dir };
}

/**
 * `getStaticPaths` for a visa journey's page under `site/pages/[...lang]/[journey]/`: every locale of
 * every visa destination's journey (`registry.ts`, its `journey.apply`: `/apply-visa` → `apply-visa`).
 */
export function visaJourneyStaticPaths() {
  return localeStaticPaths().flatMap(({ params, props }) =>
    visaJourneyIds.map((journey) => ({
      params: { ...params, journey: visaJourneyRoutes[journey].apply.slice(1) },
      props: { ...props, journey },
    })),
  );
}
