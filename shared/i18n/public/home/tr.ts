import type { PublicHomeMessages } from './en';

export const tr: PublicHomeMessages = {
  'kenyaHome.highlights': '1 ila 10 yolcu · 14 dil · Güvenli kartla ödeme',
  'kenyaHome.features.title': 'Kenya eTA’nız için ihtiyacınız olan her şey',
  'kenyaHome.features.form.title': 'Anlaşılır bir çevrimiçi form',
  'kenyaHome.features.form.text':
    'Kendi dilinizde sade sorular, her adımda yardım ve hiçbir bilgi iki kez sorulmaz.',
  'kenyaHome.features.group.title': 'Grubunuz için tek başvuru',
  'kenyaHome.features.group.text':
    'Tek seferde 10 yolcuya kadar başvurun; grup büyüdükçe kişi başı hizmet ücreti düşer.',
  'kenyaHome.features.payment.title': 'Güvenli kartla ödeme',
  'kenyaHome.features.payment.text':
    '3-D Secure ile korunan bir ödeme sayfasında ödeyin. Kart numaranızı asla saklamayız.',
  'kenyaHome.features.tracking.title': 'Başvurunuzu takip edin',
  'kenyaHome.features.tracking.text':
    'Durumu başvuru numaranızla çevrimiçi kontrol edin, eTA’nızı e-postayla alın.',
  'kenyaHome.steps.title': 'Nasıl çalışır',
  'kenyaHome.steps.apply.title': 'Başvuruyu doldurun',
  'kenyaHome.steps.apply.text': 'Her yolcu için pasaport ve seyahat bilgileri.',
  'kenyaHome.steps.pay.title': 'Hızı seçin ve ödeyin',
  'kenyaHome.steps.pay.text': 'Normal, hızlı veya çok hızlı işlem.',
  'kenyaHome.steps.upload.title': 'Belgelerinizi yükleyin',
  'kenyaHome.steps.upload.text': 'Her yolcu için bir pasaport taraması ve bir fotoğraf.',
  'kenyaHome.steps.receive.title': 'eTA’nızı alın',
  'kenyaHome.steps.receive.text': 'Onaylandığında size e-postayla gönderilir.',
  'kenyaHome.steps.more': 'Başvuru rehberinin tamamını okuyun',
  'kenyaHome.why.title': 'Yolcular neden bizi seçiyor',
  'kenyaHome.why.checked.title': 'Göndermeden önce kontrol',
  'kenyaHome.why.checked.text': 'Gecikmeye veya retlere yol açan hatalar için her başvuruyu inceleriz.',
  'kenyaHome.why.prices.title': 'Açık fiyatlar',
  'kenyaHome.why.prices.text': 'Devlet harcı dahildir ve ödemeden önce toplam tutarı görürsünüz.',
  'kenyaHome.why.support.title': 'Kendi dilinizde yardım',
  'kenyaHome.why.support.text': '24 saat içinde e-postayla yanıt ve her sayfada canlı sohbet.',
  'kenyaHome.why.privacy.title': 'Verileriniz korunur',
  'kenyaHome.why.privacy.text': 'Şifreli bağlantılar; belgeleriniz karardan 30 gün sonra silinir.',
  'eligibility.title': 'eTA’ya ihtiyacım var mı?',
  'eligibility.lead': 'Kenya’nın sizden ne istediğini görmek için uyruğunuzu seçin.',
  'eligibility.label': 'Uyruğunuz',
  'eligibility.placeholder': 'Uyruğunuzu seçin',
  'eligibility.eta.title': 'eTA almanız gerekiyor',
  'eligibility.eta.text':
    '{country} vatandaşlarının Kenya’ya seyahat etmeden önce elektronik seyahat izni alması gerekir.',
  'eligibility.eta.cta': 'Başvurunuzu başlatın',
  'eligibility.visaFree.title': 'Vizesiz',
  'eligibility.visaFree.text':
    '{country} vatandaşları Kenya’yı vize veya eTA olmadan ziyaret edebilir. En az 6 ay geçerli bir pasaportla seyahat edin.',
  'eligibility.exempt.title': 'eTA’dan muaf',
  'eligibility.exempt.text':
    '{country} vatandaşları kısa ziyaretler için eTA’dan muaftır. Seyahatten önce ne kadar kalabileceğinizi kontrol edin.',
  'eligibility.disclaimer':
    'Giriş kurallarını Kenya Hükümeti belirler ve bu kurallar değişebilir. Seyahat etmeden önce resmî kaynaklardan teyit edin.',
  'eligibility.more': 'Tüm vize gerekliliklerini görün',
  'eligibility.noscript':
    'Kontrol aracı JavaScript gerektirir. Vize gereklilikleri sayfası tüm kuralları listeler.',
  'services.title': 'Hizmetlerimiz',
  'services.lead':
    'Yolcuların Kenya eTA’larını zahmetsizce almalarına ve seyahat işletmelerinin çevrimiçi olarak daha çok müşteriye ulaşmasına yardımcı oluyoruz.',
  'services.travel.title': 'Seyahat izni hizmetleri',
  'services.travel.eta.title': 'Kenya eTA başvuruları',
  'services.travel.eta.text':
    '1 ila 10 yolcu için, gönderilmeden önce ekibimizce kontrol edilen rehberli başvuru.',
  'services.travel.support.title': '14 dilde destek',
  'services.travel.support.text':
    'Başvurunuzdan önce, başvuru sırasında ve sonrasında e-posta ve canlı sohbetle yardım.',
  'services.travel.tracking.title': 'Durum takibi',
  'services.travel.tracking.text': 'Başvurunuzu çevrimiçi takip edin ve eTA’nızı e-postayla alın.',
  'services.marketing.title': 'Seyahat işletmeleri için dijital pazarlama',
  'services.marketing.social.title': 'Sosyal Medya Pazarlaması',
  'services.marketing.social.text':
    'Yolculara seyahatlerini planladıkları yerde ulaşan kampanyalar ve içerikler.',
  'services.marketing.ads.title': 'Google Ads ve SEO',
  'services.marketing.ads.text':
    'Rezervasyona hazır ziyaretçiler getiren arama kampanyaları ve arama motoru optimizasyonu.',
  'services.marketing.web.title': 'Web siteleri ve açılış sayfaları',
  'services.marketing.web.text':
    'Ziyaretçileri müşteriye dönüştüren hızlı, erişilebilir ve çok dilli sayfalar.',
  'services.cta': 'Ücretsiz pazarlama analizi isteyin',
  'portfolio.title': 'Portföy',
  'portfolio.lead': 'Seyahat ve hizmet işletmeleri için yürüttüğümüz proje türleri.',
  'portfolio.multilingual.title': 'Çok dilli hizmet siteleri',
  'portfolio.multilingual.text':
    'Sağdan sola diller dahil birçok dilde, mobil ağlarda hızlı açılan siteler. Bu site de bunlardan biri.',
  'portfolio.search.title': 'Arama kampanyaları',
  'portfolio.search.text':
    'Yolcuların aradıkları şeylere göre kurulan ve gerçek taleplerle ölçülen kampanyalar.',
  'portfolio.social.title': 'Sosyal medya lansmanları',
  'portfolio.social.text': 'Yeni bir hizmet, destinasyon veya sezon için içerik planları ve kampanyalar.',
  'portfolio.references': 'Sektörünüzden referanslar isteyin: müşterilerimizin izniyle paylaşıyoruz.',
  'portfolio.cta': 'Ücretsiz analiz isteyin',
  'audit.title': 'Ücretsiz pazarlama analizi',
  'audit.lead':
    'Bize işletmenizden bahsedin; web sitenizi, arama görünürlüğünüzü ve sosyal medyanızı inceleyip önce neyi iyileştirmeniz gerektiğini önerelim.',
  'audit.company': 'Şirket adı',
  'audit.website': 'Web sitesi adresi',
  'audit.websiteHint': 'Örneğin www.example.com',
  'audit.email': 'E-posta adresi',
  'audit.submit': 'Ücretsiz analizimi iste',
  'audit.includes.title': 'Analizin kapsamı',
  'audit.includes.website': 'Web sitenizin hızı, erişilebilirliği ve anlaşılırlığı',
  'audit.includes.search': 'Arama sonuçlarında nasıl göründüğünüz',
  'audit.includes.social': 'Sosyal medyadaki varlığınız',
  'audit.toastTitle': 'Ücretsiz Pazarlama Analizi Talep Edildi',
  'audit.toastText':
    'Dijital pazarlama uzmanlarımız kişiselleştirilmiş analizinizle 24 saat içinde sizinle iletişime geçecek.',
  'audit.toastClose': 'Kapat',
  'audit.errorSummary': 'Bir sorun var',
  'audit.errorPrefix': 'Hata:',
  'audit.errors.company.required': 'Şirket adınızı girin',
  'audit.errors.company.tooLong': 'Şirket adı en fazla 120 karakter olmalıdır',
  'audit.errors.website.required': 'Web sitenizin adresini girin',
  'audit.errors.website.invalid': 'www.example.com gibi bir web sitesi adresi girin',
  'audit.errors.email.required': 'E-posta adresinizi girin',
  'audit.errors.email.invalid': 'E-posta adresini ad@example.com gibi doğru biçimde girin',
};
