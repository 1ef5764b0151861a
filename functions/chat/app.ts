import { db } from '../lib/aws/dynamodb';
import { config } from '../lib/config';
import { createChatApp } from './routes';

export const chatApp = createChatApp({
  db,
  tableName: config.TABLE_NAME,
  now: () => new Date(),
  siteOrigin: config.SITE_ORIGIN,
});
