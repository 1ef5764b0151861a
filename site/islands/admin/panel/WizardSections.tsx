import type { LocaleCode } from '../../../../shared/locales';
import type { WizardAnswers } from '../../../../shared/wizard/form-data';
import { wizardSummary, wizardValueText } from '../../../../shared/wizard/summary';
import type { AdminT } from './i18n';
import { Rows } from './SummaryLists';

interface Props {
  readonly wizard: WizardAnswers;
  readonly locale: LocaleCode;
  readonly t: AdminT;
}

/**
 * A wizard application's own answers (home address, trip, accommodation, flights, ports, previous
 * visit, security answers, customs declaration), labelled in the staff member's language with the
 * questions the traveller answered. The documents are in the documents table, like the group's.
 */
export function WizardSections({ wizard, locale, t }: Props) {
  return (
    <section className="admin-applicant" aria-labelledby="admin-wizard-title">
      <h2 id="admin-wizard-title">{t('admin.panel.wizard.title')}</h2>
      {wizardSummary(wizard).map((section) => (
        <div key={section.id} className="admin-applicant__group">
          <h3>{t(section.title)}</h3>
          <Rows
            rows={section.rows.map((row) => ({
              key: row.field,
              label: t(row.label),
              value: wizardValueText(row.value, locale, t),
              ltr: row.value.kind === 'ltr',
            }))}
          />
        </div>
      ))}
    </section>
  );
}
