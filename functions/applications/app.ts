import { db } from '../lib/aws/dynamodb';
import { s3 } from '../lib/aws/s3';
import { ses } from '../lib/aws/ses';
import { config, requireSetting } from '../lib/config';
import { createSesMailer } from '../lib/mailer';
import { newApplicationNumber } from './application-number';
import { createApplicationsApp } from './routes';
import { now } from '../lib/clock';

export const applicationsApp = createApplicationsApp({
  db,
  tableName: config.TABLE_NAME,
  s3,
  bucketName: requireSetting(config, 'BUCKET_NAME'),
  mailer: createSesMailer({ ses, from: requireSetting(config, 'MAIL_FROM'), fromName: 'Kenya eTA Online' }),
  now,
  newApplicationNumber,
});
