import type { LocaleCode } from '../../../../shared/locales';
import { Checkbox } from '../../form-kit/fields';
import { CashQuestion } from './CashQuestion';
import { CustomsQuestion } from './CustomsQuestion';
import { stepFields, type WizardStepProps } from './step-fields';

export interface CustomsStepProps extends WizardStepProps {
  /** The page's language: the cash currencies are named by the browser (`Intl.DisplayNames`). */
  readonly locale: LocaleCode;
}

/**
 * Step 6, Customs Declaration (spec §5): cash above USD 10,000 with its amount and currency; goods,
 * medicines, animals or plants with a description after Yes; weapons and drugs; the truth declaration.
 */
export function CustomsStep(props: CustomsStepProps) {
  const f = stepFields(props);
  const { t, form, onChange } = props;
  const question = { t, f, form } as const;
  return (
    <>
      <CashQuestion {...question} locale={props.locale} />
      <CustomsQuestion
        {...question}
        answer="carryingGoods"
        label="wizard.question.goods"
        details="goodsDescription"
      />
      <CustomsQuestion
        {...question}
        answer="carryingMedicine"
        label="wizard.question.medicine"
        details="medicineDescription"
      />
      <CustomsQuestion {...question} answer="carryingWeapons" label="wizard.question.weapons" />
      <CustomsQuestion {...question} answer="carryingDrugs" label="wizard.question.drugs" />
      <CustomsQuestion
        {...question}
        answer="carryingAnimals"
        label="wizard.question.animals"
        details="animalsDescription"
      />
      <Checkbox
        id="customsDeclaration"
        label={t('wizard.customs.declaration')}
        checked={form.customsDeclaration}
        onChange={(customsDeclaration) => onChange({ customsDeclaration })}
        error={f.messages('customsDeclaration').error}
        prefixes={f.prefixes}
      />
    </>
  );
}
