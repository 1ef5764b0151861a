import { db, s3, ses } from '../lib/aws';
import { config, requireSetting } from '../lib/config';
import { createSesMailer } from '../lib/mailer';
import { newApplicationNumber } from './application-number';
import { createApplicationsApp } from './routes';

export const applicationsApp = createApplicationsApp({
  db,
  tableName: config.TABLE_NAME,
  s3,
  bucketName: requireSetting(config, 'BUCKET_NAME'),
  mailer: createSesMailer({ ses, from: requireSetting(config, 'MAIL_FROM'), fromName: 'Kenya eTA Online' }),
  now: () => new Date(),
  newApplicationNumber,
  // Test data only where payments go to the sandbox gateway (shared/site-build.ts, functions/lib/test-data.ts).
  acceptsTestData: config.PAYMENT_GATEWAY === 'sandbox',
});
