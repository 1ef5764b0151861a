import type { DestinationId } from '../../../../shared/destinations/types';
import { detailsPorts } from '../../../../shared/journey/options';
import type { LocaleCode } from '../../../../shared/locales';
import { applicantName, groupApplicantFields, type FieldRow } from './applicant-fields';
import { countryName, formatCalendarDate, formatCount } from './format';
import { fieldLabelOf, labelOf, optionLabelOf, type AdminT } from './i18n';
import { Rows } from './SummaryLists';

interface Props {
  readonly index: number;
  readonly applicant: Readonly<Record<string, unknown>>;
  /** The application's destination (absent: Kenya's): the labels of its own questions follow it. */
  readonly destination?: DestinationId | undefined;
  readonly locale: LocaleCode;
  readonly t: AdminT;
}

/** One applicant's answers, grouped: personal, passport, contact, travel, accommodation, … */
export function ApplicantSection({ index, applicant, destination, locale, t }: Props) {
  const titleId = `admin-applicant-${index}`;
  return (
    <section className="admin-applicant" aria-labelledby={titleId}>
      <h2 id={titleId}>
        {t('common.heading.applicant', { number: index + 1, name: applicantName(applicant) })}
      </h2>
      {groupApplicantFields(applicant).map(({ group, rows }) => (
        <div key={group} className="admin-applicant__group">
          <h3>{t(`common.group.${group}`)}</h3>
          <Rows
            rows={rows.map((row) => ({
              label: row.known ? fieldLabelOf(t, row.name, destination) : row.name,
              value: valueText(row, locale, t),
              ltr: row.as.kind === 'ltr',
            }))}
          />
        </div>
      ))}
    </section>
  );
}

/** A stored value as it reads in the panel's language. */
export function valueText(row: FieldRow, locale: LocaleCode, t: AdminT): string {
  const { value, as } = row;
  if (typeof value === 'boolean') return value ? t('common.form.yes') : t('common.form.no');
  const text = String(value);
  switch (as.kind) {
    case 'date':
      return formatCalendarDate(text, locale);
    case 'country':
      return countryName(text, locale);
    case 'port':
      // Kenya's ports by their proper names; another destination's by its label (`journey.port.DAR`).
      return detailsPorts.find((p) => p.code === text)?.name ?? labelOf(t, `journey.port.${text}`, text);
    case 'option':
      return optionLabelOf(t, as.list, text);
    default:
      return typeof value === 'number' ? formatCount(value, locale) : text;
  }
}
