import type { Dispatch } from 'react';
import type { LocaleCode } from '../../../shared/locales';
import { wizardSteps, type WizardForm } from '../../../shared/wizard/form-data';
import type { CountryList } from '../../lib/journey/country-lookup';
import type { T } from '../journey/i18n';
import { AnswerStep } from './steps/AnswerStep';
import type { StepNumber, WizardAction, WizardState } from './wizard-state';

interface Props {
  readonly step: StepNumber;
  readonly state: WizardState;
  readonly dispatch: Dispatch<WizardAction>;
  readonly onChange: (patch: Partial<WizardForm>) => void;
  readonly t: T;
  readonly locale: LocaleCode;
  readonly countries: CountryList;
}

/** The fields of the step shown. */
export function StepBody({ step, state, onChange, t, locale, countries }: Props) {
  const id = wizardSteps[step - 1];
  const answers = { form: state.form, issues: state.issues, onChange, t, locale, countries };
  return (
    <div className="wizard__body" data-step={id}>
      {id === 'contact' || id === 'trip' || id === 'travel' || id === 'customs' ? (
        <AnswerStep step={id} {...answers} />
      ) : (
        <p className="notice">{t('wizard.page.comingSoon')}</p>
      )}
    </div>
  );
}
