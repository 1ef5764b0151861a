import { describe, expect, it } from 'vitest';
import type { WizardForm } from '../../../../../../shared/wizard/form-data';
import { countryNamesFor } from '../../../../../../site/lib/journey/country-names';
import { countryOptions, parseCountryList } from '../../../../../../site/lib/journey/country-lookup';
import { wizardDialCodes } from '../../../../../../site/lib/wizard/dial-codes';
import { ContactStep } from '../../../../../../site/islands/wizard/steps/ContactStep';
import { CustomsStep } from '../../../../../../site/islands/wizard/steps/CustomsStep';
import { stepFieldOrder, wizardFieldTarget } from '../../../../../../site/islands/wizard/steps/field-targets';
import { TravelStep } from '../../../../../../site/islands/wizard/steps/TravelStep';
import { TripStep } from '../../../../../../site/islands/wizard/steps/TripStep';
import { render } from '../../form-kit/dom';
import { stepProps } from './support';

const yes = {
  previousVisitToKenya: 'yes',
  carryingCash: 'yes',
  carryingGoods: 'yes',
  carryingMedicine: 'yes',
  carryingAnimals: 'yes',
} as const;
const pages = (form: Partial<WizardForm>) => {
  const { props } = stepProps(form);
  const countries = countryOptions(parseCountryList(countryNamesFor('en')));
  return [
    <ContactStep key="c" {...props} countryOptions={countries} dialCodes={wizardDialCodes()} />,
    <TripStep key="t" {...props} />,
    <TravelStep key="v" {...props} />,
    <CustomsStep key="u" {...props} locale="en" />,
  ].map(render);
};

describe('the error summary’s targets of steps 3 to 6', () => {
  it('name one input of every answer, with its conditional answers shown', () => {
    const found = [
      ...pages({ ...yes, accommodationType: 'hotel' }),
      ...pages({ accommodationType: 'private' }),
    ];
    for (const field of Object.values(stepFieldOrder).flat()) {
      const id = wizardFieldTarget(field);
      expect(
        found.some((page) => page.count(`[id="${id}"]`) === 1),
        id,
      ).toBe(true);
      const input = found.find((page) => page.count(`[id="${id}"]`) === 1)?.one(`[id="${id}"]`);
      expect(['input', 'select', 'textarea'], id).toContain(input?.name);
    }
  });
});
