import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { countingFailures, type Mailer, type SesMailerOptions } from '../lib/mailer';

/**
 * The shared `Mailer` over SESv2 `SendEmail` with simple content (text and HTML, UTF-8): what the contact
 * mail needs. It leaves out the MIME composer of `createSesMailer` (functions/lib/mailer.ts), which
 * would take this function's bundle from ~55 KB to ~190 KB (budget 150 KB); attachments need that one.
 */
export function createSimpleSesMailer({ ses, from, fromName }: SesMailerOptions): Mailer {
  const sender = fromName === undefined ? from : `"${fromName.replace(/["\\]/g, '')}" <${from}>`;
  return {
    async send(message) {
      if (message.attachments && message.attachments.length > 0) {
        throw new Error('Attachments need createSesMailer (functions/lib/mailer.ts)');
      }
      const result = await countingFailures(() =>
        ses.send(
          new SendEmailCommand({
            FromEmailAddress: sender,
            Destination: { ToAddresses: typeof message.to === 'string' ? [message.to] : [...message.to] },
            ...(message.replyTo === undefined ? {} : { ReplyToAddresses: [message.replyTo] }),
            Content: {
              Simple: {
                Subject: { Data: message.subject, Charset: 'UTF-8' },
                Body: {
                  Text: { Data: message.text, Charset: 'UTF-8' },
                  Html: { Data: message.html, Charset: 'UTF-8' },
                },
              },
            },
          }),
        ),
      );
      return { messageId: result.MessageId };
    },
  };
}
