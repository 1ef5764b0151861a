import { db } from '../lib/aws/dynamodb';
import { config } from '../lib/config';
import { createAuthApp } from './routes';

export const authApp = createAuthApp({
  db,
  tableName: config.TABLE_NAME,
  now: () => new Date(),
  siteOrigin: config.SITE_ORIGIN,
});
