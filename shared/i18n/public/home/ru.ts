import type { PublicHomeMessages } from './en';

export const ru: PublicHomeMessages = {
  'kenyaHome.highlights': 'От 1 до 10 путешественников · 14 языков · Безопасная оплата картой',
  'kenyaHome.features.title': 'Всё необходимое для вашей eTA Кении',
  'kenyaHome.features.form.title': 'Понятная онлайн-анкета',
  'kenyaHome.features.form.text':
    'Простые вопросы на вашем языке, подсказки на каждом шаге, ничего не нужно вводить дважды.',
  'kenyaHome.features.group.title': 'Одна заявка на всю группу',
  'kenyaHome.features.group.text':
    'Подавайте заявку сразу на 10 путешественников; чем больше группа, тем ниже сервисный сбор на человека.',
  'kenyaHome.features.payment.title': 'Безопасная оплата картой',
  'kenyaHome.features.payment.text':
    'Оплата на защищённой странице с 3-D Secure. Мы никогда не храним номер вашей карты.',
  'kenyaHome.features.tracking.title': 'Следите за заявкой',
  'kenyaHome.features.tracking.text':
    'Проверяйте статус онлайн по номеру заявки и получите eTA по электронной почте.',
  'kenyaHome.steps.title': 'Как это работает',
  'kenyaHome.steps.apply.title': 'Заполните заявку',
  'kenyaHome.steps.apply.text': 'Паспортные данные и сведения о поездке каждого путешественника.',
  'kenyaHome.steps.pay.title': 'Выберите срок и оплатите',
  'kenyaHome.steps.pay.text': 'Обычное, быстрое или сверхбыстрое оформление.',
  'kenyaHome.steps.upload.title': 'Загрузите документы',
  'kenyaHome.steps.upload.text': 'Скан паспорта и фотография каждого путешественника.',
  'kenyaHome.steps.receive.title': 'Получите eTA',
  'kenyaHome.steps.receive.text': 'Пришлём по электронной почте после одобрения.',
  'kenyaHome.steps.more': 'Полное руководство по подаче заявки',
  'kenyaHome.why.title': 'Почему путешественники выбирают нас',
  'kenyaHome.why.checked.title': 'Проверка перед отправкой',
  'kenyaHome.why.checked.text':
    'Мы проверяем каждую заявку на ошибки, из-за которых бывают задержки и отказы.',
  'kenyaHome.why.prices.title': 'Понятные цены',
  'kenyaHome.why.prices.text': 'Государственный сбор уже включён, а итоговую сумму вы видите до оплаты.',
  'kenyaHome.why.support.title': 'Помощь на вашем языке',
  'kenyaHome.why.support.text': 'Ответ по почте в течение 24 часов и онлайн-чат на каждой странице.',
  'kenyaHome.why.privacy.title': 'Ваши данные под защитой',
  'kenyaHome.why.privacy.text': 'Шифрованные соединения; документы удаляются через 30 дней после решения.',
  'eligibility.title': 'Нужна ли мне eTA?',
  'eligibility.lead': 'Выберите гражданство, чтобы узнать, что требует Кения.',
  'eligibility.label': 'Ваше гражданство',
  'eligibility.placeholder': 'Выберите гражданство',
  'eligibility.eta.title': 'Вам нужна eTA',
  'eligibility.eta.text':
    'Гражданам страны «{country}» перед поездкой в Кению нужно электронное разрешение на въезд.',
  'eligibility.eta.cta': 'Начать заявку',
  'eligibility.visaFree.title': 'Без визы',
  'eligibility.visaFree.text':
    'Граждане страны «{country}» могут посетить Кению без визы и без eTA. Паспорт должен быть действителен не менее 6 месяцев.',
  'eligibility.exempt.title': 'Освобождены от eTA',
  'eligibility.exempt.text':
    'Граждане страны «{country}» освобождены от eTA при коротких поездках. Перед поездкой уточните, сколько можно оставаться.',
  'eligibility.disclaimer':
    'Правила въезда устанавливает правительство Кении, и они могут меняться. Перед поездкой сверьтесь с официальными источниками.',
  'eligibility.more': 'Все визовые требования',
  'eligibility.noscript':
    'Для проверки нужен JavaScript. Все правила перечислены на странице визовых требований.',
  'services.title': 'Наши услуги',
  'services.lead':
    'Мы помогаем путешественникам без хлопот получить eTA Кении, а туристическим компаниям — привлекать больше клиентов в интернете.',
  'services.travel.title': 'Оформление разрешений на поездку',
  'services.travel.eta.title': 'Заявки на eTA Кении',
  'services.travel.eta.text':
    'Пошаговая заявка на 1–10 путешественников, которую наша команда проверяет перед отправкой.',
  'services.travel.support.title': 'Поддержка на 14 языках',
  'services.travel.support.text': 'Помощь по почте и в онлайн-чате до, во время и после подачи заявки.',
  'services.travel.tracking.title': 'Отслеживание статуса',
  'services.travel.tracking.text': 'Следите за заявкой онлайн и получите eTA по электронной почте.',
  'services.marketing.title': 'Цифровой маркетинг для туристического бизнеса',
  'services.marketing.social.title': 'Маркетинг в социальных сетях',
  'services.marketing.social.text':
    'Кампании и контент, которые находят путешественников там, где они планируют поездки.',
  'services.marketing.ads.title': 'Google Ads и SEO',
  'services.marketing.ads.text':
    'Поисковые кампании и поисковая оптимизация, которые приводят готовых к бронированию посетителей.',
  'services.marketing.web.title': 'Сайты и посадочные страницы',
  'services.marketing.web.text':
    'Быстрые, доступные, многоязычные страницы, превращающие посетителей в клиентов.',
  'services.cta': 'Заказать бесплатный маркетинговый аудит',
  'portfolio.title': 'Портфолио',
  'portfolio.lead': 'Какие проекты мы делаем для туристических и сервисных компаний.',
  'portfolio.multilingual.title': 'Многоязычные сайты услуг',
  'portfolio.multilingual.text':
    'Сайты на многих языках, в том числе с письмом справа налево, которые быстро загружаются в мобильных сетях. Этот сайт — один из них.',
  'portfolio.search.title': 'Поисковые кампании',
  'portfolio.search.text':
    'Кампании, построенные на том, что ищут путешественники, с оценкой по реальным обращениям.',
  'portfolio.social.title': 'Запуски в социальных сетях',
  'portfolio.social.text': 'Контент-планы и кампании для новой услуги, направления или сезона.',
  'portfolio.references':
    'Попросите у нас рекомендации из вашей отрасли: мы делимся ими с согласия клиентов.',
  'portfolio.cta': 'Заказать бесплатный аудит',
  'audit.title': 'Бесплатный маркетинговый аудит',
  'audit.lead':
    'Расскажите о своей компании: мы изучим ваш сайт, видимость в поиске и социальные сети и подскажем, что улучшить в первую очередь.',
  'audit.company': 'Название компании',
  'audit.website': 'Адрес сайта',
  'audit.websiteHint': 'Например, www.example.com',
  'audit.email': 'Адрес электронной почты',
  'audit.submit': 'Заказать бесплатный аудит',
  'audit.includes.title': 'Что входит в аудит',
  'audit.includes.website': 'Скорость, доступность и понятность вашего сайта',
  'audit.includes.search': 'Как вы выглядите в результатах поиска',
  'audit.includes.social': 'Ваше присутствие в социальных сетях',
  'audit.toastTitle': 'Запрос на бесплатный маркетинговый аудит отправлен',
  'audit.toastText':
    'Наши специалисты по цифровому маркетингу свяжутся с вами в течение 24 часов и пришлют персональный аудит.',
  'audit.toastClose': 'Закрыть',
  'audit.errorSummary': 'Есть проблема',
  'audit.errorPrefix': 'Ошибка:',
  'audit.errors.company.required': 'Введите название компании',
  'audit.errors.company.tooLong': 'Название компании должно быть не длиннее 120 символов',
  'audit.errors.website.required': 'Введите адрес сайта',
  'audit.errors.website.invalid': 'Введите адрес сайта, например www.example.com',
  'audit.errors.email.required': 'Введите адрес электронной почты',
  'audit.errors.email.invalid':
    'Введите адрес электронной почты в правильном формате, например name@example.com',
};
