import type { WizardForm } from '../../../../shared/wizard/form-data';
import { TextField } from '../../form-kit/fields';
import type { SectionProps } from './section-props';

interface Props extends SectionProps {
  readonly type: WizardForm['accommodationType'];
}

/** The hotel's name and address, or the private host's name, address, phone and e-mail (spec §5). */
export function AccommodationFields({ f, type }: Props) {
  if (type === 'hotel') {
    return (
      <>
        <TextField {...f.answer('hotelName', 'common.field.hotelName')} />
        <TextField {...f.answer('hotelAddress', 'common.field.hotelAddress')} multiline />
      </>
    );
  }
  if (type === 'private') {
    return (
      <>
        <TextField {...f.answer('hostName', 'common.field.hostName')} />
        <TextField {...f.answer('hostAddress', 'common.field.hostAddress')} multiline />
        <TextField {...f.answer('hostPhone', 'common.field.hostPhone')} type="tel" inputMode="tel" ltr />
        <TextField
          {...f.answer('hostEmail', 'wizard.field.hostEmail', true)}
          type="email"
          inputMode="email"
          spellCheck={false}
          ltr
        />
      </>
    );
  }
  return null;
}
