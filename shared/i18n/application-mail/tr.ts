import type { ApplicationMailMessages } from './en';

export const tr: ApplicationMailMessages = {
  'applicationMail.etaType.tourist': 'Turist',
  'applicationMail.etaType.business': 'İş',
  'applicationMail.etaType.transit': 'Transit',
  'applicationMail.processing.normal': 'Normal işlem',
  'applicationMail.processing.fast': 'Hızlı işlem',
  'applicationMail.processing.super_fast': 'Süper hızlı işlem',
  'applicationMail.processing.time': '{min}–{max} iş günü',
  'applicationMail.agreementText.terms': 'Hizmet Şartları’nı okudum ve kabul ediyorum',
  'applicationMail.agreementText.privacy': 'Gizlilik Politikası’nı okudum ve kabul ediyorum',
  'applicationMail.agreementText.dataAccuracy':
    'Verdiğim bilgilerin doğru, eksiksiz ve gerçeğe uygun olduğunu onaylıyorum',
  'applicationMail.agreementText.paymentAgreement':
    'Gösterilen ücretleri ödemeyi kabul ediyorum ve işlem başladıktan sonra ücretlerin iade edilmediğini biliyorum',
  'applicationMail.greeting': 'Merhaba,',
  'applicationMail.signoff': 'Kenya eTA Online',
  'applicationMail.footer':
    'Bu e-postayı, Kenya eTA Online üzerinde bu adresle bir başvuru yapıldığı için alıyorsunuz. Biz Kenya Hükümeti değil, özel bir şirketiz.',
  'applicationMail.label.applicationNumber': 'Başvuru numarası',
  'applicationMail.label.applicants': 'Başvuru sahipleri',
  'applicationMail.label.etaType': 'eTA türü',
  'applicationMail.label.processing': 'İşlem hızı',
  'applicationMail.label.insurance': 'Seyahat sigortası',
  'applicationMail.label.total': 'Toplam',
  'applicationMail.insurance.included': 'Dahil',
  'applicationMail.insurance.notIncluded': 'Dahil değil',
  'applicationMail.confirmation.subject': 'Kenya eTA başvurunuzu aldık: {applicationNumber}',
  'applicationMail.confirmation.intro':
    'Teşekkür ederiz. Kenya eTA başvurunuzu aldık. Başvuru numaranızı saklayın: ödeme yapmak, belge yüklemek ve durumunuzu sorgulamak için gereklidir.',
  'applicationMail.confirmation.nextHeading': 'Sırada ne var',
  'applicationMail.confirmation.stepPay':
    'Başvurunun ödemesini yapın. İşleme ancak ödemeden sonra başlıyoruz.',
  'applicationMail.confirmation.stepUpload':
    'Her başvuru sahibinin belgelerini yükleyin: pasaportun fotoğraflı sayfasının taraması ve yeni bir fotoğraf.',
  'applicationMail.confirmation.stepDecision':
    'Başvurunuzu ödemeden sonra {time} içinde işleme alır ve sonucu size e-postayla göndeririz.',
  'applicationMail.confirmation.statusHint':
    'Durumu istediğiniz zaman başvuru numaranız ve bu e-posta adresiyle sorgulayabilirsiniz.',
  'applicationMail.agreement.subject': 'Kenya eTA başvurusu {applicationNumber} için imzalı sözleşmeniz',
  'applicationMail.agreement.intro':
    '{applicationNumber} numaralı başvuru için imzaladığınız sözleşme ektedir. Lütfen kayıtlarınız için saklayın.',
  'applicationMail.pdf.title': 'İmzalı sözleşme',
  'applicationMail.pdf.applicationNumber': 'Başvuru numarası',
  'applicationMail.pdf.applicants': 'Başvuru sahipleri',
  'applicationMail.pdf.agreements': 'Onaylar',
  'applicationMail.pdf.accepted': 'Kabul edildi',
  'applicationMail.pdf.signedAt': 'İmza zamanı (UTC)',
  'applicationMail.pdf.ipAddress': 'IP adresi',
  'applicationMail.pdf.userAgent': 'Tarayıcı (kullanıcı aracısı)',
  'applicationMail.pdf.signature': 'İmza',
  'applicationMail.pdf.typedSignature': 'Tam ad yazılarak imzalandı',
};
