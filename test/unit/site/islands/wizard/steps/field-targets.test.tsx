import { describe, expect, it } from 'vitest';
import {
  emptyWizardForm,
  type WizardField,
  type WizardForm,
} from '../../../../../../shared/wizard/form-data';
import { checkWizardStep } from '../../../../../../shared/wizard/rules';
import { countryNamesFor } from '../../../../../../site/lib/journey/country-names';
import { countryOptions, parseCountryList } from '../../../../../../site/lib/journey/country-lookup';
import { ContactStep } from '../../../../../../site/islands/wizard/steps/ContactStep';
import { CustomsStep } from '../../../../../../site/islands/wizard/steps/CustomsStep';
import { wizardFieldTarget } from '../../../../../../site/islands/wizard/field-ids';
import { TravelStep } from '../../../../../../site/islands/wizard/steps/TravelStep';
import { TripStep } from '../../../../../../site/islands/wizard/steps/TripStep';
import { render } from '../../form-kit/dom';
import { stepProps, t } from './support';

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
const countries = countryOptions(parseCountryList(countryNamesFor('en')));
const steps = ['contact', 'trip', 'travel', 'customs'] as const;
const screen = (step: (typeof steps)[number], props: ReturnType<typeof stepProps>['props']) => {
  if (step === 'contact') return <ContactStep {...props} countryOptions={countries} />;
  if (step === 'trip') return <TripStep {...props} />;
  if (step === 'travel') return <TravelStep {...props} />;
  return <CustomsStep {...props} locale="en" />;
};
const pages = (form: Partial<WizardForm>) => steps.map((step) => render(screen(step, stepProps(form).props)));

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

describe('the step checks on the screens of steps 3 to 6', () => {
  const today = '2026-11-26';
  it.each([
    ['nothing answered', {}],
    ['every Yes, a hotel', { ...yes, accommodationType: 'hotel' }],
    ['a private host', { accommodationType: 'private' }],
    [
      'answers the rules refuse',
      {
        ...yes,
        email: 'name@',
        phoneNumber: '123',
        passportIssueDate: '2010-01-01',
        passportExpiryDate: '2026-12-01',
        arrivalDate: '2026-11-26',
        departureDate: '2027-03-01',
        lastVisitDate: '2005-01-01',
        cashAmount: 'lots',
      },
    ],
  ] as const)('show every finding inline, with its field, when %s', (_, form) => {
    for (const step of steps) {
      const { props } = stepProps(form);
      const issues = checkWizardStep(step, props.form, today);
      expect(issues.length, step).toBeGreaterThan(0);
      const page = render(screen(step, { ...props, issues }));
      for (const issue of issues) {
        const id = `${issue.field}-${issue.level}`;
        expect(page.count(`[id="${id}"]`), `${step}: ${id}`).toBe(1);
        expect(page.text(`[id="${id}"]`)).toContain(t(issue.message, issue.params));
        expect(page.count(`[id="${wizardFieldTarget(issue.field)}"]`), `${step}: ${id}`).toBe(1);
      }
    }
  });
});
