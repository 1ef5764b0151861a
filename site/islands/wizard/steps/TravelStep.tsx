import { wizardPortLabel, wizardPorts } from '../../../../shared/wizard/ports';
import { withPreviousVisit } from '../../../../shared/wizard/rules';
import type { YesNo } from '../../../../shared/wizard/form-data';
import { SelectField, TextField } from '../../form-kit/fields';
import { SecurityQuestions } from './SecurityQuestions';
import { stepFields, type WizardStepProps } from './step-fields';

/**
 * Step 5, Travel Information: flight numbers and ports (the wizard's own list, spec §3), then the
 * previous visit (its date only after Yes) and the two security questions.
 */
export function TravelStep(props: WizardStepProps) {
  const f = stepFields(props);
  const { t, form, onChange } = props;
  const ports = wizardPorts.map((p) => ({ value: p.code, label: wizardPortLabel(p.code, t) }));
  const flight = { autoCapitalize: 'characters', spellCheck: false, ltr: true, width: 'medium' } as const;
  return (
    <>
      <fieldset className="fieldset fieldset--group">
        <legend className="fieldset__legend fieldset__legend--m">{t('common.group.travel')}</legend>
        <TextField
          {...f.answer('arrivalFlightNumber', 'wizard.field.arrivalFlightNumber')}
          hint={t('wizard.hint.flightNumber')}
          {...flight}
        />
        <TextField
          {...f.answer('departureFlightNumber', 'wizard.field.departureFlightNumber', true)}
          {...flight}
        />
        <SelectField
          {...f.answer('portOfEntry', 'common.field.portOfEntry')}
          options={ports}
          placeholder={f.choose}
        />
        <SelectField
          {...f.answer('portOfExit', 'wizard.field.portOfExit', true)}
          options={ports}
          placeholder={f.choose}
        />
      </fieldset>
      <SecurityQuestions
        t={t}
        f={f}
        previousVisit={form.previousVisitToKenya}
        onPreviousVisit={(answer: YesNo) => {
          const next = withPreviousVisit(form, answer);
          onChange({ previousVisitToKenya: next.previousVisitToKenya, lastVisitDate: next.lastVisitDate });
        }}
      />
    </>
  );
}
