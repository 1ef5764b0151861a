import type { DocumentsMailMessages } from './en';

export const pt: DocumentsMailMessages = {
  'documentsMail.subject': 'Documentos recebidos: pedido {applicationNumber}',
  'documentsMail.greeting': 'Olá,',
  'documentsMail.received':
    'Recebemos os documentos do seu pedido de eTA para o Quénia {applicationNumber}. O seu pedido aguarda agora a análise da nossa equipa.',
  'documentsMail.next':
    'Enviaremos um e-mail assim que for tomada uma decisão. Pode verificar o estado a qualquer momento com o número do pedido e este endereço de e-mail.',
  'documentsMail.signoff': 'Com os melhores cumprimentos, Kenya eTA Online',
};
