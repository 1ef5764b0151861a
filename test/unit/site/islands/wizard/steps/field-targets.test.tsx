import { describe, expect, it } from 'vitest';
import {
  emptyWizardForm,
  type WizardField,
  type WizardForm,
} from '../../../../../../shared/wizard/form-data';
import { countryNamesFor } from '../../../../../../site/lib/journey/country-names';
import { countryOptions, parseCountryList } from '../../../../../../site/lib/journey/country-lookup';
import { ContactStep } from '../../../../../../site/islands/wizard/steps/ContactStep';
import { CustomsStep } from '../../../../../../site/islands/wizard/steps/CustomsStep';
import { wizardFieldTarget } from '../../../../../../site/islands/wizard/field-ids';
import { TravelStep } from '../../../../../../site/islands/wizard/steps/TravelStep';
import { TripStep } from '../../../../../../site/islands/wizard/steps/TripStep';
import { render } from '../../form-kit/dom';
import { stepProps } from './support';

/** Every answer of steps 3 to 6 (the form's answers but the files and the confirmations of step 8). */
const answersOfSteps3To6 = Object.keys(emptyWizardForm()).filter(
  (key) => key !== 'files' && !key.startsWith('confirm'),
) as WizardField[];
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
    <ContactStep key="c" {...props} countryOptions={countries} />,
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
    for (const field of answersOfSteps3To6) {
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
