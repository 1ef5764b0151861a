import { db } from '../lib/aws/dynamodb';
import { config } from '../lib/config';
import { createAuthApp } from './routes';
import { now } from '../lib/clock';
import { totpSecretBoxOf } from '../lib/totp-secret-box';

export const authApp = createAuthApp({
  db,
  tableName: config.TABLE_NAME,
  now,
  siteOrigin: config.SITE_ORIGIN,
  totpSecrets: totpSecretBoxOf(config),
});
