import { describe, expect, it } from 'vitest';
import type { Mailer, MailMessage } from '../../../../functions/lib/mailer';
import type { PersonalLinks } from '../../../../functions/lib/personal-link';
import { createTravellerMailer } from '../../../../functions/lib/traveller-mailer';

const links: PersonalLinks = {
  token: (a) => `token-${a.id}-${a.linkGeneration ?? 0}`,
  url: (a, locale) =>
    `https://eta.example/${locale}/my-application#token=token-${a.id}-${a.linkGeneration ?? 0}`,
  open: () => Promise.resolve(undefined),
  renew: () => Promise.resolve(undefined),
};

function capture(): { mailer: Mailer; sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return { sent, mailer: { send: (m) => (sent.push(m), Promise.resolve({ messageId: '1' })) } };
}

const options = { links, replyTo: 'support@example.com', suppressed: () => Promise.resolve(undefined) };

const message: MailMessage = {
  to: 'traveller@example.com',
  subject: 'Subject',
  html: '<html><body><main><p>Body</p></main></body></html>',
  text: 'Body',
};

describe('the traveller mailer', () => {
  it('adds the personal link in the reader’s language and the support Reply-To', async () => {
    const { mailer, sent } = capture();
    await createTravellerMailer(mailer, options).send({
      ...message,
      personalLink: { application: { id: 'app-1', linkGeneration: 2 }, locale: 'de' },
    });
    const [mail] = sent;
    expect(mail?.replyTo).toBe('support@example.com');
    expect(mail?.html).toMatch(
      /<a href="https:\/\/eta\.example\/de\/my-application#token=token-app-1-2"[^>]*>Antrag öffnen<\/a>[\s\S]*<\/main>/,
    );
    expect(mail?.text).toContain('https://eta.example/de/my-application#token=token-app-1-2');
    expect(mail).not.toHaveProperty('personalLink');
    // The application it is about, as an SES tag: its bounce or complaint names it.
    expect(mail?.tags).toEqual({ application: 'app-1' });
  });

  it('sends nothing to an address that bounced for good or complained, and leaves it out of a list', async () => {
    const { mailer, sent } = capture();
    const traveller = createTravellerMailer(mailer, {
      ...options,
      suppressed: (address) => Promise.resolve(address === 'traveller@example.com' ? 'complaint' : undefined),
    });
    expect(await traveller.send(message)).toEqual({ messageId: undefined, suppressed: true });
    expect(sent).toEqual([]);
    await traveller.send({ ...message, to: ['traveller@example.com', 'other@example.com'] });
    expect(sent[0]?.to).toEqual(['other@example.com']);
  });

  it('keeps a Reply-To its caller set and adds no link to a mail about no application', async () => {
    const { mailer, sent } = capture();
    await createTravellerMailer(mailer, options).send({
      ...message,
      replyTo: 'other@example.com',
    });
    expect(sent[0]).toEqual({ ...message, replyTo: 'other@example.com' });
  });
});
