import { useMemo } from 'react';
import { localizePath, type LocaleCode } from '../../../shared/locales';
import { optionLabels } from '../../../shared/journey/options';
import { isPricing } from '../../../shared/journey/pricing';
import { storageKeys } from '../../lib/journey/journey-keys';
import {
  applicantCountOf,
  etaTypeOf,
  readApplicants,
  readPricingChoice,
  readStep1,
} from '../../lib/journey/draft';
import { countryLabel, parseCountryList, type CountryList } from '../../lib/journey/country-lookup';
import { journeyPaths } from '../../lib/journey/steps';
import { readJson, readString, type KeyValueStore } from '../../lib/journey/storage';
import { uiStorageKeys } from '../../lib/journey/ui-keys';
import { useT, type IslandMessages } from './i18n';
import { Loading, RedirectNotice } from './JourneyStatus';
import { PriceBreakdown } from './PriceBreakdown';
import { PayButton } from '../payment/PayButton';
import { useJourney } from './use-journey';
import { SummaryList } from '../form-kit/SummaryList';

interface Props {
  readonly locale: LocaleCode;
  readonly messages: IslandMessages;
  /** The names of the countries in the page's language (`countryNamesFor`). */
  readonly countries: CountryList;
}

function load(store: KeyValueStore) {
  const step1 = readStep1(store);
  const count = applicantCountOf(step1);
  const pricing = readJson(store, uiStorageKeys.savedPricing);
  return {
    applicationNumber: readString(store, storageKeys.savedApplicationNumber),
    contactEmail: step1.contactEmail,
    etaType: etaTypeOf(step1),
    count,
    processingType: readPricingChoice(store).processingType,
    pricing: isPricing(pricing) ? pricing : undefined,
    applicants: readApplicants(store).slice(0, count),
  };
}

/**
 * The payment screen (spec doc 2 §2): what the saved application costs and contains, and Pay.
 */
export function PaymentSummary({ locale, messages, countries }: Props) {
  const t = useT(locale, messages);
  const names = useMemo(() => parseCountryList(countries), [countries]);
  const journey = useJourney(locale, 'payment', load);
  if (journey.status === 'loading') return <Loading text={t('flow.loading')} />;
  if (journey.status === 'redirect') {
    return (
      <RedirectNotice title={t('flow.redirect.title')} linkText={t('flow.redirect.link')} to={journey.to} />
    );
  }
  const { data } = journey;
  const backToDetails = (
    <a className="button button--secondary" href={localizePath(journeyPaths.details, locale)}>
      {t('flow.payment.backToDetails')}
    </a>
  );
  if (!data.applicationNumber || !data.pricing) {
    return (
      <div className="notice" role="status">
        <p>{t('flow.payment.notSaved')}</p>
        <div className="button-row">
          <a className="button" href={localizePath(journeyPaths.checkAnswers, locale)}>
            {t('flow.payment.goToCheck')}
          </a>
          {backToDetails}
        </div>
      </div>
    );
  }
  const speed = data.processingType;
  return (
    <div className="payment-summary">
      <h2>{t('flow.fees.title')}</h2>
      <PriceBreakdown t={t} locale={locale} count={data.count} pricing={data.pricing} />
      <h2>{t('common.label.applicationDetails')}</h2>
      <SummaryList
        rows={[
          {
            label: t('common.label.applicationNumber'),
            value: <strong dir="ltr">{data.applicationNumber}</strong>,
          },
          { label: t('common.field.email'), value: data.contactEmail, ltr: true },
          { label: t('flow.step1.etaType'), value: data.etaType && t(optionLabels.etaType[data.etaType]) },
          {
            label: t('common.label.processingSpeed'),
            value: speed && (
              <>
                {t(optionLabels.processingType[speed])} (
                {t.plural('journey.processing.time', data.pricing.processingTime.maxBusinessDays, {
                  min: data.pricing.processingTime.minBusinessDays,
                  max: data.pricing.processingTime.maxBusinessDays,
                })}
                )
              </>
            ),
          },
        ]}
      />
      <h2>{t('common.label.applicants')}</h2>
      <ol className="applicant-list">
        {data.applicants.map((a) => (
          <li key={a.id}>
            {[a.firstName, a.middleName, a.lastName].filter((s) => s.trim()).join(' ')}
            {a.nationality && <span className="muted"> · {countryLabel(names, a.nationality)}</span>}
          </li>
        ))}
      </ol>
      <PayButton
        t={t}
        locale={locale}
        applicationNumber={data.applicationNumber}
        amount={data.pricing.totalPrice}
      />
      <div className="button-row">{backToDetails}</div>
    </div>
  );
}
