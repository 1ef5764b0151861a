import type { LegalMessages } from './en';

export const tr: LegalMessages = {
  'legal.englishOnly':
    'Bu politika yalnızca İngilizce olarak yayımlanmaktadır. Aşağıdaki İngilizce metin bağlayıcı olan sürümdür.',
  'legal.contents': 'İçindekiler',
  'legal.lastUpdated': 'Son güncelleme: {date}',
  'legal.effective': 'Yürürlük tarihi: {date}',
  'legal.backHome': 'Ana sayfaya dön',
  'legal.questions': 'Bu politika hakkında sorularınız mı var?',
  'legal.questionsText': 'İletişim sayfamızdan bize yazın ve politikanın adını belirtin.',
  'legal.contactLink': 'Bize ulaşın',
  'legal.privacy.title': 'Gizlilik Politikası',
  'legal.privacy.description':
    'Kenya eTA Online’ın kişisel verilerinizi nasıl topladığı, kullandığı, paylaştığı ve koruduğu.',
  'legal.terms.title': 'Hizmet Koşulları',
  'legal.terms.description': 'Kenya eTA Online’ı ve hizmetlerini kullanırken geçerli olan koşullar.',
  'legal.refund.title': 'İade ve İptal Politikası',
  'legal.refund.description':
    'Kenya eTA başvurusunu ne zaman iptal edebileceğiniz ve iadelerin nasıl yapıldığı.',
  'legal.security.title': 'Güvenlik ve Yasal Koruma Politikası',
  'legal.security.description': 'Verilerinizi, sistemlerimizi ve ödemelerinizi nasıl koruduğumuz.',
  'legal.payment.title': 'Ödeme Politikası',
  'legal.payment.description':
    'Kenya eTA Online’da ödemeler, 3-D Secure, para birimi, ters ibrazlar ve iadeler nasıl işler.',
};
