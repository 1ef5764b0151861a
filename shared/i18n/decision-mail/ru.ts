import type { DecisionMailMessages } from './en';

export const ru: DecisionMailMessages = {
  'decisionMail.greeting': 'Здравствуйте!',
  'decisionMail.applicationNumber': 'Номер заявки',
  'decisionMail.applicants': 'Заявители',
  'decisionMail.approved.subject': 'Ваше разрешение eTA в Кению одобрено – {applicationNumber}',
  'decisionMail.approved.intro': 'Хорошие новости: ваша заявка на eTA в Кению {applicationNumber} одобрена.',
  'decisionMail.approved.attachment':
    'Ваше разрешение eTA приложено к этому письму в формате PDF. Распечатайте его или сохраните в телефоне и предъявите вместе с паспортом при поездке в Кению.',
  'decisionMail.approved.check':
    'Проверьте, совпадают ли указанные в нём имена и номера паспортов с вашими паспортами. Если есть ошибка, ответьте на это письмо до поездки.',
  'decisionMail.approved.file': 'kenya-eta-{applicationNumber}.pdf',
  'decisionMail.rejected.subject': 'Решение по вашей заявке на eTA в Кению {applicationNumber}',
  'decisionMail.rejected.intro': 'К сожалению, ваша заявка на eTA в Кению {applicationNumber} не одобрена.',
  'decisionMail.rejected.reason': 'Указанная причина',
  'decisionMail.rejected.next':
    'Если у вас есть вопросы об этом решении или вы считаете, что оно основано на неверных сведениях, ответьте на это письмо или обратитесь в нашу службу поддержки, указав номер заявки.',
  'decisionMail.signoff': 'С уважением, Kenya eTA Online',
  'decisionMail.footer':
    'Вы получили это письмо, потому что на Kenya eTA Online была подана заявка с этим адресом. Мы частная компания, а не правительство Кении.',
};
