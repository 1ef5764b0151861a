import type { DocumentsMailMessages } from './en';

export const ru: DocumentsMailMessages = {
  'documentsMail.subject': 'Документы получены: заявка {applicationNumber}',
  'documentsMail.greeting': 'Здравствуйте!',
  'documentsMail.received':
    'Мы получили документы по вашей заявке на eTA в Кению {applicationNumber}. Теперь заявка ожидает рассмотрения нашей командой.',
  'documentsMail.next':
    'Мы напишем вам, как только будет принято решение. Статус можно проверить в любое время по номеру заявки и этому адресу электронной почты.',
  'documentsMail.signoff': 'С уважением, Kenya eTA Online',
};
