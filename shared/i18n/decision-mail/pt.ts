import type { DecisionMailMessages } from './en';

export const pt: DecisionMailMessages = {
  'decisionMail.greeting': 'Olá,',
  'decisionMail.applicationNumber': 'Número do pedido',
  'decisionMail.applicants': 'Requerentes',
  'decisionMail.approved.subject': 'A sua eTA para o Quénia foi aprovada – {applicationNumber}',
  'decisionMail.approved.intro':
    'Boas notícias: o seu pedido de eTA para o Quénia {applicationNumber} foi aprovado.',
  'decisionMail.approved.attachment':
    'A sua eTA segue em anexo a este e-mail em PDF. Imprima-a ou guarde-a no telemóvel e apresente-a com o passaporte quando viajar para o Quénia.',
  'decisionMail.approved.check':
    'Verifique se os nomes e números de passaporte indicados correspondem aos vossos passaportes. Se algo estiver errado, responda a este e-mail antes de viajar.',
  'decisionMail.approved.file': 'quenia-eta-{applicationNumber}.pdf',
  'decisionMail.rejected.subject': 'Decisão sobre o seu pedido de eTA para o Quénia {applicationNumber}',
  'decisionMail.rejected.intro':
    'Lamentamos: o seu pedido de eTA para o Quénia {applicationNumber} não foi aprovado.',
  'decisionMail.rejected.reason': 'Motivo indicado',
  'decisionMail.rejected.next':
    'Se tiver dúvidas sobre esta decisão ou considerar que se baseou em informações incorretas, responda a este e-mail ou contacte a nossa equipa de apoio indicando o número do pedido.',
  'decisionMail.signoff': 'Com os melhores cumprimentos, Kenya eTA Online',
  'decisionMail.footer':
    'Recebe este e-mail porque foi feito um pedido com este endereço no Kenya eTA Online. Somos uma empresa privada, não o Governo do Quénia.',
};
