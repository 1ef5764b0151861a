import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { pickMessages } from '../../../../../../shared/i18n';
import { createTranslator } from '../../../../../../shared/i18n/translate';
import type { LocaleCode } from '../../../../../../shared/locales';
import { adminPanelPrefixes, type AdminPanelKey } from '../../../../../../site/lib/island-messages';
import { WizardSections } from '../../../../../../site/islands/admin/panel/WizardSections';
import { privateHostAnswers } from '../../../../../support/wizard-answers';

function render(locale: LocaleCode): string {
  const t = createTranslator<AdminPanelKey>(
    locale,
    pickMessages(locale, adminPanelPrefixes) as Record<AdminPanelKey, string>,
  );
  return renderToStaticMarkup(<WizardSections wizard={privateHostAnswers()} locale={locale} t={t} />);
}

describe('a wizard application’s sections in the admin view', () => {
  it('shows every section with the traveller’s questions and answers in the staff’s language', () => {
    const html = render('en');
    for (const text of [
      'Answers in the eight-step application',
      'Home address',
      'Bağdat Caddesi 12',
      'Private accommodation (host)',
      'Wanjiru Kamau',
      'wanjiru@example.com',
      'Flights',
      'TK607',
      'Namanga One Stop Border Post',
      'Have you visited Kenya before?',
      'Mar 27, 2019',
      'Security questions',
      'Have you ever been convicted of a crime in any country?',
      'Customs Declaration',
      '12000 EUR (Euro)',
      'Insulin, 10 pens',
    ])
      expect(html).toContain(text);
    // Every label is translated: no key of a dictionary the panel was not given shows through.
    expect(html).not.toMatch(/(common|wizard)\.[a-z]+\.[a-zA-Z.]+/);
  });

  it('reads in German for a German-speaking staff member', () => {
    const html = render('de');
    expect(html).toContain('Sicherheitsfragen');
    expect(html).toContain('Ja');
    expect(html).not.toMatch(/(common|wizard)\.[a-z]+\.[a-zA-Z.]+/);
  });
});
