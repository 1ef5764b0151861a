import type { CoreMessages } from './en';

export const de: CoreMessages = {
  'site.name': 'Kenya eTA Online',
  'site.tagline': 'Beantragen Sie Ihre elektronische Reisegenehmigung für Kenia online',
  'meta.description':
    'Beantragen Sie online eine elektronische Reisegenehmigung (eTA) für Kenia für 1 bis 10 Reisende, bezahlen Sie sicher und verfolgen Sie Ihren Antrag.',
  'a11y.skipToContent': 'Zum Hauptinhalt springen',
  'nav.label': 'Hauptnavigation',
  'nav.home': 'Startseite',
  'nav.apply': 'eTA beantragen',
  'nav.checkStatus': 'Status prüfen',
  'nav.howToApply': 'So beantragen Sie',
  'nav.requirements': 'Voraussetzungen',
  'nav.faq': 'FAQ',
  'nav.contact': 'Kontakt',
  'language.label': 'Sprache',
  'language.change': 'Sprache ändern',
  'footer.disclaimer':
    'Wir sind ein privates Unternehmen, das Reisenden bei der Beantragung der Kenia-eTA hilft. Wir sind nicht mit der Regierung von Kenia verbunden. Unser Preis enthält die staatliche Gebühr und unsere Servicegebühr.',
  'footer.rights': '© {year} Kenya eTA Online. Alle Rechte vorbehalten.',
  'footer.legal': 'Rechtliches',
  'home.title': 'Kenia-eTA: in wenigen Minuten online beantragen',
  'home.lead':
    'Ein Antrag für bis zu 10 Reisende. Wählen Sie die Bearbeitungsgeschwindigkeit, zahlen Sie sicher mit Karte, laden Sie Ihre Dokumente hoch und verfolgen Sie Ihren Antrag online.',
  'home.apply': 'Antrag starten',
  'home.checkStatus': 'Antragsstatus prüfen',
  'notFound.title': '404 Seite nicht gefunden',
  'notFound.text': 'Haben Sie vergessen, die Seite zum Router hinzuzufügen?',
  'notFound.help': 'Die gesuchte Seite existiert nicht oder wurde verschoben.',
  'notFound.home': 'Zur Startseite',
};
