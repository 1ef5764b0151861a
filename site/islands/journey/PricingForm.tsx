import { useState, type SubmitEvent } from 'react';
import { localizePath, type LocaleCode } from '../../../shared/locales';
import { optionLabels, processingTypes, type ProcessingType } from '../../../shared/journey/options';
import { computePricing, insurancePricePerPerson, processingOptions } from '../../../shared/journey/pricing';
import {
  applicantCountOf,
  readPricingChoice,
  readStep1,
  writePricingChoice,
  type PricingDraft,
} from '../../lib/journey/draft';
import { journeyPaths } from '../../lib/journey/steps';
import { ErrorSummary } from '../form-kit/ErrorSummary';
import { Checkbox, RadioGroup } from '../form-kit/fields';
import { formatMoney } from '../../../shared/i18n/money';
import { prefixesOf, useT, type IslandMessages } from './i18n';
import { PriceBreakdown } from './PriceBreakdown';
import { Loading, RedirectNotice } from './JourneyStatus';
import { useFocusFromHash } from './use-focus-from-hash';
import { useJourney } from './use-journey';

interface Props {
  readonly locale: LocaleCode;
  readonly messages: IslandMessages;
}

const load = (store: Parameters<typeof readStep1>[0]) => ({
  count: applicantCountOf(readStep1(store)),
  choice: readPricingChoice(store),
});

/** Processing speed and insurance (spec §3, §9), with the live total from the one price table. */
export function PricingForm({ locale, messages }: Props) {
  const t = useT(locale, messages);
  const journey = useJourney(locale, 'pricing', load);
  const [choice, setChoice] = useState<PricingDraft | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [attempt, setAttempt] = useState(0);
  useFocusFromHash(journey.status === 'ready');

  if (journey.status === 'loading') return <Loading text={t('flow.loading')} />;
  if (journey.status === 'redirect') {
    return (
      <RedirectNotice title={t('flow.redirect.title')} linkText={t('flow.redirect.link')} to={journey.to} />
    );
  }
  const { store, data } = journey;
  const current = choice ?? data.choice;
  const money = (n: number) => formatMoney(n, locale);
  const pricing =
    current.processingType &&
    computePricing({
      applicantCount: data.count,
      processingType: current.processingType,
      insurance: current.insurance,
    });

  const update = (next: PricingDraft) => {
    setChoice(next);
    writePricingChoice(
      store,
      next,
      next.processingType &&
        computePricing({
          applicantCount: data.count,
          processingType: next.processingType,
          insurance: next.insurance,
        }),
    );
    if (next.processingType) setError(undefined);
  };

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    if (!current.processingType) {
      setError(t('journey.error.processingType.required'));
      setAttempt((a) => a + 1);
      return;
    }
    window.location.assign(localizePath(journeyPaths.details, locale));
  };

  return (
    <form className="journey-form" noValidate onSubmit={submit}>
      <ErrorSummary
        title={t('common.form.errorSummaryTitle')}
        items={error ? [{ target: 'processingType-0', text: error }] : []}
        attempt={attempt}
      />
      <RadioGroup
        id="processingType"
        label={t('common.label.processingSpeed')}
        hint={t('common.note.processingAfterPayment')}
        value={current.processingType ?? ''}
        onChange={(v) => update({ ...current, processingType: v as ProcessingType })}
        options={processingTypes.map((type) => {
          const option = processingOptions[type];
          return {
            value: type,
            label: t(optionLabels.processingType[type]),
            badge: option.badge && t(option.badge),
            hint: t.plural('flow.pricing.speedHint', option.maxBusinessDays, {
              min: option.minBusinessDays,
              max: option.maxBusinessDays,
              price: money(option.fee),
            }),
          };
        })}
        error={error}
        prefixes={prefixesOf(t)}
        cards
      />
      <fieldset className="fieldset">
        <legend className="fieldset__legend fieldset__legend--m">{t('common.label.travelInsurance')}</legend>
        <Checkbox
          id="insurance"
          label={t('flow.pricing.insurance', { price: money(insurancePricePerPerson) })}
          hint={t('flow.pricing.insuranceCoverage', { amount: money(50_000) })}
          checked={current.insurance}
          onChange={(checked) => update({ ...current, insurance: checked })}
          prefixes={prefixesOf(t)}
        />
      </fieldset>
      <PriceBreakdown t={t} locale={locale} count={data.count} pricing={pricing || undefined} />
      <div className="button-row">
        <button className="button" type="submit">
          {t('common.form.continue')}
        </button>
        <a className="button button--secondary" href={localizePath(journeyPaths.step1, locale)}>
          {t('flow.nav.back')}
        </a>
      </div>
    </form>
  );
}
