import { SendEmailCommand, type SESv2Client } from '@aws-sdk/client-sesv2';

/** One plain-text e-mail. */
export interface MailMessage {
  readonly to: readonly string[];
  readonly replyTo?: readonly string[];
  readonly subject: string;
  readonly text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Sends through SES (SESv2 SendEmail, simple content, UTF-8) from one sender address. */
export function sesMailer(ses: SESv2Client, from: string): Mailer {
  return {
    async send(message) {
      await ses.send(
        new SendEmailCommand({
          FromEmailAddress: from,
          Destination: { ToAddresses: [...message.to] },
          ...(message.replyTo ? { ReplyToAddresses: [...message.replyTo] } : {}),
          Content: {
            Simple: {
              Subject: { Data: message.subject, Charset: 'UTF-8' },
              Body: { Text: { Data: message.text, Charset: 'UTF-8' } },
            },
          },
        }),
      );
    },
  };
}
