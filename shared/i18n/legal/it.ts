import type { LegalMessages } from './en';

export const it: LegalMessages = {
  'legal.englishOnly':
    'Questa politica è pubblicata solo in inglese. Il testo inglese qui sotto è la versione vincolante.',
  'legal.contents': 'Indice',
  'legal.lastUpdated': 'Ultimo aggiornamento: {date}',
  'legal.effective': 'In vigore dal: {date}',
  'legal.backHome': 'Torna alla home',
  'legal.questions': 'Domande su questa politica?',
  'legal.questionsText': 'Scrivici dalla pagina contatti indicando il nome della politica.',
  'legal.contactLink': 'Contattaci',
  'legal.privacy.title': 'Informativa sulla privacy',
  'legal.privacy.description':
    'Come Kenya eTA Online raccoglie, usa, condivide e protegge i tuoi dati personali.',
  'legal.terms.title': 'Condizioni del servizio',
  'legal.terms.description': 'Le condizioni che si applicano quando usi Kenya eTA Online e i suoi servizi.',
  'legal.refund.title': 'Politica di rimborso e cancellazione',
  'legal.refund.description':
    'Quando puoi annullare una domanda di eTA per il Kenya e come vengono gestiti i rimborsi.',
  'legal.security.title': 'Politica di sicurezza e tutela legale',
  'legal.security.description': 'Come proteggiamo i tuoi dati, i nostri sistemi e i tuoi pagamenti.',
  'legal.payment.title': 'Politica di pagamento',
  'legal.payment.description':
    'Come funzionano pagamenti, 3-D Secure, valuta, chargeback e rimborsi su Kenya eTA Online.',
};
