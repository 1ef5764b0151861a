import { useState } from 'react';
import type { LocaleCode } from '../../../shared/locales';
import { storageKeys } from '../../lib/journey/journey-keys';
import { browserStore, writeString } from '../../lib/journey/storage';
import type { PaymentT } from './i18n';

interface Props {
  readonly t: PaymentT;
  readonly locale: LocaleCode;
  readonly applicationId: string;
  readonly accessToken: string;
  readonly navigate?: (url: string) => void;
}

/**
 * The reusable pay button (spec §2, §7, §8): `POST /api/polpay/create`, then the gateway's hosted
 * page. A failure shows the "Payment Error" message with the server's error text. Before leaving it
 * stores the application's id and token, which the result screen uses to ask the server.
 */
export function PolpayButton({ t, locale, applicationId, accessToken, navigate }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function pay() {
    setBusy(true);
    setError(undefined);
    // The payment calls and their schemas load when the button is pressed, not with the page.
    const code = await Promise.all([
      import('../../lib/payment/payment-client'),
      import('../../../shared/api/payments'),
    ]).catch(() => undefined);
    if (!code) {
      // Offline, or a new release replaced the files: the same message as a request that failed.
      setBusy(false);
      setError(t('payment.polpay.requestFailed'));
      return;
    }
    const [{ requestPayment }, { polpayCreatePath }] = code;
    const outcome = await requestPayment(fetch, { applicationId, accessToken, locale }, polpayCreatePath);
    if (outcome.ok) {
      // The result screen asks the server about the application it finds in storage: this one.
      const store = browserStore();
      writeString(store, storageKeys.savedApplicationId, applicationId);
      writeString(store, storageKeys.accessToken, accessToken);
      (navigate ?? ((url: string) => window.location.assign(url)))(outcome.payment.paymentUrl);
      return;
    }
    setBusy(false);
    if (outcome.kind === 'already_paid') setError(t('payment.pay.alreadyPaid'));
    else if (outcome.kind === 'closed') setError(t('payment.pay.closed'));
    else if (outcome.reason === undefined) setError(t('payment.polpay.requestFailed'));
    else {
      const [code = '', ...rest] = outcome.reason.split(': ');
      setError(
        rest.length
          ? t('payment.polpay.httpError', { code, body: rest.join(': ') })
          : t('payment.polpay.createFailed'),
      );
    }
  }

  return (
    <div className="pay-action">
      {error && (
        <div className="notice notice--error" role="alert">
          <p>
            <strong>{t('payment.polpay.errorTitle')}</strong>
          </p>
          <p>{error}</p>
        </div>
      )}
      <button type="button" className="button" onClick={() => void pay()} disabled={busy} aria-busy={busy}>
        {busy ? t('payment.pay.busy') : t('payment.polpay.button')}
      </button>
    </div>
  );
}
