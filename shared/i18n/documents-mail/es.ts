import type { DocumentsMailMessages } from './en';

export const es: DocumentsMailMessages = {
  'documentsMail.subject': 'Documentos recibidos: solicitud {applicationNumber}',
  'documentsMail.greeting': 'Hola:',
  'documentsMail.received':
    'Hemos recibido los documentos de su solicitud de eTA para Kenia {applicationNumber}. Su solicitud está ahora pendiente de revisión por nuestro equipo.',
  'documentsMail.next':
    'Le escribiremos en cuanto se tome una decisión. Puede consultar el estado en cualquier momento con su número de solicitud y este correo electrónico.',
  'documentsMail.signoff': 'Atentamente, Kenya eTA Online',
};
