import type { ApplicationMailMessages } from './en';

export const ru: ApplicationMailMessages = {
  'applicationMail.etaType.tourist': 'Туризм',
  'applicationMail.etaType.business': 'Деловая поездка',
  'applicationMail.etaType.transit': 'Транзит',
  'applicationMail.processing.normal': 'Обычное рассмотрение',
  'applicationMail.processing.fast': 'Быстрое рассмотрение',
  'applicationMail.processing.super_fast': 'Сверхбыстрое рассмотрение',
  'applicationMail.processing.time': '{min}–{max} рабочих дней',
  'applicationMail.agreementText.terms': 'Я прочитал(а) и принимаю Условия обслуживания',
  'applicationMail.agreementText.privacy': 'Я прочитал(а) и принимаю Политику конфиденциальности',
  'applicationMail.agreementText.dataAccuracy':
    'Подтверждаю, что предоставленные сведения верны, полны и точны',
  'applicationMail.agreementText.paymentAgreement':
    'Я согласен(на) оплатить указанные сборы и понимаю, что после начала рассмотрения они не возвращаются',
  'applicationMail.greeting': 'Здравствуйте!',
  'applicationMail.signoff': 'Kenya eTA Online',
  'applicationMail.footer':
    'Вы получили это письмо, потому что на Kenya eTA Online с этим адресом было подано заявление. Мы частная компания, а не правительство Кении.',
  'applicationMail.label.applicationNumber': 'Номер заявления',
  'applicationMail.label.applicants': 'Заявители',
  'applicationMail.label.etaType': 'Тип eTA',
  'applicationMail.label.processing': 'Скорость рассмотрения',
  'applicationMail.label.insurance': 'Туристическая страховка',
  'applicationMail.label.total': 'Итого',
  'applicationMail.insurance.included': 'Включена',
  'applicationMail.insurance.notIncluded': 'Не включена',
  'applicationMail.confirmation.subject': 'Мы получили ваше заявление на eTA в Кению {applicationNumber}',
  'applicationMail.confirmation.intro':
    'Спасибо. Мы получили ваше заявление на eTA в Кению. Сохраните номер заявления: он нужен для оплаты, загрузки документов и проверки статуса.',
  'applicationMail.confirmation.nextHeading': 'Что дальше',
  'applicationMail.confirmation.stepPay': 'Оплатите заявление. Рассмотрение начинается только после оплаты.',
  'applicationMail.confirmation.stepUpload':
    'Загрузите документы каждого заявителя: скан страницы паспорта с фотографией и недавнюю фотографию.',
  'applicationMail.confirmation.stepDecision':
    'Мы рассмотрим заявление за {time} после оплаты и сообщим результат по электронной почте.',
  'applicationMail.confirmation.statusHint':
    'Статус можно проверить в любое время по номеру заявления и этому адресу электронной почты.',
  'applicationMail.agreement.subject':
    'Подписанное соглашение по заявлению на eTA в Кению {applicationNumber}',
  'applicationMail.agreement.intro':
    'Во вложении — соглашение, которое вы подписали по заявлению {applicationNumber}. Сохраните его.',
  'applicationMail.pdf.title': 'Подписанное соглашение',
  'applicationMail.pdf.applicationNumber': 'Номер заявления',
  'applicationMail.pdf.applicants': 'Заявители',
  'applicationMail.pdf.agreements': 'Согласия',
  'applicationMail.pdf.accepted': 'Принято',
  'applicationMail.pdf.signedAt': 'Время подписи (UTC)',
  'applicationMail.pdf.ipAddress': 'IP-адрес',
  'applicationMail.pdf.userAgent': 'Браузер (user agent)',
  'applicationMail.pdf.signature': 'Подпись',
  'applicationMail.pdf.typedSignature': 'Подписано вводом полного имени',
};
