import type { CoreMessages } from './en';

export const tr: CoreMessages = {
  'site.name': 'Kenya eTA Online',
  'site.tagline': 'Kenya elektronik seyahat izninize çevrimiçi başvurun',
  'meta.description':
    '1 ila 10 yolcu için Kenya elektronik seyahat izni (eTA) başvurusunu çevrimiçi yapın, güvenle ödeyin ve başvurunuzu takip edin.',
  'a11y.skipToContent': 'Ana içeriğe geç',
  'nav.label': 'Ana menü',
  'nav.home': 'Ana sayfa',
  'nav.apply': 'eTA başvurusu',
  'nav.checkStatus': 'Durum sorgula',
  'nav.howToApply': 'Nasıl başvurulur',
  'nav.requirements': 'Gereklilikler',
  'nav.faq': 'SSS',
  'nav.contact': 'İletişim',
  'language.label': 'Dil',
  'language.change': 'Dili değiştir',
  'footer.disclaimer':
    'Yolcuların Kenya eTA başvurusuna yardımcı olan özel bir şirketiz. Kenya Hükümeti ile bağlantımız yoktur. Ücretimiz devlet harcını ve hizmet bedelimizi içerir.',
  'footer.rights': '© {year} Kenya eTA Online. Tüm hakları saklıdır.',
  'footer.legal': 'Yasal',
  'home.title': 'Kenya eTA: dakikalar içinde çevrimiçi başvurun',
  'home.lead':
    '10 yolcuya kadar tek başvuru. İşlem hızınızı seçin, kartla güvenle ödeyin, belgelerinizi yükleyin ve başvurunuzu çevrimiçi takip edin.',
  'home.apply': 'Başvurunuzu başlatın',
  'home.checkStatus': 'Başvuru durumunu sorgula',
  'notFound.title': '404 Sayfa Bulunamadı',
  'notFound.text': 'Sayfayı yönlendiriciye eklemeyi unuttunuz mu?',
  'notFound.help': 'Aradığınız sayfa yok ya da taşındı.',
  'notFound.home': 'Ana sayfaya git',
};
