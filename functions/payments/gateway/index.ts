import { ConfigError, requireSetting, type Config } from '../../lib/config-schema';
import { sandboxGateway } from './sandbox';
import { parseStripeKeys, stripeGateway } from './stripe';
import type { PaymentGateway } from './types';

export type { PaymentGateway } from './types';

/**
 * The one place that chooses the payment gateway adapter from configuration (DESIGN decision 13).
 * `secret` is the gateway's shared secret, already resolved (locally from the environment; in the
 * cloud from Secrets Manager).
 */
export function gatewayFromConfig(config: Config, secret: string): PaymentGateway {
  const name = requireSetting(config, 'PAYMENT_GATEWAY');
  switch (name) {
    case 'sandbox':
      return sandboxGateway({ baseUrl: requireSetting(config, 'PAYMENT_GATEWAY_URL'), secret });
    case 'stripe':
      // The secret holds the API key and the webhook signing secret, as JSON; the API is Stripe's own
      // unless STRIPE_API_URL points the SDK at the local stand-in.
      return stripeGateway({
        ...parseStripeKeys(secret),
        ...(config.STRIPE_API_URL ? { apiUrl: config.STRIPE_API_URL } : {}),
      });
    default:
      throw new ConfigError(`Unknown PAYMENT_GATEWAY: ${String(name)}`);
  }
}
