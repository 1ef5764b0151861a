import type { PassportMessages } from './en';

export const ru: PassportMessages = {
  'passport.scan.heading': 'Сканировать паспорт',
  'passport.scan.privacy':
    'Паспорт считывается в этом браузере: ничего не отправляется, пока вы не сохраните или не загрузите его.',
  'passport.scan.tips':
    'Используйте фото или скан страницы с вашей фотографией (JPEG, PNG или PDF): хорошее освещение, паспорт лежит ровно, весь текст виден, снимок сделан прямо.',
  'passport.scan.choose': 'Фото или скан страницы паспорта с личными данными',
  'passport.scan.reading': 'Считываем паспорт… В первый раз это занимает на несколько секунд дольше.',
  'passport.scan.imageAlt': 'Выбранная вами страница паспорта',
  'passport.scan.success.title': 'Паспорт успешно отсканирован',
  'passport.scan.success.text': 'Данные вашего паспорта извлечены и проверены.',
  'passport.scan.failed.title': 'Не удалось отсканировать',
  'passport.scan.failed.text':
    'Не удалось отсканировать паспорт. Попробуйте ещё раз с более чётким изображением.',
  'passport.scan.valid': 'Паспорт действителен',
  'passport.scan.invalid': 'Обнаружены ошибки проверки',
  'passport.scan.checkAdvice':
    'Некоторые значения не удалось проверить. Сверьте их с паспортом или попробуйте ещё раз с более чётким изображением.',
  'passport.scan.errors': 'Ошибки проверки',
  'passport.scan.warnings': 'Предупреждения',
  'passport.scan.notDetected': 'Не распознано',
  'passport.scan.unverified': '(не проверено)',
  'passport.scan.apply': 'Использовать эти данные',
  'passport.scan.dismiss': 'Не использовать',
  'passport.scan.applied': 'Данные, считанные из паспорта, заполнены. Проверьте их ниже и исправьте ошибки.',
  'passport.scan.typeInstead': 'Вы также можете ввести данные в форме вручную.',
  'passport.scan.unreadableFile': 'Этот файл не открывается. Выберите файл JPEG, PNG или PDF.',
  'passport.scan.unavailable':
    'Считыватель паспорта не запустился в этом браузере. Пожалуйста, введите данные в форме.',
  'passport.scan.tip.flat': 'Положите паспорт ровно, чтобы строки текста были прямыми.',
  'passport.scan.tip.light': 'Используйте более яркий и равномерный свет, без бликов и теней на странице.',
  'passport.scan.tip.frame': 'Снимите страницу целиком, включая две строки из букв и <<< внизу.',
  'passport.field.surname': 'Фамилия',
  'passport.field.givenNames': 'Имена',
  'passport.field.sex': 'Пол',
  'passport.field.dateOfBirth': 'Дата рождения',
  'passport.field.nationality': 'Гражданство',
  'passport.field.passportNumber': 'Номер паспорта',
  'passport.field.issuingCountry': 'Страна выдачи',
  'passport.field.expiryDate': 'Дата окончания срока действия',
  'passport.sex.male': 'Мужской',
  'passport.sex.female': 'Женский',
  'passport.sex.unspecified': 'Не указан',
  'passport.error.notPassport': 'Это не машиночитаемая зона паспорта.',
  'passport.error.checkDigit.passportNumber': 'Номер паспорта не совпадает с контрольной цифрой.',
  'passport.error.checkDigit.dateOfBirth': 'Дата рождения не совпадает с контрольной цифрой.',
  'passport.error.checkDigit.expiryDate': 'Дата окончания срока действия не совпадает с контрольной цифрой.',
  'passport.error.checkDigit.personalNumber': 'Личный номер не совпадает с контрольной цифрой.',
  'passport.error.checkDigit.composite': 'Две строки не совпадают с итоговой контрольной цифрой.',
  'passport.error.unreadableField': '{field}: не удалось прочитать.',
  'passport.error.mrzText': 'Отправленные строки паспорта — не две строки по 44 символа.',
  'passport.error.photoCheck': 'Отправленный результат проверки фото недействителен.',
  'passport.warning.unknownState':
    'Код страны {code} нам неизвестен: выберите гражданство и страну выдачи самостоятельно.',
  'passport.warning.expired':
    'Срок действия паспорта истёк {date}. Для поездки нужен действительный паспорт.',
  'passport.warning.expiresSoon':
    'Срок действия паспорта истекает {date}, меньше чем через 6 месяцев. Кения требует не менее 6 месяцев действия паспорта.',
  'passport.warning.nameTruncated':
    'Имена занимают всю строку и могут быть сокращены: введите их полностью, как напечатано на странице.',
  'passport.compare.reading': 'Считываем страницу паспорта…',
  'passport.compare.matches': 'Паспорт прочитан: он совпадает с указанными вами данными.',
  'passport.compare.differs':
    'Страница паспорта не совпадает с указанными вами данными в полях: {fields}. Проверьте паспорт и свои данные. Наши сотрудники увидят это расхождение.',
  'passport.compare.invalid':
    'Страница паспорта прочитана, но некоторые значения не удалось проверить. Наши сотрудники проверят её вручную.',
  'passport.compare.notRead':
    'Страницу паспорта не удалось прочитать автоматически. Наши сотрудники проверят её вручную; более чёткое изображение поможет.',
  'passport.photo.checking': 'Проверяем фото…',
  'passport.photo.passed': 'Проверка фото: ваше фото выглядит хорошо.',
  'passport.photo.failed': 'Ваше фото могут не принять:',
  'passport.photo.continue':
    'Вы всё равно можете загрузить это фото: решение примут наши сотрудники. Или выберите фото получше.',
  'passport.photo.uploadAnyway': 'Всё равно загрузить это фото',
  'passport.photo.chooseAnother': 'Выбрать другое фото',
  'passport.photo.noDetector':
    'Проверка лица не запустилась в этом браузере: проверены только размер, яркость и резкость.',
  'passport.photo.problem.lowResolution':
    'Фото слишком маленькое. Используйте исходное фото с камеры, не менее 400 пикселей в ширину и высоту.',
  'passport.photo.problem.noFace':
    'Лицо не найдено. Используйте фото, на котором вы смотрите прямо в камеру, без солнцезащитных очков.',
  'passport.photo.problem.manyFaces': 'На фото больше одного лица. На фото должны быть только вы.',
  'passport.photo.problem.faceTooSmall':
    'Лицо на фото слишком маленькое. Подойдите ближе, чтобы голова занимала большую часть снимка.',
  'passport.photo.problem.faceTooLarge':
    'Лицо слишком близко. Оставьте немного места над головой и покажите верх плеч.',
  'passport.photo.problem.faceOffCentre': 'Лицо не в центре. Расположите лицо по центру снимка.',
  'passport.photo.problem.tooDark': 'Фото слишком тёмное. Снимайте при дневном или ярком равномерном свете.',
  'passport.photo.problem.tooBright': 'Фото слишком светлое. Избегайте прямого солнца и вспышки на лице.',
  'passport.photo.problem.blurred': 'Фото размыто. Держите камеру неподвижно и убедитесь, что лицо в фокусе.',
  'passport.admin.heading': 'Считывание паспорта и проверка фото',
  'passport.admin.applicant': 'Заявитель {number}',
  'passport.admin.source.details': 'Отсканирован при вводе данных',
  'passport.admin.source.document': 'Загруженная страница с личными данными',
  'passport.admin.matches': 'Паспорт прочитан: совпадает',
  'passport.admin.differs': 'Паспорт прочитан: расходится',
  'passport.admin.invalid': 'Паспорт прочитан: контрольные цифры не совпали',
  'passport.admin.notRead': 'Страница паспорта не прочитана',
  'passport.admin.field': 'Поле',
  'passport.admin.typed': 'Введено',
  'passport.admin.read': 'Прочитано из паспорта',
  'passport.admin.photoPassed': 'Проверка фото: пройдена',
  'passport.admin.photoFindings': 'Проверка фото: есть замечания (заявитель продолжил)',
  'passport.admin.photoNotChecked': 'Фото не проверено',
  'passport.admin.photoMeasures':
    '{width} × {height} пикс., лиц: {faces}, яркость {brightness}/255, резкость {sharpness}',
  'passport.admin.none': 'Считывание паспорта и проверка фото не записаны.',
};
