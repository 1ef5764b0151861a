import type Stripe from 'stripe';
import { newEventId } from './sessions';

/** A webhook as the stand-in sent it: the exact bytes and the `Stripe-Signature` header. */
export interface SentEvent {
  readonly type: string;
  readonly payload: string;
  readonly signature: string;
}

/** The API version events are rendered in: the one the pinned SDK speaks. */
export const standInApiVersion = '2026-10-28.endive';

/**
 * An event as Stripe sends it (`object: 'event'`, the session under `data.object`), signed the way
 * Stripe signs (`t=…,v1=…`), with the SDK's own `webhooks.generateTestHeaderString`.
 */
export function signedEvent(
  stripe: Stripe,
  secret: string,
  type: string,
  object: unknown,
  timestamp: number,
): SentEvent {
  const payload = JSON.stringify(
    {
      id: newEventId(),
      object: 'event',
      api_version: standInApiVersion,
      created: timestamp,
      type,
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    },
    null,
    2,
  );
  return {
    type,
    payload,
    signature: stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp }),
  };
}
