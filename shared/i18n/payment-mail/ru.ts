import type { PaymentMailMessages } from './en';

export const ru: PaymentMailMessages = {
  'paymentMail.subject': 'Платёж получен – {applicationNumber}',
  'paymentMail.greeting': 'Здравствуйте!',
  'paymentMail.intro': 'Спасибо. Мы получили ваш платёж. Квитанция приложена в формате PDF.',
  'paymentMail.next':
    'Следующий шаг: загрузите документы каждого заявителя, чтобы мы могли обработать заявку.',
  'paymentMail.signoff': 'Kenya eTA Online',
  'paymentMail.footer':
    'Вы получили это письмо, потому что была оплачена заявка, поданная с этим адресом на Kenya eTA Online. Мы частная компания, а не правительство Кении.',
  'paymentMail.receipt.title': 'Квитанция об оплате',
  'paymentMail.label.applicationNumber': 'Номер заявки',
  'paymentMail.label.date': 'Дата оплаты',
  'paymentMail.label.applicants': 'Заявители',
  'paymentMail.label.transactionId': 'Идентификатор транзакции',
  'paymentMail.label.card': 'Карта',
  'paymentMail.card.ending': 'Карта, оканчивающаяся на {last4}',
  'paymentMail.label.items': 'Позиции',
  'paymentMail.item.serviceFee': 'Сервисный сбор',
  'paymentMail.item.governmentFee': 'Государственный сбор',
  'paymentMail.item.processingFee': 'Сбор за обработку',
  'paymentMail.item.insurance': 'Туристическая страховка',
  'paymentMail.item.quantity': '{count} × {price}',
  'paymentMail.label.total': 'Итого оплачено',
  'paymentMail.receipt.file': 'kvitantsiya-{applicationNumber}.pdf',
};
