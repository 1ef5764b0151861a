import type { WizardForm, WizardIssue } from './form-data';
import { wizardCashCurrencies } from './ports';
import {
  compact,
  error,
  requiredChoice,
  requiredText,
  requiredYesNo,
  text,
  tooLong,
  wizardTextLimits as max,
} from './rule-parts';

/**
 * Step 6, Customs Declaration (spec §5 "Wizard customs step", enforced): every yes/no answered; cash
 * above USD 10,000 needs its amount and currency; goods, medicines and animals or plants need a
 * description when yes; the truth declaration ticked.
 */

/** An amount as typed: digits, with an optional decimal part of one or two digits. */
export const isCashAmount = (value: string) => /^\d{1,12}([.,]\d{1,2})?$/.test(value) && /[1-9]/.test(value);

function cashAmount(form: WizardForm): WizardIssue | undefined {
  const value = text(form, 'cashAmount').replace(/\s/g, '');
  if (value === '') return error('cashAmount', 'wizard.error.cashAmount.required');
  if (value.length > max.cashAmount) return error('cashAmount', tooLong);
  return isCashAmount(value) ? undefined : error('cashAmount', 'wizard.error.cashAmount.invalid');
}

export function checkCustomsStep(form: WizardForm): WizardIssue[] {
  const cash = form.carryingCash === 'yes';
  return compact([
    requiredYesNo(form, 'carryingCash', 'wizard.error.carryingCash.required'),
    cash ? cashAmount(form) : undefined,
    cash
      ? requiredChoice(form, 'cashCurrency', wizardCashCurrencies, 'wizard.error.cashCurrency.required')
      : undefined,
    requiredYesNo(form, 'carryingGoods', 'wizard.error.carryingGoods.required'),
    form.carryingGoods === 'yes'
      ? requiredText(form, 'goodsDescription', 'wizard.error.goodsDescription.required', max.description)
      : undefined,
    requiredYesNo(form, 'carryingMedicine', 'wizard.error.carryingMedicine.required'),
    form.carryingMedicine === 'yes'
      ? requiredText(
          form,
          'medicineDescription',
          'wizard.error.medicineDescription.required',
          max.description,
        )
      : undefined,
    requiredYesNo(form, 'carryingWeapons', 'wizard.error.carryingWeapons.required'),
    requiredYesNo(form, 'carryingDrugs', 'wizard.error.carryingDrugs.required'),
    requiredYesNo(form, 'carryingAnimals', 'wizard.error.carryingAnimals.required'),
    form.carryingAnimals === 'yes'
      ? requiredText(form, 'animalsDescription', 'wizard.error.animalsDescription.required', max.description)
      : undefined,
    form.customsDeclaration === true
      ? undefined
      : error('customsDeclaration', 'wizard.error.customsDeclaration.required'),
  ]);
}
