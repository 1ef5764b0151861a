import type { Option } from '../../form-kit/fields';
import type { T } from '../../journey/i18n';
import type { StepFields } from './step-fields';

/** What a section of a step receives: the translator and the step's field props (`stepFields`). */
export interface SectionProps {
  readonly t: T;
  readonly f: StepFields;
}

export interface CountrySectionProps extends SectionProps {
  readonly countryOptions: readonly Option[];
}
