import type { LegalMessages } from './en';

export const pt: LegalMessages = {
  'legal.englishOnly':
    'Esta política é publicada apenas em inglês. O texto em inglês abaixo é a versão vinculativa.',
  'legal.contents': 'Índice',
  'legal.lastUpdated': 'Última atualização: {date}',
  'legal.effective': 'Em vigor desde: {date}',
  'legal.backHome': 'Voltar ao início',
  'legal.questions': 'Tem perguntas sobre esta política?',
  'legal.questionsText': 'Escreva-nos através da página de contacto e indique o nome da política.',
  'legal.contactLink': 'Contacte-nos',
  'legal.privacy.title': 'Política de privacidade',
  'legal.privacy.description':
    'Como o Kenya eTA Online recolhe, utiliza, partilha e protege os seus dados pessoais.',
  'legal.terms.title': 'Termos de serviço',
  'legal.terms.description': 'Os termos que se aplicam quando utiliza o Kenya eTA Online e os seus serviços.',
  'legal.refund.title': 'Política de reembolso e cancelamento',
  'legal.refund.description':
    'Quando pode cancelar um pedido de eTA do Quénia e como são tratados os reembolsos.',
  'legal.security.title': 'Política de segurança e proteção jurídica',
  'legal.security.description': 'Como protegemos os seus dados, os nossos sistemas e os seus pagamentos.',
  'legal.payment.title': 'Política de pagamentos',
  'legal.payment.description':
    'Como funcionam os pagamentos, o 3-D Secure, a moeda, os estornos e os reembolsos no Kenya eTA Online.',
};
