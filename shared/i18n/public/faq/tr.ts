import type { FaqMessages } from './en';

export const tr: FaqMessages = {
  'faq.title': 'Sıkça sorulan sorular',
  'faq.lead': 'Kenya eTA, hizmetimiz, ödeme ve seyahat hakkında yanıtlar.',
  'faq.search.label': 'Sorularda arayın',
  'faq.search.hint': 'Örneğin: iade, pasaport, grup',
  'faq.categories.label': 'Kategori',
  'faq.category.all': 'Tümü',
  'faq.category.general': 'Genel',
  'faq.category.application': 'Başvuru',
  'faq.category.payment': 'Ödeme',
  'faq.category.validity': 'Geçerlilik',
  'faq.category.requirements': 'Gereklilikler',
  'faq.category.process': 'Süreç',
  'faq.category.travel': 'Seyahat',
  'faq.results': 'Gösterilen sorular: {count} / {total}',
  'faq.noResults.title': 'Sonuç bulunamadı',
  'faq.noResults.text': 'Arama terimlerinizi veya kategori filtresini değiştirmeyi deneyin.',
  'faq.help.title': 'Hâlâ yardıma mı ihtiyacınız var?',
  'faq.help.text':
    'Destek ekibimiz 24 saat içinde yanıt verir ve başvuru durumunuzu istediğiniz zaman kontrol edebilirsiniz.',
  'faq.help.contact': 'Bize ulaşın',
  'faq.help.status': 'Başvuru durumunu kontrol edin',
  'faq.what-is-eta.question': 'Kenya eTA nedir?',
  'faq.what-is-eta.answer':
    'Elektronik seyahat izni (eTA), Kenya’ya gelen ziyaretçilerin çoğunun ihtiyaç duyduğu izindir. Ocak 2024’te vizelerin yerini aldı. Seyahatinizden önce çevrimiçi başvurur ve onaylanan eTA’yı e-postayla alırsınız.',
  'faq.who-needs-eta.question': 'Kimlerin Kenya eTA’sı alması gerekir?',
  'faq.who-needs-eta.answer':
    'Doğu Afrika Topluluğu’nun diğer üyeleri gibi vizesiz veya muaf bir ülkenin vatandaşı olmayan her ziyaretçinin eTA alması gerekir. Çocuklar ve bebekler de kendi eTA’larına ihtiyaç duyar. Uyruğunuzu vize gereklilikleri sayfamızdan kontrol edin.',
  'faq.processing-times.question': 'İşlem ne kadar sürer?',
  'faq.processing-times.answer':
    'Normal işlem {normalMin} ila {normalMax} iş günü, hızlı işlem {fastMin} ila {fastMax} iş günü, çok hızlı işlem ise {superFastMin} ila {superFastMax} iş günü sürer. Süre, ödemeniz onaylandığında başlar.',
  'faq.required-documents.question': 'Hangi belgelere ihtiyacım var?',
  'faq.required-documents.answer':
    'Varışınızdan sonra en az 6 ay geçerli bir pasaport, yeni bir vesikalık fotoğraf, seyahat tarihleriniz ve kalacağınız adres. Ödemeden sonra pasaportunuzun fotoğraflı sayfasının taramasını ve fotoğrafınızı yüklersiniz.',
  'faq.group-applications.question': 'Ailem veya grubum için birlikte başvurabilir miyim?',
  'faq.group-applications.answer':
    'Evet. Tek başvuru 1 ila 10 yolcuyu kapsar. Seyahat tarihleri gibi herkes için aynı olan bilgiler bir kez girilir ve büyük gruplarda kişi başı hizmet ücreti daha düşüktür.',
  'faq.cost.question': 'eTA ne kadar tutar?',
  'faq.cost.answer':
    'Her yolcu için {governmentFee} devlet harcı, grup büyüklüğüne göre {serviceMin} ile {serviceMax} arasında hizmet ücretimiz ve hıza göre {normal}, {fast} veya {superFast} işlem ücreti ödersiniz. Seyahat sigortası isteğe bağlıdır ve {insurance} tutarındadır. Toplamı ödemeden önce görürsünüz.',
  'faq.payment-methods.question': 'Nasıl ödeme yapabilirim?',
  'faq.payment-methods.answer':
    '3-D Secure korumalı güvenli bir ödeme sayfasında banka veya kredi kartıyla (Visa, Mastercard veya American Express). Kart numaranızın tamamını asla görmez ve saklamayız.',
  'faq.refunds.question': 'İade alabilir miyim?',
  'faq.refunds.answer':
    'İşlem başlamadıysa ödemeden sonraki 24 saat içinde iade talep edebilirsiniz. Başvurunuz işleme alındıktan veya Kenya makamlarına gönderildikten sonra ücretler iade edilemez. Ayrıntılar iade politikamızda yer alır.',
  'faq.validity.question': 'eTA ne kadar süre geçerlidir?',
  'faq.validity.answer':
    'Turizm veya iş eTA’sı, düzenlendiği tarihten itibaren 90 gün içinde tek giriş için geçerlidir. Transit eTA en fazla 72 saatlik kalışa izin verir.',
  'faq.length-of-stay.question': 'Kenya’da ne kadar kalabilirim?',
  'faq.length-of-stay.answer':
    'Turizm veya iş eTA’sıyla her ziyarette en fazla 90 gün. Kalış sürenizi varışta göçmenlik memuru belirler.',
  'faq.vaccinations.question': 'Aşı yaptırmam gerekiyor mu?',
  'faq.vaccinations.answer':
    'Sarı humma riski olan bir ülkeden geliyorsanız veya böyle bir ülkeden geçtiyseniz sarı humma sertifikası gerekir. Diğer aşılar ve sıtmadan korunma için seyahatten 4 ila 6 hafta önce doktorunuza danışın.',
  'faq.passport-validity.question': 'Pasaportum ne kadar süre geçerli olmalı?',
  'faq.passport-validity.answer':
    'Kenya’ya varış tarihinizden sonra en az 6 ay; giriş damgası için en az bir boş sayfa olmalıdır (iki sayfa önerilir).',
  'faq.tracking.question': 'Başvurumu nasıl takip edebilirim?',
  'faq.tracking.answer':
    'Durum sayfasına başvuru numaranızı (örneğin KE-12345678) ve e-posta adresinizi girin. Karar verildiğinde size ayrıca e-posta göndeririz.',
  'faq.printing.question': 'eTA’mı yazdırmam gerekiyor mu?',
  'faq.printing.answer':
    'Basılı bir kopyasını taşıyın veya telefonunuzda saklayın. Havayolları check-in sırasında isteyebilir, göçmenlik memurları da varışta kontrol eder.',
  'faq.extending-stay.question': 'Kenya’daki kalış süremi uzatabilir miyim?',
  'faq.extending-stay.answer':
    'Uzatmalara biz değil, Kenya Göçmenlik Hizmetleri Dairesi karar verir. İzin verilen kalış süreniz bitmeden onlara başvurun: süreyi aşmak para cezasına ve yeniden giriş yasağına yol açabilir.',
};
