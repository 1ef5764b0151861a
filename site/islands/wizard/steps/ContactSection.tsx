import { dialCodes } from '../../../../shared/dial-codes';
import { SelectField, TextField } from '../../form-kit/fields';
import type { CountrySectionProps } from './section-props';

const dialCodeOptions = dialCodes.map((code) => ({ value: code, label: code }));

/** Step 3's Contact Information: e-mail, phone with its dial code, and the home address. */
export function ContactSection({ t, f, countryOptions }: CountrySectionProps) {
  return (
    <fieldset className="fieldset fieldset--group">
      <legend className="fieldset__legend fieldset__legend--m">{t('common.group.contact')}</legend>
      <TextField
        {...f.answer('email', 'common.field.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        spellCheck={false}
        ltr
      />
      <div className="phone-field">
        <SelectField
          {...f.answer('phoneCountryCode', 'wizard.field.phoneCountryCode')}
          options={dialCodeOptions}
          autoComplete="tel-country-code"
        />
        <TextField
          {...f.answer('phoneNumber', 'common.field.phone')}
          hint={t('wizard.hint.phoneNumber')}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          ltr
        />
      </div>
      <TextField
        {...f.answer('homeAddress', 'wizard.field.homeAddress')}
        multiline
        autoComplete="street-address"
      />
      <TextField {...f.answer('city', 'common.field.city')} autoComplete="address-level2" />
      <TextField {...f.answer('stateProvince', 'common.field.stateProvince')} autoComplete="address-level1" />
      <TextField
        {...f.answer('postalCode', 'common.field.postalCode')}
        autoComplete="postal-code"
        spellCheck={false}
        width="medium"
      />
      <SelectField
        {...f.answer('country', 'wizard.field.country')}
        options={countryOptions}
        placeholder={f.choose}
        autoComplete="country"
      />
    </fieldset>
  );
}
