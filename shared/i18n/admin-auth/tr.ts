import type { AdminAuthMessages } from './en';

export const tr: AdminAuthMessages = {
  'admin.signIn.pageTitle': 'Personel girişi',
  'admin.signIn.checking': 'Oturumunuzun açık olup olmadığı kontrol ediliyor…',
  'admin.signIn.title': 'Yönetim paneline giriş yapın',
  'admin.signIn.lead':
    'Yalnızca Kenya eTA personeli içindir. Kullanıcı adınız, şifreniz ve telefonunuzdaki doğrulama uygulaması gerekir.',
  'admin.signIn.username': 'Kullanıcı adı',
  'admin.signIn.password': 'Şifre',
  'admin.signIn.continue': 'Devam',
  'admin.signIn.busy': 'Lütfen bekleyin…',
  'admin.signIn.errorSummaryTitle': 'Bir sorun var',
  'admin.signIn.errorPrefix': 'Hata:',
  'admin.signIn.invalidCredentials': 'Geçersiz kullanıcı adı veya şifre',
  'admin.signIn.tooManyAttempts.one': 'Çok fazla deneme yapıldı. {minutes} dakika sonra tekrar deneyin.',
  'admin.signIn.tooManyAttempts.other': 'Çok fazla deneme yapıldı. {minutes} dakika sonra tekrar deneyin.',
  'admin.signIn.networkError': 'Sunucuya ulaşılamadı. Bağlantınızı kontrol edip tekrar deneyin.',
  'admin.signIn.serverError': 'Bizim tarafımızda bir sorun oluştu. Biraz sonra tekrar deneyin.',
  'admin.signIn.code.title': 'Giriş kodunuzu girin',
  'admin.signIn.code.lead': 'Telefonunuzdaki doğrulama uygulamasını açın ve Kenya eTA Admin kaydını bulun.',
  'admin.signIn.code.label': 'Doğrulama uygulamasındaki kod',
  'admin.signIn.code.hint': '6 haneli kod her 30 saniyede bir değişir.',
  'admin.signIn.code.submit': 'Giriş yap',
  'admin.signIn.code.invalid':
    'Kod yanlış veya daha önce kullanılmış. Bir sonraki kodu bekleyip tekrar deneyin.',
  'admin.signIn.expired':
    'Giriş işleminiz 5 dakika içinde tamamlanmadı. Kullanıcı adınızı ve şifrenizi yeniden girin.',
  'admin.signIn.restart': 'Kullanıcı adı ve şifreyle baştan başlayın',
  'admin.signIn.enrol.title': 'Doğrulama uygulamanızı kurun',
  'admin.signIn.enrol.lead':
    'Her personel girişinde ikinci adım olarak bir doğrulama uygulamasından alınan kod gerekir. Bunu yalnızca bir kez kurarsınız.',
  'admin.signIn.enrol.install':
    'Telefonunuzda yoksa bir doğrulama uygulaması yükleyin; örneğin Google Authenticator, Microsoft Authenticator veya FreeOTP.',
  'admin.signIn.enrol.scan': 'Uygulamada yeni bir hesap ekleyin ve bu QR kodunu tarayın.',
  'admin.signIn.enrol.qrLabel': 'Kenya eTA Admin hesabını doğrulama uygulamasına ekleyen QR kodu',
  'admin.signIn.enrol.manual':
    'Tarayamıyorsanız kurulum anahtarı girmeyi seçin ve bu zamana dayalı anahtarı yazın:',
  'admin.signIn.enrol.keyLabel': 'Kurulum anahtarı',
  'admin.signIn.enrol.enterCode': 'Uygulamanın Kenya eTA Admin için şu anda gösterdiği 6 haneli kodu girin.',
  'admin.signIn.enrol.submit': 'Onayla ve giriş yap',
  'admin.signIn.signedOut': 'Oturumunuz kapatıldı.',
  'admin.signIn.signOutFailed':
    'Oturumunuz hâlâ açık: sunucuya ulaşılamadı. Bağlantınızı kontrol edip tekrar deneyin.',
  'admin.errors.usernameRequired': 'Kullanıcı adınızı girin',
  'admin.errors.passwordRequired': 'Şifrenizi girin',
  'admin.errors.codeFormat': 'Doğrulama uygulamanızdaki 6 haneli kodu girin',
};
