import { db } from '../lib/aws/dynamodb';
import { config } from '../lib/config';
import { createAuthApp } from './routes';
import { now } from '../lib/clock';

export const authApp = createAuthApp({
  db,
  tableName: config.TABLE_NAME,
  now,
  siteOrigin: config.SITE_ORIGIN,
});
