import { getLocale, type LocaleCode } from '../../../../shared/locales';
import type { WizardForm } from '../../../../shared/wizard/form-data';
import { wizardCashCurrencies } from '../../../../shared/wizard/ports';
import { RadioGroup, SelectField, TextField } from '../../form-kit/fields';
import type { SectionProps } from './section-props';

interface Props extends SectionProps {
  readonly form: WizardForm;
  readonly locale: LocaleCode;
}

/** "USD – US dollar" in the page's language (the code alone where the browser cannot name it). */
function currencyOptions(locale: LocaleCode) {
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([getLocale(locale).tag], { type: 'currency' });
  } catch {
    names = undefined;
  }
  return wizardCashCurrencies.map((code) => {
    const name = names?.of(code);
    return { value: code, label: name && name !== code ? `${code} – ${name}` : code };
  });
}

/** Cash above USD 10,000: after Yes, the amount and its currency. */
export function CashQuestion({ f, form, locale }: Props) {
  return (
    <>
      <RadioGroup {...f.answer('carryingCash', 'wizard.question.cash')} options={f.yesNo} inline />
      {form.carryingCash === 'yes' && (
        <div className="phone-field">
          <TextField
            {...f.answer('cashAmount', 'common.field.cashAmount')}
            inputMode="numeric"
            spellCheck={false}
            ltr
            width="medium"
          />
          <SelectField
            {...f.answer('cashCurrency', 'wizard.field.cashCurrency')}
            options={currencyOptions(locale)}
            placeholder={f.choose}
          />
        </div>
      )}
    </>
  );
}
