import { useMemo, useState, type SubmitEvent } from 'react';
import { needsYellowFeverCertificate } from '../../../shared/destinations/yellow-fever';
import type { Destination, DestinationId } from '../../../shared/destinations/types';
import { formatMoney } from '../../../shared/i18n/money';
import { formatNumber } from '../../../shared/i18n/numbers';
import type { MessageKey } from '../../../shared/i18n/types';
import { applicantCounts } from '../../../shared/journey/options';
import { localizePath, type LocaleCode } from '../../../shared/locales';
import { countryOptions, parseCountryList, type CountryList } from '../../lib/journey/country-lookup';
import { browserStore } from '../../lib/journey/storage';
import {
  applicantCountOfVisa,
  eligibleVisaTypes,
  isRush,
  needsNoVisa,
  readVisaStep1,
  visaStep1Fields,
  visaStep1Pricing,
  visaTypeFor,
  writeVisaStep1,
  type VisaStep1Draft,
  type VisaStep1Field,
} from '../../lib/journey/visa-step1';
import { visaJourneys } from '../../lib/journey/visa-journeys';
import { useBrowserSnapshot } from '../../lib/use-browser-snapshot';
import { ErrorSummary } from '../form-kit/ErrorSummary';
import { Checkbox, RadioGroup, SelectField } from '../form-kit/fields';
import { fieldErrors, summaryItems } from '../form-kit/server-issues';
import { prefixesOf, useT, type IslandMessages, type T } from './i18n';
import { PriceBreakdown } from './PriceBreakdown';
import { Step1ContactFields } from './Step1ContactFields';
import type { Step1Draft } from '../../lib/journey/draft';

interface Props {
  readonly locale: LocaleCode;
  readonly messages: IslandMessages;
  readonly destination: Exclude<DestinationId, 'kenya'>;
  /** The countries named in the page's language (`countryNamesFor`). */
  readonly countries: CountryList;
}

type Errors = Partial<Record<VisaStep1Field, string>>;

/** The radios' first input is the target of an error link. */
const fieldId = (field: VisaStep1Field) =>
  field === 'visaType' || field === 'processingType' ? `${field}-0` : field;

async function validate(destination: Destination, draft: VisaStep1Draft, t: T): Promise<Errors> {
  const { visaStep1Schema } = await import('../../../shared/journey/visa-step1-schema');
  const result = visaStep1Schema(destination).safeParse(draft);
  if (result.success) return {};
  return fieldErrors<VisaStep1Field, string>(result.error.issues, { message: (k) => t(k as MessageKey) });
}

/**
 * Step 1 of a visa destination's journey (`/apply-visa`, `?rush=true` preselects the fastest speed):
 * nationality, the visa types it may have, travellers, speed, insurance, the country they fly in from
 * and the contact details, with the group's price from the destination's table. Everything is read
 * from the destination's definition; saved on every change in the destination's own records.
 */
export function VisaStep1Form({ locale, messages, destination, countries }: Props) {
  const t = useT(locale, messages);
  const journey = visaJourneys[destination];
  const definition = journey.destination;
  const names = useMemo(() => countryOptions(parseCountryList(countries)), [countries]);
  const loaded = useBrowserSnapshot(() => {
    const store = browserStore();
    const draft = readVisaStep1(store, journey.keys.application, definition, {
      rush: isRush(window.location.search),
      applicantsKey: journey.keys.applicants,
    });
    return { store, draft };
  });
  const [draft, setDraft] = useState<VisaStep1Draft | undefined>();
  const [errors, setErrors] = useState<Errors>({});
  const [attempt, setAttempt] = useState(0);
  const [unavailable, setUnavailable] = useState(false);

  // JourneyStatus's Loading, written out: importing it would split it from the chunk of Kenya's journey
  // pages into a file of its own on each of them.
  if (!loaded) {
    return (
      <p className="journey-loading" role="status">
        {t('flow.loading')}
      </p>
    );
  }
  const { store } = loaded;
  const values = draft ?? loaded.draft;
  const money = (n: number) => formatMoney(n, locale);
  const prefixes = prefixesOf(t);
  const exempt = needsNoVisa(definition, values.nationality);
  const types = eligibleVisaTypes(definition, values.nationality);
  const pricing = visaStep1Pricing(definition, values);
  const count = applicantCountOfVisa(values);
  // The destination asks a yellow fever certificate of travellers from a country at risk.
  const asksYellowFever = definition.documents.some((d) => d.when === 'yellowFeverOrigin');

  const save = (next: VisaStep1Draft) => {
    setDraft(next);
    writeVisaStep1(store, journey.keys.application, next);
  };
  const change = (field: VisaStep1Field) => (value: string) => {
    const next = { ...values, [field]: value };
    if (field === 'nationality') next.visaType = visaTypeFor(definition, value, values.visaType);
    if (errors[field]) setErrors({ ...errors, [field]: undefined });
    save(next);
  };

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    void (async () => {
      const found = await validate(definition, values, t).catch(() => undefined);
      if (!found) return setUnavailable(true);
      setUnavailable(false);
      setErrors(found);
      if (Object.keys(found).length > 0) return setAttempt((a) => a + 1);
      save(values);
      window.location.assign(localizePath(journey.paths.details, locale));
    })();
  };

  const summary = summaryItems(errors, visaStep1Fields, (text) => text, fieldId);
  const onlyForNames = (codes: readonly string[]) =>
    codes.map((c) => names.find((n) => n.value === c)?.label ?? c).join(', ');

  return (
    <form className="journey-form" noValidate onSubmit={submit}>
      <ErrorSummary title={t('common.form.errorSummaryTitle')} items={summary} attempt={attempt} />
      {unavailable && (
        <div className="notice notice--warning" role="alert">
          {t('flow.errors.checkUnavailable')}
        </div>
      )}
      <SelectField
        id="nationality"
        label={t('common.field.nationality')}
        hint={t('visa.step1.nationality.hint')}
        value={values.nationality}
        onChange={change('nationality')}
        options={names}
        placeholder={t('flow.form.choose')}
        error={errors.nationality ?? (exempt ? t('journey.error.nationality.visaNotNeeded') : undefined)}
        prefixes={prefixes}
      />
      {values.nationality && !exempt ? (
        <RadioGroup
          id="visaType"
          label={t('visa.step1.visaType')}
          value={values.visaType}
          onChange={change('visaType')}
          options={types.map((type) => ({
            value: type.id,
            label: t(type.label),
            hint: [
              t(`${destination}.types.${type.id}.text` as MessageKey),
              t(`${destination}.types.fee` as MessageKey, { amount: money(type.governmentFee) }),
              type.onlyFor
                ? t(`${destination}.types.onlyFor` as MessageKey, { countries: onlyForNames(type.onlyFor) })
                : '',
            ]
              .filter(Boolean)
              .join(' '),
          }))}
          error={errors.visaType}
          prefixes={prefixes}
          cards
        />
      ) : (
        !exempt && <p className="hint">{t('visa.step1.visaType.chooseNationality')}</p>
      )}
      <SelectField
        id="numberOfApplicants"
        label={t('common.label.numberOfApplicants')}
        hint={t('flow.step1.numberOfApplicants.hint')}
        value={values.numberOfApplicants}
        onChange={change('numberOfApplicants')}
        options={applicantCounts.map((n) => ({ value: n, label: formatNumber(locale, Number(n)) }))}
        error={errors.numberOfApplicants}
        prefixes={prefixes}
      />
      <RadioGroup
        id="processingType"
        label={t('common.label.processingSpeed')}
        hint={t('common.note.processingAfterPayment')}
        value={values.processingType}
        onChange={change('processingType')}
        options={definition.speeds.map((speed) => ({
          value: speed.id,
          label: t(speed.label),
          hint: t.plural('flow.pricing.speedHint', speed.maxBusinessDays, {
            min: speed.minBusinessDays,
            max: speed.maxBusinessDays,
            price: money(speed.fee),
          }),
        }))}
        error={errors.processingType}
        prefixes={prefixes}
        cards
      />
      <fieldset className="fieldset">
        <legend className="fieldset__legend fieldset__legend--m">{t('common.label.travelInsurance')}</legend>
        <Checkbox
          id="insurance"
          label={t('flow.pricing.insurance', { price: money(definition.prices.insurancePricePerPerson) })}
          hint={t('flow.pricing.insuranceCoverage', { amount: money(50_000) })}
          checked={values.insurance === 'yes'}
          onChange={(checked) => change('insurance')(checked ? 'yes' : '')}
          prefixes={prefixes}
        />
      </fieldset>
      <SelectField
        id="departureCountry"
        label={t('visa.step1.departureCountry')}
        hint={t('visa.step1.departureCountry.hint')}
        value={values.departureCountry}
        onChange={change('departureCountry')}
        options={names}
        placeholder={t('flow.form.choose')}
        error={errors.departureCountry}
        warning={
          values.departureCountry && asksYellowFever && needsYellowFeverCertificate(values.departureCountry)
            ? t('visa.step1.yellowFever')
            : undefined
        }
        prefixes={prefixes}
      />
      <Step1ContactFields
        t={t}
        locale={locale}
        values={values as unknown as Step1Draft}
        errors={errors}
        prefixes={prefixes}
        change={(field) => change(field as VisaStep1Field)}
      />
      <PriceBreakdown t={t} locale={locale} count={count} pricing={pricing} />
      <div className="button-row">
        <button className="button" type="submit">
          {t('common.form.continue')}
        </button>
      </div>
    </form>
  );
}
