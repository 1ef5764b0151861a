import Stripe from 'stripe';
import { paymentCallbackPath } from '../../../shared/api/payments';

/**
 * Posts a webhook payload to the product: with the stand-in's own signature, or (`secret` given)
 * re-signed with that secret, as Stripe's `generateTestHeaderString` signs. Answers the status.
 */
export async function postWebhook(
  origin: string,
  payload: string,
  signature: string,
  secret?: string,
): Promise<number> {
  const header = secret ? Stripe.webhooks.generateTestHeaderString({ payload, secret }) : signature;
  const response = await fetch(`${origin}${paymentCallbackPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header },
    body: payload,
  });
  return response.status;
}
