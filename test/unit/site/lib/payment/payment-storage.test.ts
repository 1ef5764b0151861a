import { describe, expect, it } from 'vitest';
import { memoryStore, readJson } from '../../../../../site/lib/journey/storage';
import {
  clearPendingPayment,
  pendingPaymentKeys,
  readPaymentSuccess,
  rememberPaidApplication,
  rememberPendingPayment,
} from '../../../../../site/lib/payment/payment-storage';

describe('payment storage', () => {
  it('clears the two pending-payment keys', () => {
    const store = memoryStore();
    rememberPendingPayment(store, 'SBX-1', 'KE-12345678');
    expect(store.getItem(pendingPaymentKeys.transactionId)).not.toBeNull();
    clearPendingPayment(store);
    expect(store.getItem(pendingPaymentKeys.transactionId)).toBeNull();
    expect(store.getItem(pendingPaymentKeys.orderId)).toBeNull();
  });

  it('marks the stored application paid with method polpay and the order id as transaction id', () => {
    const store = memoryStore({
      kenyaEtaApplication: JSON.stringify({ etaType: 'tourist', contactEmail: 'a@b.co' }),
      savedApplicationId: 'app-id',
    });
    rememberPaidApplication(
      store,
      {
        applicationNumber: 'KE-12345678',
        paymentStatus: 'paid',
        pending: false,
        refundDue: false,
        documentsSubmitted: false,
        amount: 218,
        currency: 'USD',
        transactionId: 'SBX-9',
      },
      'KE-12345678',
      'app-id',
    );
    expect(readJson(store, 'kenyaEtaApplication')).toEqual({
      etaType: 'tourist',
      contactEmail: 'a@b.co',
      paymentMethod: 'polpay',
      transactionId: 'KE-12345678',
      applicationId: 'app-id',
      paymentCompleted: true,
    });
    expect(readPaymentSuccess(store)).toEqual({
      applicationNumber: 'KE-12345678',
      transactionId: 'SBX-9',
      amount: 218,
      currency: 'USD',
      paymentMethod: 'polpay',
    });
  });

  it('writes nothing when the paid application is not the one this browser saved (paid through a personal link)', () => {
    const draft = JSON.stringify({ etaType: 'tourist', contactEmail: 'other@b.co' });
    for (const saved of [{ savedApplicationId: 'other-app' }, {}] as Record<string, string>[]) {
      const store = memoryStore({ kenyaEtaApplication: draft, ...saved });
      rememberPaidApplication(
        store,
        {
          applicationNumber: 'KE-12345678',
          paymentStatus: 'paid',
          pending: false,
          refundDue: false,
          documentsSubmitted: false,
          amount: 218,
          currency: 'USD',
          transactionId: 'SBX-9',
        },
        'KE-12345678',
        'app-id',
      );
      expect(store.getItem('kenyaEtaApplication')).toBe(draft);
      expect(readPaymentSuccess(store)).toBeUndefined();
    }
  });

  it('reads no payment success from an empty or corrupted store', () => {
    expect(readPaymentSuccess(memoryStore())).toBeUndefined();
    expect(readPaymentSuccess(memoryStore({ kenyaEtaPaymentSuccess: '{oops' }))).toBeUndefined();
  });
});
