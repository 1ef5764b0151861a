import { wizardStepCount, wizardSteps, type WizardStepId } from '../../../shared/wizard/form-data';
import type { T } from '../journey/i18n';
import type { StepNumber } from './wizard-state';

/**
 * The address of a step (`#step-contact`): the script shows that step, and back goes back. Without the
 * script a link lands on the step's entry in the sidebar list (its target, so no link points nowhere).
 */
export const stepId = (step: StepNumber): WizardStepId => wizardSteps[step - 1] ?? 'passport';
export const stepHash = (step: StepNumber) => `#step-${stepId(step)}`;

/** The step an address names, if any. */
export function stepOfHash(hash: string): StepNumber | undefined {
  const match = /^#step-([a-z]+)$/.exec(hash);
  const index = match ? wizardSteps.indexOf(match[1] as (typeof wizardSteps)[number]) : -1;
  return index >= 0 ? ((index + 1) as StepNumber) : undefined;
}

export const stepTitle = (t: T, step: StepNumber) => t(`wizard.step.${stepId(step)}.title`);

interface Props {
  readonly t: T;
  readonly current: StepNumber;
  readonly onSelect: (step: StepNumber) => void;
}

/** `targets`: this list's entries carry the steps' addresses as ids (one list only: ids are unique). */
function Steps({ t, current, onSelect, targets = false }: Props & { readonly targets?: boolean }) {
  return (
    <ol className="wizard-steps__list">
      {wizardSteps.map((id, i) => {
        const step = (i + 1) as StepNumber;
        const here = step === current;
        return (
          <li
            key={id}
            id={targets ? stepHash(step).slice(1) : undefined}
            className={`wizard-steps__item${here ? ' wizard-steps__item--current' : ''}`}
          >
            <a
              href={stepHash(step)}
              aria-current={here ? 'step' : undefined}
              onClick={(event) => {
                event.preventDefault();
                // On a phone the list closes again, showing the step chosen.
                event.currentTarget.closest('details')?.removeAttribute('open');
                onSelect(step);
              }}
            >
              <span className="wizard-steps__number" aria-hidden="true">
                {step}
              </span>
              <span className="visually-hidden">
                {t('wizard.nav.progress', { n: step, count: wizardStepCount })}:{' '}
              </span>
              {stepTitle(t, step)}
            </a>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * The steps, each a link that jumps to it (the current one `aria-current="step"`). On a wide screen a
 * sidebar; on a phone (≤ 640 px) "Step n of 8" with the list behind a disclosure (`<details>`, which
 * opens without the script).
 */
export function StepList(props: Props) {
  const { t, current } = props;
  return (
    <nav className="wizard-steps" aria-label={t('wizard.nav.label')}>
      <div className="wizard-steps__wide">
        <Steps {...props} targets />
      </div>
      <details className="wizard-steps__phone">
        <summary className="wizard-steps__summary">
          {t('wizard.nav.progress', { n: current, count: wizardStepCount })}
          <span className="wizard-steps__summary-title">{stepTitle(t, current)}</span>
        </summary>
        <Steps {...props} />
      </details>
    </nav>
  );
}
