import { formatNumber } from '../../../shared/i18n/numbers';
import {
  applicantCounts,
  etaTypes,
  optionLabels,
  transportationMethods,
} from '../../../shared/journey/options';
import { RadioGroup, SelectField } from '../form-kit/fields';
import type { Step1FieldsProps } from './step1-fields';

/** Step 1's trip questions: how many travel, which eTA, how they arrive. */
export function Step1TripFields({ t, locale, values, errors, prefixes, change }: Step1FieldsProps) {
  return (
    <>
      <SelectField
        id="numberOfApplicants"
        label={t('common.label.numberOfApplicants')}
        hint={t('flow.step1.numberOfApplicants.hint')}
        value={values.numberOfApplicants}
        onChange={change('numberOfApplicants')}
        options={applicantCounts.map((n) => ({
          value: n,
          label: formatNumber(locale, Number(n)),
        }))}
        error={errors.numberOfApplicants}
        prefixes={prefixes}
      />
      <RadioGroup
        id="etaType"
        label={t('flow.step1.etaType')}
        value={values.etaType}
        onChange={change('etaType')}
        options={etaTypes.map((type) => ({
          value: type,
          label: t(optionLabels.etaType[type]),
          hint: t(`flow.step1.etaType.${type}.hint`),
        }))}
        error={errors.etaType}
        prefixes={prefixes}
      />
      <RadioGroup
        id="transportationMethod"
        label={t('flow.step1.transportationMethod')}
        value={values.transportationMethod}
        onChange={change('transportationMethod')}
        options={transportationMethods.map((m) => ({
          value: m,
          label: t(optionLabels.transportationMethod[m]),
        }))}
        error={errors.transportationMethod}
        prefixes={prefixes}
        inline
      />
    </>
  );
}
