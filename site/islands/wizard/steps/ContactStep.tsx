import type { Option } from '../../form-kit/fields';
import { ContactSection } from './ContactSection';
import { PassportSection } from './PassportSection';
import { PersonalSection } from './PersonalSection';
import { stepFields, type WizardStepProps } from './step-fields';

export interface ContactStepProps extends WizardStepProps {
  /** The countries named in the page's language, in its alphabetical order (`countryOptions`). */
  readonly countryOptions: readonly Option[];
}

/** Step 3, Contact Information: the Personal, Passport and Contact sections (spec §2, §3). */
export function ContactStep(props: ContactStepProps) {
  const f = stepFields(props);
  const { t, onChange, countryOptions } = props;
  return (
    <>
      <PersonalSection t={t} f={f} countryOptions={countryOptions} />
      <PassportSection t={t} f={f} countryOptions={countryOptions} onChange={onChange} />
      <ContactSection t={t} f={f} countryOptions={countryOptions} />
    </>
  );
}
