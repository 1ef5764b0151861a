import type { CoreMessages } from './en';

export const sw: CoreMessages = {
  'site.name': 'Kenya eTA Online',
  'site.tagline': 'Omba mtandaoni kibali chako cha kielektroniki cha kusafiri Kenya',
  'meta.description':
    'Omba mtandaoni kibali cha kielektroniki cha kusafiri (eTA) kwenda Kenya kwa wasafiri 1 hadi 10, lipa kwa usalama na ufuatilie ombi lako.',
  'a11y.skipToContent': 'Ruka hadi maudhui makuu',
  'nav.label': 'Urambazaji mkuu',
  'nav.home': 'Nyumbani',
  'nav.apply': 'Omba eTA',
  'nav.checkStatus': 'Angalia hali',
  'nav.howToApply': 'Jinsi ya kuomba',
  'nav.requirements': 'Mahitaji',
  'nav.faq': 'Maswali yanayoulizwa mara kwa mara',
  'nav.contact': 'Wasiliana nasi',
  'language.label': 'Lugha',
  'language.change': 'Badilisha lugha',
  'footer.disclaimer':
    'Sisi ni kampuni binafsi inayowasaidia wasafiri kuomba eTA ya Kenya. Hatuhusiani na Serikali ya Kenya. Ada yetu inajumuisha ada ya serikali na ada yetu ya huduma.',
  'footer.rights': '© {year} Kenya eTA Online. Haki zote zimehifadhiwa.',
  'footer.legal': 'Kisheria',
  'home.title': 'eTA ya Kenya: omba mtandaoni kwa dakika chache',
  'home.lead':
    'Ombi moja kwa wasafiri hadi 10. Chagua kasi ya uchakataji, lipa kwa kadi kwa usalama, pakia nyaraka zako na ufuatilie ombi lako mtandaoni.',
  'home.apply': 'Anza ombi lako',
  'home.checkStatus': 'Angalia hali ya ombi',
  'notFound.title': '404 Ukurasa Haukupatikana',
  'notFound.text': 'Je, ulisahau kuongeza ukurasa kwenye kipanga njia?',
  'notFound.help': 'Ukurasa unaoutafuta haupo au umehamishwa.',
  'notFound.home': 'Nenda kwenye ukurasa wa nyumbani',
};
