import type { LocaleCode } from '../../../shared/locales';
import { fieldLabel } from '../../lib/journey/applicant-fields';
import type { CountryNames } from '../../lib/journey/country-lookup';
import type { ApplicantDraft } from '../../lib/journey/draft';
import { sharedSections, type SharedSection } from '../../lib/journey/same-as-first';
import { displayValue } from './display';
import type { T } from './i18n';

interface Props {
  readonly t: T;
  readonly locale: LocaleCode;
  readonly countries: CountryNames;
  readonly first: ApplicantDraft;
  readonly section: SharedSection;
  /** "The … of applicant 1 are used:" */
  readonly intro: string;
}

/** Applicant 1's details of one section, shown instead of the fields when an applicant shares them. */
export function SharedSectionSummary({ t, locale, countries, first, section, intro }: Props) {
  const rows = sharedSections[section]
    .map((name) => ({ name, value: displayValue(t, locale, countries, name, first[name]) }))
    .filter((row) => row.value !== '');
  return (
    <div className="inset-text">
      <p>{intro}</p>
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

/** For `lazy()` in the applicant's fields (a default export costs the page's first script fewer bytes). */
export default SharedSectionSummary;
