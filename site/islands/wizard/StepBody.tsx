import type { Dispatch } from 'react';
import type { LocaleCode } from '../../../shared/locales';
import { wizardSteps, type WizardForm } from '../../../shared/wizard/form-data';
import type { CountryList } from '../../lib/journey/country-lookup';
import type { T } from '../journey/i18n';
import { DocumentsStep } from './DocumentsStep';
import type { FileStepProps } from './file-step-props';
import { PassportStep } from './PassportStep';
import { PhotoStep } from './PhotoStep';
import { AnswerStep } from './steps/AnswerStep';
import { stagedUpload } from './WizardFileField';
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
export function StepBody({ step, state, dispatch, onChange, t, locale, countries }: Props) {
  const id = wizardSteps[step - 1];
  const files: FileStepProps = {
    form: state.form,
    issues: state.issues,
    onChange,
    t,
    locale,
    upload: stagedUpload,
    onFile: (slot, file) => dispatch({ type: 'fileChanged', slot, file }),
  };
  const answers = { form: state.form, issues: state.issues, onChange, t, locale, countries };
  return (
    <div className="wizard__body" data-step={id}>
      {id === 'passport' && <PassportStep {...files} />}
      {id === 'photo' && <PhotoStep {...files} />}
      {id === 'documents' && <DocumentsStep {...files} />}
      {(id === 'contact' || id === 'trip' || id === 'travel' || id === 'customs') && (
        <AnswerStep step={id} {...answers} />
      )}
      {id === 'confirm' && <p className="notice">{t('wizard.page.comingSoon')}</p>}
    </div>
  );
}
