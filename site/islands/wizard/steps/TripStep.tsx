import { optionLabels } from '../../../../shared/journey/options';
import { withArrivalDate } from '../../../../shared/wizard/rules';
import { normalizeDateValue } from '../../../lib/journey/date-parts';
import { DateField } from '../../form-kit/DateField';
import { RadioGroup, SelectField } from '../../form-kit/fields';
import { AccommodationFields } from './AccommodationFields';
import { stepFields, type WizardStepProps } from './step-fields';

/**
 * Step 4, Trip Information: purpose, arrival and departure, and where the traveller stays; the hotel's
 * or the host's details appear below the choice (the choice keeps focus). A new arrival date moves a
 * departure on or before it to a week later (`withArrivalDate`, spec §4).
 */
export function TripStep(props: WizardStepProps) {
  const f = stepFields(props);
  const { t, form, onChange } = props;
  const arrival = f.date('arrivalDate', 'common.field.dateOfArrival');
  return (
    <>
      <SelectField
        {...f.answer('purposeOfVisit', 'common.field.purposeOfVisit')}
        options={f.options(optionLabels.purposeOfVisit)}
        placeholder={f.choose}
      />
      <DateField
        {...arrival}
        onChange={(value) => {
          // The rule reads ISO dates; the arrival is kept as typed ("2026-12-5" while typing).
          const departure = normalizeDateValue(form.departureDate);
          const next = withArrivalDate({ ...form, departureDate: departure }, normalizeDateValue(value));
          const moved = next.departureDate !== departure;
          onChange(
            moved ? { arrivalDate: value, departureDate: next.departureDate } : { arrivalDate: value },
          );
        }}
      />
      <DateField {...f.date('departureDate', 'common.field.dateOfDeparture')} />
      <RadioGroup
        {...f.answer('accommodationType', 'common.field.accommodationType')}
        options={f.options(optionLabels.accommodationType)}
      />
      <AccommodationFields t={t} f={f} type={form.accommodationType} />
    </>
  );
}
