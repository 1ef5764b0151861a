import type { WizardForm } from '../../../../shared/wizard/form-data';
import { DateField } from '../../form-kit/DateField';
import { SelectField, TextField } from '../../form-kit/fields';
import type { CountrySectionProps } from './section-props';

interface Props extends CountrySectionProps {
  readonly onChange: (patch: Partial<WizardForm>) => void;
}

/** Step 3's Passport Information: number (kept in capitals), issuing country, issue and expiry dates. */
export function PassportSection({ t, f, countryOptions, onChange }: Props) {
  return (
    <fieldset className="fieldset fieldset--group">
      <legend className="fieldset__legend fieldset__legend--m">{t('common.group.passport')}</legend>
      <TextField
        {...f.answer('passportNumber', 'common.field.passportNumber')}
        onChange={(value) => onChange({ passportNumber: value.toUpperCase() })}
        autoCapitalize="characters"
        spellCheck={false}
        ltr
        width="medium"
      />
      <SelectField
        {...f.answer('passportIssueCountry', 'common.field.passportIssuingCountry')}
        options={countryOptions}
        placeholder={f.choose}
      />
      <DateField {...f.date('passportIssueDate', 'common.field.passportIssuedDate')} />
      <DateField {...f.date('passportExpiryDate', 'common.field.passportExpiryDate')} />
    </fieldset>
  );
}
