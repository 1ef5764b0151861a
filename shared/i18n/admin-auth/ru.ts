import type { AdminAuthMessages } from './en';

export const ru: AdminAuthMessages = {
  'admin.signIn.pageTitle': 'Вход для сотрудников',
  'admin.signIn.checking': 'Проверяем, выполнен ли вход…',
  'admin.signIn.title': 'Вход в панель администратора',
  'admin.signIn.lead':
    'Только для сотрудников Kenya eTA. Нужны имя пользователя, пароль и приложение-аутентификатор на телефоне.',
  'admin.signIn.username': 'Имя пользователя',
  'admin.signIn.password': 'Пароль',
  'admin.signIn.continue': 'Продолжить',
  'admin.signIn.busy': 'Подождите…',
  'admin.signIn.errorSummaryTitle': 'Возникла проблема',
  'admin.signIn.errorPrefix': 'Ошибка:',
  'admin.signIn.invalidCredentials': 'Неверное имя пользователя или пароль',
  'admin.signIn.tooManyAttempts.one': 'Слишком много попыток. Повторите через {minutes} минуту.',
  'admin.signIn.tooManyAttempts.other': 'Слишком много попыток. Повторите через {minutes} мин.',
  'admin.signIn.networkError': 'Сервер недоступен. Проверьте подключение и повторите попытку.',
  'admin.signIn.serverError': 'На нашей стороне произошла ошибка. Повторите попытку чуть позже.',
  'admin.signIn.code.title': 'Введите код для входа',
  'admin.signIn.code.lead': 'Откройте приложение-аутентификатор на телефоне и найдите Kenya eTA Admin.',
  'admin.signIn.code.label': 'Код из приложения-аутентификатора',
  'admin.signIn.code.hint': '6-значный код меняется каждые 30 секунд.',
  'admin.signIn.code.submit': 'Войти',
  'admin.signIn.code.invalid':
    'Код неверен или уже использован. Дождитесь следующего кода и повторите попытку.',
  'admin.signIn.expired': 'Вход не был завершён за 5 минут. Введите имя пользователя и пароль ещё раз.',
  'admin.signIn.restart': 'Начать заново с именем пользователя и паролем',
  'admin.signIn.enrol.title': 'Настройте приложение-аутентификатор',
  'admin.signIn.enrol.lead':
    'При каждом входе сотрудника вторым шагом нужен код из приложения-аутентификатора. Настройка выполняется один раз.',
  'admin.signIn.enrol.install':
    'Установите на телефон приложение-аутентификатор, если его нет, например Google Authenticator, Microsoft Authenticator или FreeOTP.',
  'admin.signIn.enrol.scan': 'В приложении добавьте учётную запись и отсканируйте этот QR-код.',
  'admin.signIn.enrol.qrLabel': 'QR-код, добавляющий Kenya eTA Admin в приложение-аутентификатор',
  'admin.signIn.enrol.manual':
    'Если не получается отсканировать, выберите ввод ключа настройки и введите этот ключ (по времени):',
  'admin.signIn.enrol.keyLabel': 'Ключ настройки',
  'admin.signIn.enrol.enterCode':
    'Введите 6-значный код, который приложение сейчас показывает для Kenya eTA Admin.',
  'admin.signIn.enrol.submit': 'Подтвердить и войти',
  'admin.signIn.signedOut': 'Вы вышли из системы.',
  'admin.signIn.signOutFailed':
    'Вы всё ещё в системе: сервер недоступен. Проверьте подключение и повторите попытку.',
  'admin.errors.usernameRequired': 'Введите имя пользователя',
  'admin.errors.passwordRequired': 'Введите пароль',
  'admin.errors.codeFormat': 'Введите 6-значный код из приложения-аутентификатора',
};
