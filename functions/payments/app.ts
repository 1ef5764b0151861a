import { db } from '../lib/aws/dynamodb';
import { ses } from '../lib/aws/ses';
import { config, requireSetting } from '../lib/config';
import { createSesMailer } from '../lib/mailer';
import { gatewayFromConfig } from './gateway';
import { resolveGatewaySecret } from './gateway/secret';
import { createPaymentsApp } from './routes';
import { now } from '../lib/clock';

export const paymentsApp = createPaymentsApp({
  db,
  tableName: config.TABLE_NAME,
  // Top-level await: the secret is read once per cold start, before the first request is served.
  gateway: gatewayFromConfig(config, await resolveGatewaySecret(config)),
  mailer: createSesMailer({ ses, from: requireSetting(config, 'MAIL_FROM'), fromName: 'Kenya eTA Online' }),
  siteOrigin: config.SITE_ORIGIN,
  now,
});
