import { lazy, Suspense, type Dispatch } from 'react';
import type { LocaleCode } from '../../../shared/locales';
import { wizardSteps, type WizardForm } from '../../../shared/wizard/form-data';
import type { CountryList } from '../../lib/journey/country-lookup';
import type { T } from '../journey/i18n';
import { DocumentsStep } from './DocumentsStep';
import type { FileStepProps } from './file-step-props';
import { PassportStep } from './PassportStep';
import { PhotoStep } from './PhotoStep';
import { stagedUpload } from './WizardFileField';
import type { StepNumber, WizardAction, WizardState } from './wizard-state';

// Steps 3 to 6 and 8 are loaded when first shown: the page ships the shell and the file steps (its JS budget).
const AnswerStep = lazy(() => import('./steps/AnswerStep').then((m) => ({ default: m.AnswerStep })));
const ConfirmStep = lazy(() => import('./ConfirmStep').then((m) => ({ default: m.ConfirmStep })));

interface Props {
  readonly step: StepNumber;
  readonly state: WizardState;
  readonly dispatch: Dispatch<WizardAction>;
  readonly onChange: (patch: Partial<WizardForm>) => void;
  readonly t: T;
  readonly locale: LocaleCode;
  readonly countries: CountryList;
  /** Submit on step 8. */
  readonly onSubmit: () => void;
}

/** The fields of the step shown. */
export function StepBody({ step, state, dispatch, onChange, t, locale, countries, onSubmit }: Props) {
  const id = wizardSteps[step - 1];
  const files: FileStepProps = {
    form: state.form,
    issues: state.issues,
    onChange,
    t,
    locale,
    upload: stagedUpload,
    onFile: (slot, file) => dispatch({ type: 'fileChanged', slot, file }),
    onFileChosen: (slot) => dispatch({ type: 'fileChosen', slot }),
    onChecked: (result) => dispatch({ type: 'fileChecked', result }),
  };
  const answers = { form: state.form, issues: state.issues, onChange, t, locale, countries };
  return (
    <div className="wizard__body" data-step={id}>
      {id === 'passport' && <PassportStep {...files} />}
      {id === 'photo' && <PhotoStep {...files} />}
      {id === 'documents' && <DocumentsStep {...files} />}
      <Suspense fallback={<p aria-busy="true">{t('flow.loading')}</p>}>
        {(id === 'contact' || id === 'trip' || id === 'travel' || id === 'customs') && (
          <AnswerStep step={id} {...answers} />
        )}
        {id === 'confirm' && (
          <ConfirmStep
            state={state}
            issues={state.issues}
            onChange={onChange}
            onSign={(signature) => dispatch({ type: 'signed', signature })}
            onSubmit={onSubmit}
            t={t}
            locale={locale}
            countries={countries}
          />
        )}
      </Suspense>
    </div>
  );
}
