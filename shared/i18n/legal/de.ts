import type { LegalMessages } from './en';

export const de: LegalMessages = {
  'legal.englishOnly':
    'Diese Richtlinie wird nur auf Englisch veröffentlicht. Der englische Text unten ist die verbindliche Fassung.',
  'legal.contents': 'Inhalt',
  'legal.lastUpdated': 'Zuletzt aktualisiert: {date}',
  'legal.effective': 'Gültig ab: {date}',
  'legal.backHome': 'Zurück zur Startseite',
  'legal.questions': 'Fragen zu dieser Richtlinie?',
  'legal.questionsText':
    'Schreiben Sie uns über unsere Kontaktseite und nennen Sie den Namen der Richtlinie.',
  'legal.contactLink': 'Kontakt aufnehmen',
  'legal.privacy.title': 'Datenschutzerklärung',
  'legal.privacy.description':
    'Wie Kenya eTA Online Ihre personenbezogenen Daten erhebt, nutzt, weitergibt und schützt.',
  'legal.terms.title': 'Nutzungsbedingungen',
  'legal.terms.description':
    'Die Bedingungen, die gelten, wenn Sie Kenya eTA Online und seine Leistungen nutzen.',
  'legal.refund.title': 'Erstattungs- und Stornierungsrichtlinie',
  'legal.refund.description':
    'Wann Sie einen Antrag auf eine Kenia-eTA stornieren können und wie Erstattungen abgewickelt werden.',
  'legal.security.title': 'Richtlinie zu Sicherheit und Rechtsschutz',
  'legal.security.description': 'Wie wir Ihre Daten, unsere Systeme und Ihre Zahlungen schützen.',
  'legal.payment.title': 'Zahlungsrichtlinie',
  'legal.payment.description':
    'Wie Zahlungen, 3-D Secure, Währung, Rückbuchungen und Erstattungen bei Kenya eTA Online funktionieren.',
};
