import { lazy, Suspense, useMemo } from 'react';
import { formatMoney } from '../../../shared/i18n/money';
import type { MessageKey } from '../../../shared/i18n/types';
import { computeProductPricing } from '../../../shared/journey/pricing';
import { localizePath, type LocaleCode } from '../../../shared/locales';
import type { WizardForm, WizardIssue } from '../../../shared/wizard/form-data';
import { parseCountryList, type CountryList } from '../../lib/journey/country-lookup';
import { journeyPaths } from '../../lib/journey/steps';
import { Checkbox } from '../form-kit/fields';
import { prefixesOf, type T } from '../journey/i18n';
import { issueText } from './field-ids';
import { WizardSummary } from './WizardSummary';
import { isSubmitBusy, type WizardState } from './wizard-state';

const SignatureField = lazy(() =>
  import('../journey/SignatureField').then((m) => ({ default: m.SignatureField })),
);

type Confirmation = 'confirmDataAccuracy' | 'confirmTerms' | 'confirmPrivacy' | 'confirmPayment';
const confirmations: readonly (readonly [Confirmation, MessageKey])[] = [
  ['confirmDataAccuracy', 'journey.agreement.dataAccuracy'],
  ['confirmTerms', 'journey.agreement.terms'],
  ['confirmPrivacy', 'journey.agreement.privacy'],
  ['confirmPayment', 'journey.agreement.paymentAgreement'],
];

/** Why Submit is not yet available (spec §8's toasts, as the button's polite description), if it is not. */
export function missingRequirement(
  form: WizardForm,
  signature: string,
): 'incomplete' | 'signature' | undefined {
  if (confirmations.some(([name]) => !form[name])) return 'incomplete';
  return signature.trim() ? undefined : 'signature';
}

interface Props {
  readonly state: WizardState;
  readonly issues: readonly WizardIssue[];
  readonly onChange: (patch: Partial<WizardForm>) => void;
  readonly onSign: (signature: string) => void;
  readonly onSubmit: () => void;
  readonly t: T;
  readonly locale: LocaleCode;
  readonly countries: CountryList;
}

/**
 * Step 8, Confirm and Proceed: every answer with a Change link, the fee (the wizard's entry of the price
 * table), the four confirmations (terms and privacy open in a new tab), the signature drawn or typed
 * (the pad is loaded when this step is shown), and Submit, available once all four and a signature exist.
 */
export function ConfirmStep({ state, issues, onChange, onSign, onSubmit, t, locale, countries }: Props) {
  const names = useMemo(() => parseCountryList(countries), [countries]);
  const pricing = computeProductPricing('wizard');
  const prefixes = prefixesOf(t);
  const { form, signature } = state;
  const missing = missingRequirement(form, signature);
  const busy = isSubmitBusy(state);
  const links: Partial<Record<Confirmation, { href: string; text: string }>> = {
    confirmTerms: { href: localizePath(journeyPaths.terms, locale), text: t('flow.agreements.readTerms') },
    confirmPrivacy: {
      href: localizePath(journeyPaths.privacy, locale),
      text: t('flow.agreements.readPrivacy'),
    },
  };
  return (
    <>
      <p>{t('wizard.confirm.lead')}</p>
      <WizardSummary t={t} locale={locale} names={names} form={form} />
      <section className="wizard-fee" aria-labelledby="wizard-fee-title">
        <h3 id="wizard-fee-title">{t('flow.fees.title')}</h3>
        <p className="wizard-fee__amount" data-fee>
          {formatMoney(pricing.totalPrice, locale)}
        </p>
        <p>{t.plural('wizard.fee.time', pricing.processingTime.maxBusinessDays)}</p>
        {pricing.refundable === false && <p>{t('wizard.fee.nonRefundable')}</p>}
      </section>
      <fieldset className="fieldset fieldset--group">
        <legend className="fieldset__legend fieldset__legend--m">{t('flow.agreements.title')}</legend>
        <div className="checkboxes">
          {confirmations.map(([name, label]) => {
            const link = links[name];
            return (
              <Checkbox
                key={name}
                id={name}
                label={t(label)}
                hint={
                  link && (
                    <a href={link.href} target="_blank" rel="noopener">
                      {link.text}
                      <span className="visually-hidden"> {t('flow.nav.newTab')}</span>
                    </a>
                  )
                }
                checked={form[name]}
                onChange={(checked) => onChange({ [name]: checked })}
                error={issueText(t, issues, name)}
                prefixes={prefixes}
              />
            );
          })}
        </div>
      </fieldset>
      <Suspense fallback={<p aria-busy="true">{t('flow.loading')}</p>}>
        <SignatureField
          t={t}
          value={signature}
          onChange={onSign}
          error={
            missing === 'signature' && state.attempt > 0 ? t('journey.error.signature.required') : undefined
          }
        />
      </Suspense>
      <div className="button-row">
        <button
          id="submit-application"
          type="button"
          className="button"
          disabled={missing !== undefined || busy}
          aria-describedby="wizard-submit-status"
          onClick={onSubmit}
        >
          {t('common.action.submitApplication')}
        </button>
      </div>
      <p className="hint" id="wizard-submit-status" aria-live="polite">
        {busy && state.submit.name === 'sending' && t('wizard.submit.sending')}
        {!busy && missing && (
          <>
            <strong>{t(`wizard.toast.${missing}.title`)}</strong> {t(`wizard.toast.${missing}.text`)}
          </>
        )}
      </p>
    </>
  );
}
