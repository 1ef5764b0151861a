import { useState } from 'react';
import { applicationsPath, idempotencyKeyHeader } from '../../../shared/api/applications';
import { addDays, addYears, todayFrom } from '../../../shared/journey/dates';
import { computePricing } from '../../../shared/journey/pricing';
import type { ApplicationCreated } from '../../../shared/journey/application-schemas';
import type { LocaleCode } from '../../../shared/locales';
import { formatMoney } from '../../../shared/i18n/money';

import { useHydrated } from '../../lib/use-hydrated';
import { usePaymentT, type PaymentIslandMessages } from './i18n';
import { PolpayButton } from './PolpayButton';

interface Props {
  readonly locale: LocaleCode;
  readonly messages: PaymentIslandMessages;
}

/** The spec's fixed sample amount of the debug page. */
export const debugSampleAmount = 164;
const testPricing = computePricing({ applicantCount: 1, processingType: 'normal', insurance: false });

/** A real application to pay for: one test applicant, normal processing, no insurance. */
function testSubmission(locale: LocaleCode) {
  const today = todayFrom(() => new Date());
  return {
    applicationType: 'tourist',
    processingType: 'normal',
    contactEmail: 'payment-debug@example.com',
    contactPhone: '+254 700 000000',
    applicantCount: 1,
    includeInsurance: false,
    locale,
    // Marked as test data: left out of the counters, deleted by the retention job.
    testData: true,
    applicants: [
      {
        firstName: 'Test',
        lastName: 'Payment',
        dateOfBirth: '1990-01-01',
        gender: 'female',
        nationality: 'GB',
        passportNumber: 'TEST12345',
        passportIssuedDate: addYears(today, -1),
        passportExpiryDate: addYears(today, 9),
        passportIssuingCountry: 'GB',
        email: 'payment-debug@example.com',
        phone: '+254 700 000000',
        currentAddress: 'Test address',
        dateOfArrival: addDays(today, 30),
        dateOfDeparture: addDays(today, 37),
        employmentStatus: 'employed',
        occupation: 'Tester',
        emergencyContactName: 'Test Contact',
        emergencyContactPhone: '+254 700 000001',
        emergencyContactRelationship: 'friend',
      },
    ],
  };
}

/** `/debug-payment` (spec §2): Payment Debug Test for staff, with the reusable pay button. */
export function DebugPayment({ locale, messages }: Props) {
  const t = usePaymentT(locale, messages);
  const [created, setCreated] = useState<ApplicationCreated>();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const hydrated = useHydrated();

  async function create() {
    setState('busy');
    try {
      const response = await fetch(applicationsPath, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [idempotencyKeyHeader]: crypto.randomUUID() },
        body: JSON.stringify(testSubmission(locale)),
      });
      // The schema library loads with the first test application, not with the page.
      const { applicationCreatedSchema } = await import('../../../shared/journey/application-schemas');
      const parsed = applicationCreatedSchema.safeParse(await response.json());
      if (!response.ok || !parsed.success) throw new Error(String(response.status));
      setCreated(parsed.data);
      setState('idle');
    } catch {
      setState('failed');
    }
  }

  return (
    <>
      <p>{t('payment.debug.sample', { amount: formatMoney(debugSampleAmount, locale) })}</p>
      <p className="inset-text">
        {t('payment.debug.pricingNote', { amount: formatMoney(testPricing.totalPrice, locale) })}
      </p>
      {state === 'failed' && (
        <p className="notice notice--error" role="alert">
          {t('payment.debug.createFailed')}
        </p>
      )}
      {created ? (
        <>
          <p role="status">{t('payment.debug.created', { number: created.applicationNumber })}</p>
          <PolpayButton t={t} locale={locale} applicationId={created.id} accessToken={created.accessToken} />
        </>
      ) : (
        <button
          type="button"
          className="button"
          onClick={() => void create()}
          disabled={!hydrated || state === 'busy'}
        >
          {state === 'busy' ? t('payment.debug.creating') : t('payment.debug.create')}
        </button>
      )}
    </>
  );
}
