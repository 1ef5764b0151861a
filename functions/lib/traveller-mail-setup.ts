import { db } from './aws/dynamodb';
import { ses } from './aws/ses';
import { now } from './clock';
import { config, requireSetting } from './config';
import { createSesMailer, type Mailer } from './mailer';
import { suppressionOf } from './mail-suppression';
import { createPersonalLinks, type PersonalLinks } from './personal-link';
import { resolvePersonalLinkSecret } from './personal-link-secret';
import { createTravellerMailer } from './traveller-mailer';

/** The support inbox every traveller mail's Reply-To names (a deployment without one: the sender). */
export const supportReplyTo = (): string => config.SUPPORT_EMAIL ?? requireSetting(config, 'MAIL_FROM');

/** The personal links of this function, with the secret read once per cold start. */
export async function personalLinksFromConfig(): Promise<PersonalLinks> {
  const secret = await resolvePersonalLinkSecret(config);
  return createPersonalLinks({
    db,
    tableName: config.TABLE_NAME,
    secret,
    siteOrigin: config.SITE_ORIGIN,
    now,
  });
}

/** The mailer of every function that writes to travellers: SES, plus personal link and Reply-To. */
export async function travellerMailerFromConfig(): Promise<Mailer> {
  const inner = createSesMailer({
    ses,
    from: requireSetting(config, 'MAIL_FROM'),
    fromName: 'Kenya eTA Online',
    ...(config.MAIL_CONFIGURATION_SET === undefined
      ? {}
      : { configurationSet: config.MAIL_CONFIGURATION_SET }),
  });
  const table = { db, tableName: config.TABLE_NAME };
  return createTravellerMailer(inner, {
    links: await personalLinksFromConfig(),
    replyTo: supportReplyTo(),
    suppressed: (address) => suppressionOf(table, address),
  });
}
