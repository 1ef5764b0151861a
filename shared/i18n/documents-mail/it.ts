import type { DocumentsMailMessages } from './en';

export const it: DocumentsMailMessages = {
  'documentsMail.subject': 'Documenti ricevuti: domanda {applicationNumber}',
  'documentsMail.greeting': 'Gentile cliente,',
  'documentsMail.received':
    'Abbiamo ricevuto i documenti della tua domanda di eTA per il Kenya {applicationNumber}. La domanda è ora in attesa di esame da parte del nostro team.',
  'documentsMail.next':
    'Ti scriveremo non appena sarà presa una decisione. Puoi verificare lo stato in qualsiasi momento con il numero della domanda e questo indirizzo e-mail.',
  'documentsMail.signoff': 'Cordiali saluti, Kenya eTA Online',
};
