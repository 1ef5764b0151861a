import { optionLabels } from '../../../../shared/journey/options';
import { DateField } from '../../form-kit/DateField';
import { RadioGroup, SelectField, TextField } from '../../form-kit/fields';
import type { CountrySectionProps } from './section-props';

/** Step 3's Personal Information: names as in the passport, date of birth, nationality, gender. */
export function PersonalSection({ t, f, countryOptions }: CountrySectionProps) {
  return (
    <fieldset className="fieldset fieldset--group">
      <legend className="fieldset__legend fieldset__legend--m">{t('common.group.personal')}</legend>
      <TextField
        {...f.answer('firstName', 'common.field.firstName')}
        autoComplete="given-name"
        spellCheck={false}
      />
      <TextField
        {...f.answer('lastName', 'common.field.lastName')}
        autoComplete="family-name"
        spellCheck={false}
      />
      <DateField {...f.date('dateOfBirth', 'common.field.dateOfBirth')} autoCompletePrefix="bday" />
      <SelectField
        {...f.answer('nationality', 'common.field.nationality')}
        options={countryOptions}
        placeholder={f.choose}
      />
      <RadioGroup
        {...f.answer('gender', 'common.field.gender')}
        options={f.options(optionLabels.gender)}
        inline
      />
    </fieldset>
  );
}
