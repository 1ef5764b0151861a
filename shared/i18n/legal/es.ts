import type { LegalMessages } from './en';

export const es: LegalMessages = {
  'legal.englishOnly':
    'Esta política se publica solo en inglés. El texto en inglés que figura abajo es la versión vinculante.',
  'legal.contents': 'Índice',
  'legal.lastUpdated': 'Última actualización: {date}',
  'legal.effective': 'En vigor desde: {date}',
  'legal.backHome': 'Volver al inicio',
  'legal.questions': '¿Tiene preguntas sobre esta política?',
  'legal.questionsText': 'Escríbanos desde nuestra página de contacto e indique el nombre de la política.',
  'legal.contactLink': 'Contactar',
  'legal.privacy.title': 'Política de privacidad',
  'legal.privacy.description':
    'Cómo Kenya eTA Online recopila, usa, comparte y protege sus datos personales.',
  'legal.terms.title': 'Condiciones del servicio',
  'legal.terms.description': 'Las condiciones que se aplican cuando usa Kenya eTA Online y sus servicios.',
  'legal.refund.title': 'Política de reembolso y cancelación',
  'legal.refund.description':
    'Cuándo puede cancelar una solicitud de eTA de Kenia y cómo se gestionan los reembolsos.',
  'legal.security.title': 'Política de seguridad y protección legal',
  'legal.security.description': 'Cómo protegemos sus datos, nuestros sistemas y sus pagos.',
  'legal.payment.title': 'Política de pagos',
  'legal.payment.description':
    'Cómo funcionan los pagos, 3-D Secure, la moneda, los contracargos y los reembolsos en Kenya eTA Online.',
};
