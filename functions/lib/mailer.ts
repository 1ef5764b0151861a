import type { LocaleCode } from '../../shared/locales';
import type { DestinationId } from '../../shared/destinations/types';
import { SendEmailCommand, type SESv2Client } from '@aws-sdk/client-sesv2';
import { metricNames, putMetric } from './metrics';

/** A file attached to an e-mail. */
export interface MailAttachment {
  readonly filename: string;
  readonly contentType: string;
  readonly content: Uint8Array;
}

/**
 * One e-mail: an accessible HTML part and its plain-text equivalent (always both), optional
 * attachments. Subjects and bodies may use any script: the message is MIME-encoded as UTF-8.
 */
export interface MailMessage {
  readonly to: string | readonly string[];
  readonly subject: string;
  readonly html: string;
  readonly text: string;
  readonly replyTo?: string;
  readonly attachments?: readonly MailAttachment[];
  /**
   * SES message tags, returned with the mail's bounce and complaint events (`functions/mail-events`):
   * the traveller mailer tags each mail with the application it is about (`application`).
   */
  readonly tags?: Readonly<Record<string, string>>;
  /**
   * A mail to a traveller about their application: the traveller mailer (`traveller-mailer.ts`) adds the
   * personal link to the application's page, in this language, and the support Reply-To.
   */
  readonly personalLink?: {
    readonly application: {
      readonly id: string;
      readonly linkGeneration?: number;
      /** Its destination (absent: Kenya's): the block names the destination's document. */
      readonly destination?: DestinationId;
    };
    readonly locale: LocaleCode;
  };
}

export interface MailSent {
  readonly messageId: string | undefined;
  /** Not sent: every recipient's address bounced for good or complained (`mail-suppression.ts`). */
  readonly suppressed?: true;
}

export interface Mailer {
  /** Sends the message; throws when the mail service does not accept it. */
  send(message: MailMessage): Promise<MailSent>;
}

export interface SesMailerOptions {
  readonly ses: SESv2Client;
  /** The sender address (config `MAIL_FROM`). */
  readonly from: string;
  /** A display name for the sender, e.g. "Kenya eTA Online". */
  readonly fromName?: string;
  /**
   * The SES configuration set every mail is sent with (config `MAIL_CONFIGURATION_SET`): it publishes
   * the mails' bounces and complaints to `functions/mail-events`.
   */
  readonly configurationSet?: string;
}

/** Builds the raw MIME message (RFC 5322) of an e-mail. */
export async function composeRawMessage(from: string, message: MailMessage): Promise<Buffer> {
  // nodemailer's composer loads with the first e-mail, not at cold start (a chunk of its own).
  const { default: MailComposer } = await import('nodemailer/lib/mail-composer/index.js');
  const composer = new MailComposer({
    from,
    to: typeof message.to === 'string' ? message.to : [...message.to],
    subject: message.subject,
    html: message.html,
    text: message.text,
    ...(message.replyTo === undefined ? {} : { replyTo: message.replyTo }),
    attachments: (message.attachments ?? []).map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: Buffer.from(a.content),
    })),
  });
  return composer.compile().build();
}

/** A Mailer over SES: SESv2 `SendEmail` with raw content, so attachments and any script work. */
export function createSesMailer({ ses, from, fromName, configurationSet }: SesMailerOptions): Mailer {
  const sender = fromName === undefined ? from : `"${fromName.replace(/["\\]/g, '')}" <${from}>`;
  return {
    async send(message) {
      const raw = await composeRawMessage(sender, message);
      const result = await countingFailures(() =>
        ses.send(
          new SendEmailCommand({
            Content: { Raw: { Data: raw } },
            ...(configurationSet === undefined ? {} : { ConfigurationSetName: configurationSet }),
            ...(message.tags === undefined
              ? {}
              : { EmailTags: Object.entries(message.tags).map(([Name, Value]) => ({ Name, Value })) }),
          }),
        ),
      );
      return { messageId: result.MessageId };
    },
  };
}

/** Runs one send; a refused or failed send adds to the `MailsFailed` metric (alarmed on) and rethrows. */
export async function countingFailures<T>(send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (e: unknown) {
    putMetric(metricNames.mailsFailed);
    throw e;
  }
}
