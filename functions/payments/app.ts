import { db, ses } from '../lib/aws';
import { config, ConfigError, requireSetting } from '../lib/config';
import { createSesMailer } from '../lib/mailer';
import { gatewayFromConfig } from './gateway';
import { createPaymentsApp } from './routes';

/**
 * The gateway secret. Locally the stack sets PAYMENT_GATEWAY_SECRET. In the cloud the CDK app passes
 * the Secrets Manager secret's ARN (PAYMENT_GATEWAY_SECRET_ARN); reading it at start needs
 * @aws-sdk/client-secrets-manager, which is not installed yet (see functions/payments/README.md).
 */
function gatewaySecret(): string {
  if (config.PAYMENT_GATEWAY_SECRET) return config.PAYMENT_GATEWAY_SECRET;
  throw new ConfigError(
    config.PAYMENT_GATEWAY_SECRET_ARN
      ? 'PAYMENT_GATEWAY_SECRET_ARN is set but reading Secrets Manager needs @aws-sdk/client-secrets-manager'
      : 'Missing configuration: PAYMENT_GATEWAY_SECRET',
  );
}

export const paymentsApp = createPaymentsApp({
  db,
  tableName: config.TABLE_NAME,
  gateway: gatewayFromConfig(config, gatewaySecret()),
  mailer: createSesMailer({ ses, from: requireSetting(config, 'MAIL_FROM'), fromName: 'Kenya eTA Online' }),
  siteOrigin: config.SITE_ORIGIN,
  now: () => new Date(),
});
