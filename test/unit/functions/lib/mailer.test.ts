import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { describe, expect, it, vi } from 'vitest';
import { composeRawMessage, createSesMailer } from '../../../../functions/lib/mailer';

const message = {
  to: 'amina@example.com',
  subject: 'Başvurunuzu aldık: KE-01234567 — 王小明',
  html: '<p>Merhaba</p>',
  text: 'Merhaba',
  attachments: [
    { filename: 'a.pdf', contentType: 'application/pdf', content: new Uint8Array([37, 80, 68, 70]) },
  ],
};

describe('the raw MIME message', () => {
  it('has an encoded non-Latin subject, a plain-text and an HTML part, and the attachment', async () => {
    const raw = (await composeRawMessage('"Kenya eTA Online" <no-reply@example.com>', message)).toString(
      'utf8',
    );
    expect(raw).toMatch(/^Subject: =\?UTF-8\?[BQ]\?/m);
    expect(raw).not.toContain('王小明');
    expect(raw).toContain('Content-Type: text/plain; charset=utf-8');
    expect(raw).toContain('Content-Type: text/html; charset=utf-8');
    expect(raw).toMatch(/Content-Type: application\/pdf; name=a\.pdf/);
    expect(raw).toContain('From: Kenya eTA Online <no-reply@example.com>');
  });
});

describe('the SES mailer', () => {
  it('sends the raw message with SESv2 SendEmail and returns the message id', async () => {
    const ses = new SESv2Client({
      region: 'eu-west-1',
      credentials: { accessKeyId: 'a', secretAccessKey: 'b' },
    });
    const send = vi.spyOn(ses, 'send').mockResolvedValue({ MessageId: 'm-1' } as never);
    const mailer = createSesMailer({ ses, from: 'no-reply@example.com', fromName: 'Kenya eTA Online' });
    expect(await mailer.send(message)).toEqual({ messageId: 'm-1' });
    const command = send.mock.calls[0]?.[0] as SendEmailCommand;
    expect(command).toBeInstanceOf(SendEmailCommand);
    const data = command.input.Content?.Raw?.Data;
    expect(Buffer.from(data ?? new Uint8Array()).toString('utf8')).toContain('To: amina@example.com');
  });
});
