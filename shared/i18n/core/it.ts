import type { CoreMessages } from './en';

export const it: CoreMessages = {
  'site.name': 'Kenya eTA Online',
  'site.tagline': 'Richiedi online la tua autorizzazione elettronica di viaggio per il Kenya',
  'meta.description':
    "Richiedi online un'autorizzazione elettronica di viaggio (eTA) per il Kenya per 1-10 viaggiatori, paga in sicurezza e segui la tua domanda.",
  'a11y.skipToContent': 'Vai al contenuto principale',
  'nav.label': 'Navigazione principale',
  'nav.home': 'Home',
  'nav.apply': 'Richiedi eTA',
  'nav.checkStatus': 'Verifica stato',
  'nav.howToApply': 'Come fare domanda',
  'nav.requirements': 'Requisiti',
  'nav.faq': 'FAQ',
  'nav.contact': 'Contatti',
  'language.label': 'Lingua',
  'language.change': 'Cambia lingua',
  'footer.disclaimer':
    "Siamo un'azienda privata che aiuta i viaggiatori a richiedere l'eTA per il Kenya. Non siamo affiliati al Governo del Kenya. La nostra tariffa include la tassa governativa e il nostro costo di servizio.",
  'footer.rights': '© {year} Kenya eTA Online. Tutti i diritti riservati.',
  'footer.legal': 'Note legali',
  'home.title': 'eTA Kenya: fai domanda online in pochi minuti',
  'home.lead':
    "Un'unica domanda per un massimo di 10 viaggiatori. Scegli la velocità di elaborazione, paga con carta in sicurezza, carica i documenti e segui la domanda online.",
  'home.apply': 'Inizia la domanda',
  'home.checkStatus': 'Verifica lo stato della domanda',
  'notFound.title': '404 Pagina non trovata',
  'notFound.text': 'Hai dimenticato di aggiungere la pagina al router?',
  'notFound.help': 'La pagina che cerchi non esiste o è stata spostata.',
  'notFound.home': 'Vai alla home page',
};
