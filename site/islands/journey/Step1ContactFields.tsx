import { step1DialCodes } from '../../../shared/journey/options';
import { SelectField, TextField } from '../form-kit/fields';
import type { Step1FieldsProps } from './step1-fields';

/** Step 1's contact details: where the application's mail goes, and a phone number. */
export function Step1ContactFields({ t, values, errors, prefixes, change }: Step1FieldsProps) {
  return (
    <fieldset className="fieldset">
      <legend className="fieldset__legend fieldset__legend--m">{t('common.group.contact')}</legend>
      <p className="hint">{t('flow.step1.contactHint')}</p>
      <TextField
        id="contactEmail"
        type="email"
        inputMode="email"
        autoComplete="email"
        spellCheck={false}
        ltr
        label={t('common.field.email')}
        value={values.contactEmail}
        onChange={change('contactEmail')}
        error={errors.contactEmail}
        prefixes={prefixes}
      />
      <TextField
        id="contactEmail2"
        type="email"
        inputMode="email"
        spellCheck={false}
        ltr
        label={`${t('flow.step1.contactEmail2')} ${t('flow.form.optional')}`}
        value={values.contactEmail2}
        onChange={change('contactEmail2')}
        error={errors.contactEmail2}
        prefixes={prefixes}
      />
      <div className="phone-field">
        <SelectField
          id="countryCode"
          label={t('flow.step1.countryCode')}
          value={values.countryCode}
          onChange={change('countryCode')}
          options={step1DialCodes.map((code) => ({ value: code, label: code }))}
          error={errors.countryCode}
          prefixes={prefixes}
          autoComplete="tel-country-code"
        />
        <TextField
          id="contactPhone"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          ltr
          label={t('common.field.phone')}
          hint={t('flow.step1.contactPhone.hint')}
          value={values.contactPhone}
          onChange={change('contactPhone')}
          error={errors.contactPhone}
          prefixes={prefixes}
        />
      </div>
    </fieldset>
  );
}
