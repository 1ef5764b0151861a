import { db } from '../lib/aws/dynamodb';
import { ses } from '../lib/aws/ses';
import { config, requireSetting } from '../lib/config';
import { createSimpleSesMailer } from './simple-mailer';
import { createContactApp } from './routes';
import { now } from '../lib/clock';

/** Messages go to SUPPORT_EMAIL; a deployment without one sends them to the sender identity (MAIL_FROM). */
const from = requireSetting(config, 'MAIL_FROM');

export const contactApp = createContactApp({
  db,
  tableName: config.TABLE_NAME,
  mailer: createSimpleSesMailer({ ses, from, fromName: 'Kenya eTA Online' }),
  supportEmail: config.SUPPORT_EMAIL ?? from,
  now,
});
