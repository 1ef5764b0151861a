import type { PublicInfoMessages } from './en';

export const tr: PublicInfoMessages = {
  'fees.title': 'Yolcu başına ücretler',
  'fees.caption': 'Yolcu başına ücretler, ABD doları',
  'fees.item': 'Ücret',
  'fees.amount': 'Yolcu başına tutar',
  'fees.government': 'Devlet harcı',
  'fees.service': 'Hizmet ücreti (büyük gruplar için daha düşük)',
  'fees.range': '{min} ile {max} arası',
  'fees.speed.normal': 'Normal',
  'fees.speed.fast': 'Hızlı',
  'fees.speed.super_fast': 'Çok hızlı',
  'fees.processingRow': '{speed} işlem, {min} ila {max} iş günü',
  'fees.businessDays': '{min} ila {max} iş günü',
  'fees.perPerson': 'Yolcu başına {amount}',
  'fees.popular': 'Popüler',
  'fees.insurance': 'Seyahat sigortası (isteğe bağlı)',
  'fees.total': 'Toplam tutarınız, her yolcu için bu ücretlerin toplamıdır. Ödemeden önce görürsünüz.',
  'generalInfo.title': 'Kenya eTA hakkında genel bilgiler',
  'generalInfo.lead':
    'Ocak 2024’ten bu yana Kenya’ya gelen ziyaretçilerin çoğu vize yerine elektronik seyahat izni (eTA) almak zorunda. İşte eTA’nın ne olduğu ve nasıl işlediği.',
  'generalInfo.what.title': 'Kenya eTA nedir?',
  'generalInfo.what.text':
    'eTA, Kenya Hükümeti tarafından seyahatinizden önce verilen elektronik bir seyahat iznidir. Çevrimiçi başvurursunuz ve onaylanan eTA size e-postayla gönderilir. Havayolları uçağa binmeden önce, göçmenlik memurları ise varışta kontrol eder.',
  'generalInfo.types.title': 'eTA türleri',
  'generalInfo.types.tourist.title': 'Turizm ve ziyaret',
  'generalInfo.types.tourist.text': 'Tatil, safari ve aile ya da arkadaş ziyareti.',
  'generalInfo.types.business.title': 'İş',
  'generalInfo.types.business.text':
    'Toplantılar, konferanslar ve kısa iş seyahatleri. Kenya’da ücretli çalışmak için ise çalışma izni gerekir.',
  'generalInfo.types.transit.title': 'Transit',
  'generalInfo.types.transit.text': 'Başka bir ülkeye giderken Kenya’dan en fazla 72 saat içinde geçiş.',
  'generalInfo.validity.title': 'Geçerlilik',
  'generalInfo.validity.entry':
    'Turizm veya iş eTA’sı, düzenlendiği tarihten itibaren 90 gün içinde tek giriş için geçerlidir.',
  'generalInfo.validity.stay': 'Her ziyarette Kenya’da en fazla 90 gün kalabilirsiniz.',
  'generalInfo.validity.transit': 'Transit eTA tek girişe ve en fazla 72 saatlik kalışa izin verir.',
  'generalInfo.validity.passport': 'Pasaportunuz varış gününüzden sonra en az 6 ay geçerli olmalıdır.',
  'generalInfo.notes.title': 'Bilmeniz gerekenler',
  'generalInfo.notes.each': 'Çocuklar ve bebekler dahil her yolcunun kendi eTA’sı olmalıdır.',
  'generalInfo.notes.early':
    'Seyahatinizden en az bir hafta önce başvurun; hızlı ve çok hızlı işlem son dakika planları için vardır.',
  'generalInfo.notes.entry': 'eTA Kenya’ya seyahat etmenizi sağlar; girişe göçmenlik memuru karar verir.',
  'generalInfo.notes.private':
    'Biz Kenya Hükümeti değil, özel bir hizmetiz. Fiyatımıza devlet harcı dahildir.',
  'generalInfo.apply': 'Hemen başvurun',
  'generalInfo.howTo': 'Nasıl başvurulur',
  'requirements.title': 'Kenya vize ve eTA gereklilikleri',
  'requirements.lead':
    'eTA’ya ihtiyacınız olup olmadığını, neler hazırlamanız gerektiğini ve Kenya’ya vardığınızda sizi nelerin beklediğini öğrenin.',
  'requirements.eta.title': 'Vatandaşlarının eTA alması gereken ülkeler',
  'requirements.eta.text':
    'Bu {count} ülkenin vatandaşları ve vizesiz veya muaf olarak listelenmeyen her ülkenin vatandaşları eTA almak zorundadır.',
  'requirements.visaFree.title': 'Vizesiz ülkeler',
  'requirements.visaFree.text':
    'Bu {count} ülkenin vatandaşları Kenya’yı vize veya eTA olmadan ziyaret edebilir.',
  'requirements.exempt.title': 'eTA’dan muaf olanlar',
  'requirements.exempt.text': 'Bu ülkelerin vatandaşları kısa ziyaretler için eTA’dan muaftır.',
  'requirements.docs.title': 'Gerekli belgeler',
  'requirements.docs.passport':
    'Varışınızdan sonra en az 6 ay geçerli, en az bir boş sayfası olan pasaport (iki boş sayfa önerilir).',
  'requirements.docs.photo':
    'Son 6 ay içinde açık renk fonda çekilmiş yeni, vesikalık tarzında bir fotoğraf.',
  'requirements.docs.itinerary': 'Seyahat planınız: dönüş veya devam bileti ve varsa uçuş bilgileriniz.',
  'requirements.docs.accommodation':
    'Nerede kalacağınız: otel rezervasyonu veya ev sahibinizden davet mektubu.',
  'requirements.docs.contact': 'Size ulaşabileceğimiz bir e-posta adresi ve telefon numarası.',
  'requirements.health.title': 'Sağlık gereklilikleri',
  'requirements.health.yellowFever':
    'Sarı humma riski olan bir ülkeden geliyorsanız veya böyle bir ülkeden geçtiyseniz sarı humma aşı sertifikası gerekir.',
  'requirements.health.doctor':
    'Seyahatten 4 ila 6 hafta önce rutin aşılar ve sıtmadan korunma konusunda doktorunuza danışın.',
  'requirements.health.insurance': 'Sağlık teminatlı seyahat sigortası şiddetle önerilir.',
  'requirements.special.title': 'Özel durumlar',
  'requirements.special.minors':
    '18 yaşından küçük çocukların kendi eTA’sı olmalıdır. Her iki ebeveyni olmadan seyahat eden çocuk, ebeveynlerin yazılı onayını ve doğum belgesini yanında taşımalıdır.',
  'requirements.special.diplomats':
    'Resmî görevle seyahat eden diplomatik, hizmet veya resmî pasaport sahipleri ayrı bir süreç izler: başlangıç sayfasında Diplomatlar’ı seçin.',
  'requirements.special.transit':
    'Aktarma sırasında havalimanından çıkacaksanız transit eTA gerekir; uluslararası transit alanında kalırsanız gerekmez.',
  'requirements.special.residents':
    'Geçerli bir Kenya oturma veya çalışma izni sahiplerinin eTA almasına gerek yoktur.',
  'requirements.restrictions.title': 'Giriş kısıtlamaları',
  'requirements.restrictions.currency':
    '10.000 ABD dolarından fazla veya başka bir para biriminde aynı değerde nakit, varışta beyan edilmelidir.',
  'requirements.restrictions.plastic':
    'Tek kullanımlık plastik poşetler Kenya’da yasaktır ve varışta alınır.',
  'requirements.restrictions.goods':
    'Uyuşturucu, ateşli silah, sahte ürünler ve yaban hayatı ürünleri yasaktır. İlaçları orijinal kutularında ve reçeteleriyle taşıyın.',
  'requirements.restrictions.officer':
    'Göçmenlik memurları dönüş biletinizi, konaklamanızı ve yeterli maddi imkânınızı sorabilir ve girişe karar verir.',
  'requirements.tips.title': 'Sorunsuz bir başvuru için ipuçları',
  'requirements.tips.early': 'Seyahatinizden en az bir hafta önce başvurun.',
  'requirements.tips.names': 'Her ismi pasaportta yazdığı gibi girin.',
  'requirements.tips.scan':
    'Pasaportun fotoğraflı sayfasının dört köşesi görünen net bir taramasını yükleyin.',
  'requirements.tips.copy':
    'Seyahat boyunca eTA’nızın basılı veya dijital bir kopyasını yanınızda bulundurun.',
  'requirements.disclaimer':
    'Giriş kurallarını Kenya Hükümeti belirler ve kısa sürede değişebilir. Seyahat etmeden önce resmî kaynakları kontrol edin.',
  'requirements.apply': 'Başvurunuzu başlatın',
  'requirements.faq': 'SSS’yi okuyun',
  'requirements.contact': 'Bize ulaşın',
  'howTo.title': 'Kenya eTA’ya nasıl başvurulur',
  'howTo.lead':
    'Başvuru yolcu başına yaklaşık 15 dakika sürer. İşte adımlar, ihtiyacınız olanlar, işlem seçenekleri ve önerilerimiz.',
  'howTo.steps.title': 'Dört adım',
  'howTo.steps.apply.title': 'Başvuruyu doldurun',
  'howTo.steps.apply.text':
    'Her yolcunun pasaport ve seyahat bilgilerini girin. Tek başvuru 10 yolcuya kadar kapsar.',
  'howTo.steps.pay.title': 'İşlem hızını seçin ve ödeyin',
  'howTo.steps.pay.text':
    'Normal, hızlı veya çok hızlı işlemi seçin, isterseniz seyahat sigortası ekleyin ve kartla güvenle ödeyin.',
  'howTo.steps.upload.title': 'Belgelerinizi yükleyin',
  'howTo.steps.upload.text':
    'Her pasaportun fotoğraflı sayfasının taramasını ve her yolcunun yeni bir fotoğrafını yükleyin.',
  'howTo.steps.receive.title': 'eTA’nızı alın',
  'howTo.steps.receive.text':
    'Her şeyi kontrol edip göndeririz. Onaylanan eTA’yı e-postayla alır, durumu çevrimiçi takip edebilirsiniz.',
  'howTo.requirements.title': 'İhtiyacınız olanlar',
  'howTo.requirements.passport': 'Varışınızdan sonra en az 6 ay geçerli bir pasaport',
  'howTo.requirements.photo': 'Her yolcunun yeni bir dijital fotoğrafı',
  'howTo.requirements.email': 'Seyahat ederken okuyabileceğiniz bir e-posta adresi',
  'howTo.requirements.card': 'Visa, Mastercard veya American Express kart',
  'howTo.requirements.trip': 'Seyahat tarihleriniz ve kalacağınız adres',
  'howTo.processing.title': 'İşlem seçenekleri',
  'howTo.processing.text':
    'İşlem süresi ödemeniz onaylandığında başlar. İş günlerine hafta sonları ve resmî tatiller dahil değildir.',
  'howTo.dos.title': 'Yapın',
  'howTo.dos.early': 'Seyahatinizden en az bir hafta önce başvurun.',
  'howTo.dos.check': 'Ödemeden önce her ismi ve pasaport numarasını pasaportla karşılaştırın.',
  'howTo.dos.validity': 'Varışınızdan sonra en az 6 ay geçerli bir pasaport kullanın.',
  'howTo.dos.number': 'Başvuru numaranızı saklayın: başvurunuzu takip etmek için gerekir.',
  'howTo.dos.carry': 'Seyahat ederken onaylanan eTA’nızın bir kopyasını yanınızda taşıyın.',
  'howTo.donts.title': 'Yapmayın',
  'howTo.donts.booking': 'eTA’nız onaylanmadan değiştiremeyeceğiniz bir seyahat rezervasyonu yapmayın.',
  'howTo.donts.scans': 'Bulanık, kırpılmış veya düzenlenmiş taramalar yüklemeyin.',
  'howTo.donts.twice': 'Aynı seyahat için iki kez başvurmayın; bunun yerine bize ulaşın.',
  'howTo.donts.damaged': 'Hasarlı veya kayıp olarak bildirilmiş bir pasaportla seyahat etmeyin.',
  'howTo.donts.share': 'Başvuru numaranızı veya bizden gelen e-postaları herkese açık paylaşmayın.',
  'howTo.apply': 'Başvurunuzu başlatın',
  'about.title': 'Hakkımızda',
  'about.lead':
    'Kenya eTA Online, yolcuların Kenya elektronik seyahat iznine kendi dillerinde, açık fiyatlarla ve gerçek destekle başvurmalarına yardımcı olur.',
  'about.who.title': 'Biz kimiz',
  'about.who.text':
    'İngiltere ve Galler’de kayıtlı, ücretli aracı olarak çalışan özel bir şirketiz. Kenya Hükümeti değiliz ve onunla bağlantımız yoktur. Fiyatımıza devlet harcı ve hizmet ücretimiz dahildir.',
  'about.what.title': 'Ne yapıyoruz',
  'about.what.languages': 'Başvuru boyunca size 14 dilde rehberlik ederiz.',
  'about.what.check': 'Her başvuruyu gönderilmeden önce hatalara karşı kontrol ederiz.',
  'about.what.groups': '10 yolcuya kadar grupların başvurularını tek seferde yürütürüz.',
  'about.what.updates': 'Sizi e-posta ve çevrimiçi durum takibiyle bilgilendiririz.',
  'about.what.support': 'Sorularınızı e-posta ve canlı sohbetle yanıtlarız.',
  'about.contact.title': 'Bize ulaşın',
  'about.contact.text':
    'Başvurudan önce veya sonra sorularınız mı var? Destek ekibimiz 24 saat içinde yanıt verir.',
  'about.apply': 'Başvurunuzu başlatın',
  'about.contactLink': 'Bize ulaşın',
};
