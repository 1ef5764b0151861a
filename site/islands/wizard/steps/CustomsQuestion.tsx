import type { MessageKey } from '../../../../shared/i18n/types';
import type { WizardForm } from '../../../../shared/wizard/form-data';
import { RadioGroup, TextField } from '../../form-kit/fields';
import type { SectionProps } from './section-props';
import type { YesNoAnswer } from './step-fields';

/** The descriptions asked after a Yes, and the label of each. */
export const customsDetails = {
  goodsDescription: 'wizard.field.goodsDescription',
  medicineDescription: 'wizard.field.medicineDescription',
  animalsDescription: 'wizard.field.animalsDescription',
} as const satisfies Partial<Record<keyof WizardForm, MessageKey>>;

interface Props extends SectionProps {
  readonly form: WizardForm;
  readonly answer: YesNoAnswer;
  readonly label: MessageKey;
  /** The description asked when the answer is Yes (none for weapons and drugs). */
  readonly details?: keyof typeof customsDetails;
}

/** One yes/no question of the customs declaration, its description field right below it after Yes. */
export function CustomsQuestion({ f, form, answer, label, details }: Props) {
  return (
    <>
      <RadioGroup {...f.answer(answer, label)} options={f.yesNo} inline />
      {details && form[answer] === 'yes' && (
        <TextField {...f.answer(details, customsDetails[details])} multiline />
      )}
    </>
  );
}
