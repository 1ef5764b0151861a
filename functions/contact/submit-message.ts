import { randomInt } from 'node:crypto';
import { PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { ContactMessage, ContactReceipt } from '../../shared/public/contact';
import { getLocale, isLocaleCode } from '../../shared/locales';
import { ServiceUnavailableError } from '../lib/domain-errors';
import { conditionalWrite, retryTransaction, tryAgain } from '../lib/dynamo-writes';
import { errorFields, log } from '../lib/log';
import { escapeHtml, mailDocument } from '../lib/mail-html';
import type { Mailer } from '../lib/mailer';

export interface ContactDeps {
  readonly db: DynamoDBDocumentClient;
  readonly tableName: string;
  readonly mailer: Mailer;
  /** Where messages go (SUPPORT_EMAIL). */
  readonly supportEmail: string;
  readonly now: () => Date;
  /** A new reference (`CT-` and 8 random digits); replaced in tests. */
  readonly newReference?: () => string;
}

/** Contact messages are personal data: kept two years (the privacy policy says so), then expired by TTL. */
export const contactRetentionDays = 730;

export function randomReference(): string {
  return `CT-${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

export function contactKey(reference: string): { pk: string; sk: string } {
  return { pk: `CONTACT#${reference}`, sk: 'MESSAGE' };
}

/** Stores the message under a fresh reference (a reference taken already: another is drawn). */
async function store(deps: ContactDeps, message: ContactMessage, createdAt: Date): Promise<string> {
  const newReference = deps.newReference ?? randomReference;
  return retryTransaction(
    async () => {
      const reference = newReference();
      const stored = await conditionalWrite(
        deps.db,
        new PutCommand({
          TableName: deps.tableName,
          Item: {
            ...contactKey(reference),
            type: 'contact',
            reference,
            ...message,
            createdAt: createdAt.toISOString(),
            mailStatus: 'pending',
            gsi1pk: 'CONTACT',
            gsi1sk: `${createdAt.toISOString()}#${reference}`,
            expiresAt: Math.floor(createdAt.getTime() / 1000) + contactRetentionDays * 86_400,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
      return stored ? reference : tryAgain;
    },
    { exhausted: () => new ServiceUnavailableError('Could not allocate a reference') },
  );
}

/** The e-mail support receives: every field, as text and as accessible HTML, with the sender as Reply-To. */
export function supportMail(reference: string, message: ContactMessage, createdAt: Date) {
  const language =
    message.locale && isLocaleCode(message.locale) ? getLocale(message.locale).englishName : 'not given';
  const fields: [string, string][] = [
    ['Reference', reference],
    ['Received', createdAt.toISOString()],
    ['From', `${message.firstName} ${message.lastName} <${message.email}>`],
    ['Phone', message.phone || 'not given'],
    ['Application number', message.applicationNumber || 'not given'],
    ['Language of the page', language],
    ['Subject', message.subject],
  ];
  const subject = `[${reference}] ${message.subject}`;
  const text = [...fields.map(([k, v]) => `${k}: ${v}`), '', message.message].join('\n');
  const rows = fields
    .map(
      ([k, v]) =>
        `<dt style="font-weight:bold">${escapeHtml(k)}</dt><dd style="margin:0 0 8px">${escapeHtml(v)}</dd>`,
    )
    .join('');
  const html = mailDocument(
    'en',
    subject,
    `<h1 style="font-size:22px">Contact message ${escapeHtml(reference)}</h1><dl>${rows}</dl>` +
      `<p dir="auto" style="white-space:pre-wrap">${escapeHtml(message.message)}</p>`,
  );
  return { subject, text, html };
}

async function setMailStatus(deps: ContactDeps, reference: string, status: 'sent' | 'failed') {
  await deps.db.send(
    new UpdateCommand({
      TableName: deps.tableName,
      Key: contactKey(reference),
      UpdateExpression: 'SET mailStatus = :status',
      ExpressionAttributeValues: { ':status': status },
    }),
  );
}

/**
 * Stores the message, then e-mails it to support. When the mail cannot be sent the stored record says
 * so and the sender is asked to try again (503): a message nobody receives is not "sent".
 */
export async function submitContactMessage(
  deps: ContactDeps,
  message: ContactMessage,
): Promise<ContactReceipt> {
  const createdAt = deps.now();
  const reference = await store(deps, message, createdAt);
  const mail = supportMail(reference, message, createdAt);
  try {
    await deps.mailer.send({ to: deps.supportEmail, replyTo: message.email, ...mail });
  } catch (e: unknown) {
    log.error('contact mail failed', { reference, ...errorFields(e) });
    await setMailStatus(deps, reference, 'failed');
    throw new ServiceUnavailableError('The message could not be delivered');
  }
  await setMailStatus(deps, reference, 'sent');
  log.info('contact message received', { reference });
  return { reference };
}
