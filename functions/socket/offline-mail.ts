import type { ChatMessage } from '../../shared/api/chat';
import { escapeHtml, mailDocument } from '../lib/mail-html';
import type { Mailer } from '../lib/mailer';

export interface OfflineMailDeps {
  readonly mailer: Mailer;
  /** The support inbox (config/company.json, `SUPPORT_EMAIL`). */
  readonly supportEmail: string;
  readonly siteOrigin: string;
}

/**
 * A visitor's message while no agent is online reaches support by e-mail (the widget promised a reply
 * by e-mail): the message, who wrote it, and where to answer; Reply-To is the visitor's address, so a
 * reply from the inbox reaches them. For support staff: English.
 */
export async function mailOfflineMessage(
  deps: OfflineMailDeps,
  visitor: { readonly name: string; readonly email?: string },
  message: ChatMessage,
): Promise<void> {
  const consoleUrl = `${deps.siteOrigin}/kenya-eta-admin/chat`;
  const subject = `Chat message from ${visitor.name} (no agent was online)`;
  const lines = [
    `${visitor.name}${visitor.email ? ` <${visitor.email}>` : ''} wrote in the live chat while no agent was online:`,
    '',
    message.content,
    '',
    visitor.email
      ? 'Reply to this e-mail to answer them by e-mail.'
      : 'They left no e-mail address: answer in the chat if they come back.',
    `The conversation is in the support console: ${consoleUrl}`,
  ];
  const html = mailDocument(
    'en',
    subject,
    `<p>${escapeHtml(lines[0] ?? '')}</p>` +
      `<blockquote dir="auto" style="white-space:pre-wrap">${escapeHtml(message.content)}</blockquote>` +
      `<p>${escapeHtml(lines[4] ?? '')}</p>` +
      `<p><a href="${escapeHtml(consoleUrl)}">The conversation in the support console</a></p>`,
  );
  await deps.mailer.send({
    to: deps.supportEmail,
    subject,
    text: lines.join('\n'),
    html,
    ...(visitor.email ? { replyTo: visitor.email } : {}),
  });
}
