import type { LocaleCode } from '../../../shared/locales';
import { fieldLabel } from '../../lib/journey/applicant-fields';
import type { CountryNames } from '../../lib/journey/country-lookup';
import type { ApplicantDraft } from '../../lib/journey/draft';
import { sharedTripFields } from '../../lib/journey/same-as-first';
import { displayValue } from './display';
import type { T } from './i18n';

interface Props {
  readonly t: T;
  readonly locale: LocaleCode;
  readonly countries: CountryNames;
  readonly first: ApplicantDraft;
}

/** Applicant 1's trip details, shown instead of the fields when an applicant shares them. */
export function SharedTripSummary({ t, locale, countries, first }: Props) {
  const rows = sharedTripFields
    .map((name) => ({ name, value: displayValue(t, locale, countries, name, first[name]) }))
    .filter((row) => row.value !== '');
  return (
    <div className="inset-text">
      <p>{t('flow.details.sameAsFirst.copied')}</p>
      {rows.length > 0 && (
        <dl className="mini-list">
          {rows.map((row) => (
            <div className="mini-list__row" key={row.name}>
              <dt>{t(fieldLabel(row.name))}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
