import { db } from '../lib/aws/dynamodb';
import { config } from '../lib/config';
import { travellerMailerFromConfig } from '../lib/traveller-mail-setup';
import { gatewayFromConfig } from './gateway';
import { resolveGatewaySecret } from './gateway/secret';
import { createPaymentsApp } from './routes';
import { now } from '../lib/clock';

export const paymentsApp = createPaymentsApp({
  db,
  tableName: config.TABLE_NAME,
  // Top-level await: the secret is read once per cold start, before the first request is served.
  gateway: gatewayFromConfig(config, await resolveGatewaySecret(config)),
  // Top-level await: the personal links' secret is read once per cold start.
  mailer: await travellerMailerFromConfig(),
  siteOrigin: config.SITE_ORIGIN,
  now,
});
