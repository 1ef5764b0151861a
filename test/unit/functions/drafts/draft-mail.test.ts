import { describe, expect, it } from 'vitest';
import { draftMail } from '../../../../functions/drafts/draft-mail';
import type { StoredDraft } from '../../../../functions/drafts/draft-store';
import { mailMessages } from '../../../../functions/lib/mail-messages';
import { localeCodes } from '../../../../shared/locales';

/**
 * "Continue your application" in the words of the draft's journey: a Tanzania draft's mail names the
 * Tanzania e-visa in every language; a Kenya draft's is what it always was.
 */
const draft = (destination: StoredDraft['destination'], locale: StoredDraft['locale']): StoredDraft => ({
  draftId: 'draft-1',
  email: 'chiamaka@example.com',
  locale,
  page: 'details',
  destination,
  savedAt: '2026-11-26T10:00:00.000Z',
  expiresAt: Date.parse('2026-12-26T10:00:00.000Z') / 1000,
  state: { kenyaEtaApplication: { contactEmail: 'chiamaka@example.com' } },
});
const url = 'https://example.test/continue-application#t=d1.x.y';

describe('the draft mail', () => {
  for (const locale of localeCodes) {
    it(`${locale}: names the Tanzania e-visa for a Tanzania draft, the Kenya eTA for Kenya's`, () => {
      const words = mailMessages(locale);
      const tanzania = draftMail(draft('tanzania', locale), url);
      expect(tanzania.subject).toBe(words['destination.tanzania.draftMail.subject']);
      for (const text of [tanzania.text, tanzania.html])
        expect(text).not.toContain(words['draftMail.subject']);
      expect(tanzania.text).toContain(url);

      const kenya = draftMail(draft('kenya', locale), url);
      expect(kenya.subject).toBe(words['draftMail.subject']);
      expect(kenya.subject).not.toBe(tanzania.subject);
    });
  }
});
