import { describe, expect, it } from 'vitest';
import { countryNamesFor } from '../../../../../../site/lib/journey/country-names';
import { countryOptions, parseCountryList } from '../../../../../../site/lib/journey/country-lookup';
import { dialCodes } from '../../../../../../shared/dial-codes';
import { ContactStep } from '../../../../../../site/islands/wizard/steps/ContactStep';
import { render } from '../../form-kit/dom';
import { fieldProps, stepProps } from './support';

const countries = countryOptions(parseCountryList(countryNamesFor('en')));
const contact = (...args: Parameters<typeof stepProps>) => {
  const { props, patches } = stepProps(...args);
  const element = <ContactStep {...props} countryOptions={countries} />;
  return { element, page: render(element), patches };
};

describe('step 3, Contact Information', () => {
  it('has the Personal, Passport and Contact sections, each a fieldset with its legend', () => {
    const { page } = contact();
    expect(page.texts('fieldset.fieldset--group > legend')).toEqual([
      'Personal details',
      'Passport',
      'Contact details',
    ]);
  });

  it('labels every answer, with dates and gender as groups under a legend', () => {
    const { page } = contact();
    expect(page.labelOf('firstName')).toBe('First name');
    expect(page.labelOf('lastName')).toBe('Last name');
    expect(page.labelOf('nationality')).toBe('Nationality');
    expect(page.labelOf('passportNumber')).toBe('Passport number');
    expect(page.labelOf('passportIssueCountry')).toBe('Country that issued the passport');
    expect(page.labelOf('email')).toBe('Email address');
    expect(page.labelOf('phoneCountryCode')).toBe('Phone country code');
    expect(page.labelOf('phoneNumber')).toBe('Phone number');
    expect(page.labelOf('homeAddress')).toBe('Home address');
    expect(page.labelOf('city')).toBe('City');
    expect(page.labelOf('stateProvince')).toBe('State or province');
    expect(page.labelOf('postalCode')).toBe('Postal code');
    expect(page.labelOf('country')).toBe('Country');
    const legends = page.texts('fieldset:not(.fieldset--group) > legend');
    expect(legends).toEqual(['Date of birth', 'Gender', 'Passport issue date', 'Passport expiry date']);
    expect(page.labelOf('dateOfBirth-day')).toBe('Day');
    expect(page.attr('#dateOfBirth-year', 'autocomplete')).toBe('bday-year');
    expect(page.texts('label[for^="gender-"]')).toEqual(['Male', 'Female', 'Other']);
    expect(page.attr('#email', 'type')).toBe('email');
    expect(page.attr('#phoneNumber', 'type')).toBe('tel');
    expect(page.one('#homeAddress').name).toBe('textarea');
  });

  it('offers every dial code once, +254 chosen first, and every country for the three country answers', () => {
    const { page } = contact();
    const codes = page.all('#phoneCountryCode option').map((o) => o.attribs.value);
    expect(codes).toEqual(dialCodes);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toEqual(expect.arrayContaining(['+1', '+44', '+90', '+254', '+255']));
    expect(page.attr('#phoneCountryCode option[selected]', 'value')).toBe('+254');
    for (const id of ['nationality', 'passportIssueCountry', 'country']) {
      expect(page.count(`#${id} option`)).toBe(countries.length + 1);
      expect(page.text(`#${id} option[value=""]`)).toBe('Choose…');
    }
    expect(page.text('#nationality option[value="KE"]')).toBe('Kenya');
  });

  it('keeps the passport number in capitals as it is typed', () => {
    const { element, patches } = contact();
    fieldProps(element, 'passportNumber').onChange?.('ak1234567');
    expect(patches).toEqual([{ passportNumber: 'AK1234567' }]);
    fieldProps(element, 'city').onChange?.('Izmir');
    expect(patches.at(-1)).toEqual({ city: 'Izmir' });
  });

  it('shows an error and a warning inline, read with their field through aria-describedby', () => {
    const { page } = contact({}, [
      { field: 'email', message: 'wizard.error.email.invalid', level: 'error' },
      { field: 'email', message: 'wizard.error.email.required', level: 'error' },
      { field: 'passportExpiryDate', message: 'wizard.warning.passportValidity.long', level: 'warning' },
      { field: 'phoneNumber', message: 'wizard.error.phoneNumber.tooShort', level: 'error' },
    ]);
    expect(page.described('#email')).toEqual(['Error: Please enter a valid email address']);
    expect(page.attr('#email', 'aria-invalid')).toBe('true');
    expect(page.described('#phoneNumber')).toEqual([
      'Without the country code, for example 712 345678',
      'Error: Phone number must be at least 8 digits',
    ]);
    const expiry = page
      .all('fieldset')
      .find((f) => f.attribs['aria-describedby']?.startsWith('passportExpiryDate'));
    expect(expiry?.attribs['aria-describedby']).toBe('passportExpiryDate-hint passportExpiryDate-warning');
    expect(page.text('#passportExpiryDate-hint')).toBe('You can also type the whole date, like 27/3/1985.');
    expect(page.text('#passportExpiryDate-warning')).toBe(
      'Warning: Passport validity period seems unusually long. Please verify dates.',
    );
    expect(page.attr('#passportExpiryDate-day', 'aria-invalid')).toBeUndefined();
    expect(page.count('.field--error')).toBe(2);
  });
});
