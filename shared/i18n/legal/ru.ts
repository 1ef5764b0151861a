import type { LegalMessages } from './en';

export const ru: LegalMessages = {
  'legal.englishOnly':
    'Эта политика опубликована только на английском языке. Обязательной является английская версия текста ниже.',
  'legal.contents': 'Содержание',
  'legal.lastUpdated': 'Последнее обновление: {date}',
  'legal.effective': 'Действует с: {date}',
  'legal.backHome': 'На главную',
  'legal.questions': 'Есть вопросы об этой политике?',
  'legal.questionsText': 'Напишите нам через страницу контактов и укажите название политики.',
  'legal.contactLink': 'Связаться с нами',
  'legal.privacy.title': 'Политика конфиденциальности',
  'legal.privacy.description':
    'Как Kenya eTA Online собирает, использует, передаёт и защищает ваши персональные данные.',
  'legal.terms.title': 'Условия обслуживания',
  'legal.terms.description': 'Условия, которые действуют при использовании Kenya eTA Online и его услуг.',
  'legal.refund.title': 'Политика возврата и отмены',
  'legal.refund.description': 'Когда можно отменить заявку на eTA Кении и как оформляется возврат средств.',
  'legal.security.title': 'Политика безопасности и правовой защиты',
  'legal.security.description': 'Как мы защищаем ваши данные, наши системы и ваши платежи.',
  'legal.payment.title': 'Платёжная политика',
  'legal.payment.description':
    'Как устроены платежи, 3-D Secure, валюта, возвратные платежи и возвраты в Kenya eTA Online.',
};
