import type { MessageKey } from '../../../shared/i18n/types';
import { getLocale, type LocaleCode } from '../../../shared/locales';
import { optionLabels } from '../../../shared/journey/options';
import { applicantFields, type ApplicantField, type FieldSpec } from '../../lib/journey/applicant-fields';
import { countryLabel, type CountryNames } from '../../lib/journey/country-lookup';
import { toIsoDate } from '../../lib/journey/date-parts';
import type { T } from './i18n';

/**
 * A date for reading: "5 March 2026" in the page's language (UTC: the date as typed). As
 * `shared/time-format.ts`'s `formatCalendarDate`, kept here so the details page does not load that module.
 */
export function formatDate(iso: string, locale: LocaleCode): string {
  const [y, m, d] = iso.split('-').map(Number);
  return new Intl.DateTimeFormat(getLocale(locale).tag, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)),
  );
}

/**
 * An applicant's answer as the check-your-answers page and summaries show it; '' when not given.
 * Countries are named from the page's `countries` (their names in its language).
 */
export function displayValue(
  t: T,
  locale: LocaleCode,
  countries: CountryNames,
  name: ApplicantField,
  value: string | undefined,
  /** The field's spec when it is not one of `applicantFields` (a visa type's own sections). */
  own?: FieldSpec,
): string {
  if (!value) return '';
  const spec = own ?? applicantFields.find((f) => f.name === name);
  switch (spec?.kind) {
    case 'date': {
      const iso = toIsoDate(value);
      return iso ? formatDate(iso, locale) : value;
    }
    case 'country':
      return countryLabel(countries, value);
    case 'yesno':
      return value === 'yes' ? t('common.form.yes') : t('common.form.no');
    case 'select':
    case 'radio': {
      const labels = spec.options ? (optionLabels[spec.options] as Record<string, MessageKey>) : {};
      // A port of another destination's list (its definition's `portsOfEntry`) has a label of the same pattern.
      const key =
        labels[value] ?? (name === 'portOfEntry' ? (`journey.port.${value}` as MessageKey) : undefined);
      const text = key && t(key);
      return text && text !== key ? text : value;
    }
    default:
      return value;
  }
}
