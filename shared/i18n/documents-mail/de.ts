import type { DocumentsMailMessages } from './en';

export const de: DocumentsMailMessages = {
  'documentsMail.subject': 'Unterlagen erhalten: Antrag {applicationNumber}',
  'documentsMail.greeting': 'Guten Tag,',
  'documentsMail.received':
    'Wir haben die Unterlagen zu Ihrem Kenia-eTA-Antrag {applicationNumber} erhalten. Ihr Antrag wartet nun auf die Prüfung durch unser Team.',
  'documentsMail.next':
    'Sobald eine Entscheidung vorliegt, schreiben wir Ihnen. Den Status können Sie jederzeit mit Ihrer Antragsnummer und dieser E-Mail-Adresse prüfen.',
  'documentsMail.signoff': 'Mit freundlichen Grüßen, Kenya eTA Online',
};
