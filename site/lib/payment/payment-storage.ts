import { journeyKeys } from '../journey/current-journey';
import { storageKeys } from '../journey/journey-keys';
import type { PaymentState } from '../../../shared/api/payments';
import {
  readJson,
  readRecord,
  readString,
  removeKey,
  writeJson,
  type KeyValueStore,
} from '../journey/storage';

/** The two pending-payment keys: set when the browser leaves for the gateway, cleared on the result page. */
export const pendingPaymentKeys = journeyKeys({
  transactionId: 'kenyaEtaPendingPayment',
  orderId: 'kenyaEtaPendingOrderId',
} as const);

export interface StoredPaymentSuccess {
  readonly applicationNumber: string;
  readonly transactionId: string;
  readonly amount: number;
  readonly currency: 'USD';
  readonly paidAt?: string;
  readonly paymentMethod: 'polpay';
}

/** The saved application's id and access token (written when the application was created). */
export function applicationAccess(store: KeyValueStore) {
  const applicationId = readString(store, storageKeys.savedApplicationId);
  const accessToken = readString(store, storageKeys.accessToken);
  return applicationId && accessToken ? { applicationId, accessToken } : undefined;
}

export function rememberPendingPayment(store: KeyValueStore, transactionId: string, orderId: string): void {
  writeJson(store, pendingPaymentKeys.transactionId, transactionId);
  writeJson(store, pendingPaymentKeys.orderId, orderId);
}

export function clearPendingPayment(store: KeyValueStore): void {
  removeKey(store, pendingPaymentKeys.transactionId);
  removeKey(store, pendingPaymentKeys.orderId);
}

/**
 * After the server confirmed the payment (spec §3, §4): the payment-success entry, and the saved
 * application marked paid with method polpay and the order id as transaction id. Only when the
 * application paid is the one this browser saved: nothing is written after paying through a personal
 * link on another device.
 */
export function rememberPaidApplication(
  store: KeyValueStore,
  state: PaymentState,
  orderId: string,
  applicationId: string,
): void {
  // Paid through a personal link on a device that applied for something else (or for nothing): its
  // own saved application is not this one and must not be marked paid.
  if (readString(store, storageKeys.savedApplicationId) !== applicationId) return;
  const success: StoredPaymentSuccess = {
    applicationNumber: state.applicationNumber,
    transactionId: state.transactionId ?? orderId,
    amount: state.amount,
    currency: state.currency,
    ...(state.paidAt ? { paidAt: state.paidAt } : {}),
    paymentMethod: 'polpay',
  };
  writeJson(store, storageKeys.paymentSuccess, success);
  writeJson(store, storageKeys.application, {
    ...readRecord(store, storageKeys.application),
    paymentMethod: 'polpay',
    transactionId: orderId,
    applicationId,
    paymentCompleted: true,
  });
}

export function readPaymentSuccess(store: KeyValueStore): StoredPaymentSuccess | undefined {
  const value = readJson(store, storageKeys.paymentSuccess);
  if (value === null || typeof value !== 'object') return undefined;
  const v = value as Record<string, unknown>;
  if (typeof v.applicationNumber !== 'string' || typeof v.transactionId !== 'string') return undefined;
  return {
    applicationNumber: v.applicationNumber,
    transactionId: v.transactionId,
    amount: typeof v.amount === 'number' ? v.amount : 0,
    currency: 'USD',
    ...(typeof v.paidAt === 'string' ? { paidAt: v.paidAt } : {}),
    paymentMethod: 'polpay',
  };
}
