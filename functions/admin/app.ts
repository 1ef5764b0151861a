import { db } from '../lib/aws/dynamodb';
import { s3 } from '../lib/aws/s3';
import { config, requireSetting } from '../lib/config';
import { travellerMailerFromConfig } from '../lib/traveller-mail-setup';
import { createAdminApp } from './routes';
import { now } from '../lib/clock';

export const adminApp = createAdminApp({
  db,
  tableName: config.TABLE_NAME,
  s3,
  bucketName: requireSetting(config, 'BUCKET_NAME'),
  // Top-level await: the personal links' secret is read once per cold start.
  mailer: await travellerMailerFromConfig(),
  now,
  siteOrigin: config.SITE_ORIGIN,
});
