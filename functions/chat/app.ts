import { db } from '../lib/aws/dynamodb';
import { config } from '../lib/config';
import { createChatApp } from './routes';
import { now } from '../lib/clock';

export const chatApp = createChatApp({
  db,
  tableName: config.TABLE_NAME,
  now,
  siteOrigin: config.SITE_ORIGIN,
});
