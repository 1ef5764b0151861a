import { db } from '../lib/aws/dynamodb';
import { s3 } from '../lib/aws/s3';
import { config, requireSetting } from '../lib/config';
import { personalLinksFromConfig, travellerMailerFromConfig } from '../lib/traveller-mail-setup';
import { addPersonalLinkRoutes } from './personal-link-routes';
import { createStatusApp } from './routes';
import { now } from '../lib/clock';

const table = { db, tableName: config.TABLE_NAME };

// Top-level await: the personal links' secret is read once per cold start.
export const statusApp = addPersonalLinkRoutes(createStatusApp({ ...table, now }), {
  ...table,
  now,
  links: await personalLinksFromConfig(),
  mailer: await travellerMailerFromConfig(),
  bucket: { s3, bucketName: requireSetting(config, 'BUCKET_NAME') },
});
