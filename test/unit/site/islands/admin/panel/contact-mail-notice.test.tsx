import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ApplicationDetail } from '../../../../../../shared/api/admin';
import { pickMessages } from '../../../../../../shared/i18n';
import { createTranslator } from '../../../../../../shared/i18n/translate';
import type { LocaleCode } from '../../../../../../shared/locales';
import { adminPanelPrefixes, type AdminPanelKey } from '../../../../../../site/lib/island-messages';
import { ContactMailNotice } from '../../../../../../site/islands/admin/panel/ContactMailNotice';

const application = {
  contactEmail: 'traveller@example.com',
  contactPhone: '+44 7700 900123',
} as ApplicationDetail['application'];

function render(locale: LocaleCode, issue?: ApplicationDetail['application']['contactMailIssue']): string {
  const t = createTranslator<AdminPanelKey>(
    locale,
    pickMessages(locale, adminPanelPrefixes) as Record<AdminPanelKey, string>,
  );
  const app = issue ? { ...application, contactMailIssue: issue } : application;
  return renderToStaticMarkup(<ContactMailNotice application={app} locale={locale} t={t} />);
}

describe('the notice of an address our mail cannot reach', () => {
  it('says why, names the address and links the phone number to call', () => {
    const html = render('en', { reason: 'bounce', at: '2026-11-25T10:00:00.000Z' });
    expect(html).toContain('Our e-mails do not reach this traveller');
    expect(html).toContain('Mail to traveller@example.com bounced on');
    expect(html).toContain('href="tel:+447700900123"');
    expect(render('en', { reason: 'complaint', at: '2026-11-25T10:00:00.000Z' })).toContain('as spam');
    expect(render('ar', { reason: 'complaint', at: '2026-11-25T10:00:00.000Z' })).toContain('بريد مزعج');
  });

  it('shows nothing while the address takes mail', () => {
    expect(render('en')).toBe('');
  });
});
