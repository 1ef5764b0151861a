import { db, s3, ses } from '../lib/aws';
import { config, requireSetting } from '../lib/config';
import { createSesMailer } from '../lib/mailer';
import { createDocumentsApp } from './routes';
import { now } from '../lib/clock';

export const documentsApp = createDocumentsApp({
  db,
  tableName: config.TABLE_NAME,
  s3,
  bucketName: requireSetting(config, 'BUCKET_NAME'),
  mailer: createSesMailer({ ses, from: requireSetting(config, 'MAIL_FROM'), fromName: 'Kenya eTA Online' }),
  now,
});
