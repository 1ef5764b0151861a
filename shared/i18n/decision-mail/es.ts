import type { DecisionMailMessages } from './en';

export const es: DecisionMailMessages = {
  'decisionMail.greeting': 'Hola:',
  'decisionMail.applicationNumber': 'Número de solicitud',
  'decisionMail.applicants': 'Solicitantes',
  'decisionMail.approved.subject': 'Su eTA para Kenia ha sido aprobada – {applicationNumber}',
  'decisionMail.approved.intro':
    'Buenas noticias: su solicitud de eTA para Kenia {applicationNumber} ha sido aprobada.',
  'decisionMail.approved.attachment':
    'Su eTA va adjunta a este correo en formato PDF. Imprímala o guárdela en su teléfono y preséntela junto con su pasaporte cuando viaje a Kenia.',
  'decisionMail.approved.check':
    'Compruebe que los nombres y números de pasaporte que figuran en ella coinciden con sus pasaportes. Si hay algún error, responda a este correo antes de viajar.',
  'decisionMail.approved.file': 'kenia-eta-{applicationNumber}.pdf',
  'decisionMail.rejected.subject': 'Decisión sobre su solicitud de eTA para Kenia {applicationNumber}',
  'decisionMail.rejected.intro':
    'Lo sentimos: su solicitud de eTA para Kenia {applicationNumber} no ha sido aprobada.',
  'decisionMail.rejected.reason': 'Motivo indicado',
  'decisionMail.rejected.next':
    'Si tiene preguntas sobre esta decisión o cree que se basó en información incorrecta, responda a este correo o póngase en contacto con nuestro equipo de asistencia indicando su número de solicitud.',
  'decisionMail.signoff': 'Atentamente, Kenya eTA Online',
  'decisionMail.footer':
    'Recibe este correo porque se presentó una solicitud con esta dirección en Kenya eTA Online. Somos una empresa privada, no el Gobierno de Kenia.',
};
