import { ConfigError, requireSetting, type Config } from '../../lib/config-schema';
import { sandboxGateway } from './sandbox';
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
    default:
      throw new ConfigError(`Unknown PAYMENT_GATEWAY: ${String(name)}`);
  }
}
