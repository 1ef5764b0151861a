import { db } from '../lib/aws/dynamodb';
import { config } from '../lib/config';
import { now } from '../lib/clock';
import { resolvePersonalLinkSecret } from '../lib/personal-link-secret';
import { travellerMailerFromConfig } from '../lib/traveller-mail-setup';
import { createDraftsApp } from './routes';

// Top-level await: the signing secret is read once per cold start.
export const draftsApp = createDraftsApp({
  db,
  tableName: config.TABLE_NAME,
  now,
  secret: await resolvePersonalLinkSecret(config),
  siteOrigin: config.SITE_ORIGIN,
  mailer: await travellerMailerFromConfig(),
});
