import { useReducer, type SubmitEvent } from 'react';
import { formatNumber } from '../../../shared/i18n/numbers';
import type { MessageKey } from '../../../shared/i18n/types';
import { localizePath, type LocaleCode } from '../../../shared/locales';
import {
  applicantCounts,
  etaTypes,
  optionLabels,
  step1DialCodes,
  transportationMethods,
} from '../../../shared/journey/options';
import { governmentFee, serviceFeeFor, step1Total } from '../../../shared/journey/pricing';
import {
  applicantCountOf,
  readStep1,
  step1Fields,
  writeStep1,
  type Step1Draft,
  type Step1Field,
} from '../../lib/journey/draft';
import { journeyPaths } from '../../lib/journey/steps';
import { ErrorSummary } from '../form-kit/ErrorSummary';
import { RadioGroup, SelectField, TextField } from '../form-kit/fields';
import { fieldErrors, summaryItems } from '../form-kit/server-issues';
import { formatMoney } from '../../../shared/i18n/money';
import { prefixesOf, useT, type IslandMessages, type T } from './i18n';
import { Loading, RedirectNotice } from './JourneyStatus';
import { useFocusFromHash } from './use-focus-from-hash';
import { initialStep1, step1FieldId, step1Reducer, type Step1Errors } from './step1-state';
import { useJourney } from './use-journey';

interface Props {
  readonly locale: LocaleCode;
  readonly messages: IslandMessages;
}

/** The problems of step 1 by the shared schema, loaded when the traveller first continues. */
async function validate(draft: Step1Draft, t: T): Promise<Step1Errors> {
  const { step1Schema } = await import('../../../shared/journey/step1-schema');
  const result = step1Schema.safeParse(draft);
  if (result.success) return {};
  return fieldErrors<Step1Field, string>(result.error.issues, { message: (key) => t(key as MessageKey) });
}

/** Step 1 (spec §3, §5): group size, eTA type, transport, contact details, with a live total. */
export function Step1Form({ locale, messages }: Props) {
  const t = useT(locale, messages);
  const journey = useJourney(locale, undefined, readStep1);
  const [state, dispatch] = useReducer(step1Reducer, initialStep1);
  const { errors, attempt, unavailable } = state;
  useFocusFromHash(journey.status === 'ready');

  if (journey.status === 'loading') return <Loading text={t('flow.loading')} />;
  if (journey.status === 'redirect') {
    return (
      <RedirectNotice title={t('flow.redirect.title')} linkText={t('flow.redirect.link')} to={journey.to} />
    );
  }
  const { store } = journey;
  const values = state.draft ?? journey.data;
  const prefixes = prefixesOf(t);
  const count = applicantCountOf(values);

  const change = (field: Step1Field) => (value: string) => {
    writeStep1(store, { ...values, [field]: value });
    dispatch({ type: 'changed', from: values, field, value });
  };

  const check = async () => {
    const found = await validate(values, t).catch(() => undefined);
    if (!found) return dispatch({ type: 'checkUnavailable' });
    dispatch({ type: 'checked', errors: found });
    if (Object.keys(found).length > 0) return;
    writeStep1(store, values);
    window.location.assign(localizePath(journeyPaths.pricing, locale));
  };
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    void check();
  };

  const summary = summaryItems(errors, step1Fields, (text) => text, step1FieldId);

  return (
    <form className="journey-form" noValidate onSubmit={submit}>
      <ErrorSummary title={t('common.form.errorSummaryTitle')} items={summary} attempt={attempt} />
      {unavailable && (
        <div className="notice notice--warning" role="alert">
          {t('flow.errors.checkUnavailable')}
        </div>
      )}
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
      <fieldset className="fieldset">
        <legend className="fieldset__legend fieldset__legend--m">{t('common.group.contact')}</legend>
        <p className="hint">{t('flow.step1.contactHint')}</p>
        <TextField
          id="contactEmail"
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          ltr
          label={t('common.field.email')}
          value={values.contactEmail}
          onChange={change('contactEmail')}
          error={errors.contactEmail}
          prefixes={prefixes}
        />
        <TextField
          id="contactEmail2"
          type="email"
          inputMode="email"
          spellCheck={false}
          ltr
          label={`${t('flow.step1.contactEmail2')} ${t('flow.form.optional')}`}
          value={values.contactEmail2}
          onChange={change('contactEmail2')}
          error={errors.contactEmail2}
          prefixes={prefixes}
        />
        <div className="phone-field">
          <SelectField
            id="countryCode"
            label={t('flow.step1.countryCode')}
            value={values.countryCode}
            onChange={change('countryCode')}
            options={step1DialCodes.map((code) => ({ value: code, label: code }))}
            error={errors.countryCode}
            prefixes={prefixes}
            autoComplete="tel-country-code"
          />
          <TextField
            id="contactPhone"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            ltr
            label={t('common.field.phone')}
            hint={t('flow.step1.contactPhone.hint')}
            value={values.contactPhone}
            onChange={change('contactPhone')}
            error={errors.contactPhone}
            prefixes={prefixes}
          />
        </div>
      </fieldset>
      <Step1Total t={t} locale={locale} count={count} />
      <div className="button-row">
        <button className="button" type="submit">
          {t('common.form.continue')}
        </button>
      </div>
    </form>
  );
}

function Step1Total({ t, locale, count }: { t: T; locale: LocaleCode; count: number }) {
  const money = (n: number) => formatMoney(n, locale);
  return (
    <div className="total-panel" aria-live="polite">
      <p className="total-panel__line">{t('flow.total', { total: money(step1Total(count)) })}</p>
      <p className="hint">
        {t('flow.step1.totalBreakdown', {
          serviceFee: money(serviceFeeFor(count)),
          governmentFee: money(governmentFee),
          count,
        })}
      </p>
    </div>
  );
}
