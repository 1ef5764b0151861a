import { useMemo } from 'react';
import type { LocaleCode } from '../../../../shared/locales';
import type { WizardStepId } from '../../../../shared/wizard/form-data';
import { countryOptions, parseCountryList, type CountryList } from '../../../lib/journey/country-lookup';
import { ContactStep } from './ContactStep';
import { CustomsStep } from './CustomsStep';
import type { WizardStepProps } from './step-fields';
import { TravelStep } from './TravelStep';
import { TripStep } from './TripStep';

export interface AnswerStepProps extends WizardStepProps {
  readonly step: WizardStepId;
  readonly locale: LocaleCode;
  /** The names of the countries in the page's language (`countryNamesFor`), for step 3. */
  readonly countries: CountryList;
}

/**
 * The steps of typed answers, 3 Contact, 4 Trip, 5 Travel and 6 Customs; nothing for the others. The
 * page loads this module as a chunk of its own when one of them is first shown (StepBody).
 */
export function AnswerStep({ step, locale, countries, ...props }: AnswerStepProps) {
  const options = useMemo(() => countryOptions(parseCountryList(countries)), [countries]);
  switch (step) {
    case 'contact':
      return <ContactStep {...props} countryOptions={options} />;
    case 'trip':
      return <TripStep {...props} />;
    case 'travel':
      return <TravelStep {...props} />;
    case 'customs':
      return <CustomsStep {...props} locale={locale} />;
    default:
      return null;
  }
}
