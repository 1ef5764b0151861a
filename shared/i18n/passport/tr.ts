import type { PassportMessages } from './en';

export const tr: PassportMessages = {
  'passport.scan.heading': 'Pasaportu tara',
  'passport.scan.privacy':
    'Pasaportunuz bu tarayıcıda okunur: kaydedene ya da yükleyene kadar hiçbir yere gönderilmez.',
  'passport.scan.tips':
    'Fotoğraflı sayfanın fotoğrafını ya da taramasını kullanın (JPEG, PNG veya PDF): iyi ışık, pasaport düz, tüm yazılar görünür, tam karşıdan çekilmiş.',
  'passport.scan.choose': 'Pasaportun kimlik bilgileri sayfasının fotoğrafı ya da taraması',
  'passport.scan.reading': 'Pasaportunuz okunuyor… İlk seferde birkaç saniye daha uzun sürer.',
  'passport.scan.imageAlt': 'Seçtiğiniz pasaport sayfası',
  'passport.scan.success.title': 'Pasaport Başarıyla Tarandı',
  'passport.scan.success.text': 'Pasaport bilgileriniz çıkarıldı ve doğrulandı.',
  'passport.scan.failed.title': 'Tarama Başarısız',
  'passport.scan.failed.text': 'Pasaport taranamadı. Lütfen daha net bir görüntüyle tekrar deneyin.',
  'passport.scan.valid': 'Pasaport geçerli',
  'passport.scan.invalid': 'Doğrulama sorunları tespit edildi',
  'passport.scan.checkAdvice':
    'Bazı değerler doğrulanamadı. Bunları pasaportunuzla karşılaştırın ya da daha net bir görüntüyle tekrar deneyin.',
  'passport.scan.errors': 'Doğrulama hataları',
  'passport.scan.warnings': 'Uyarılar',
  'passport.scan.notDetected': 'Algılanmadı',
  'passport.scan.unverified': '(doğrulanmadı)',
  'passport.scan.apply': 'Bu bilgileri kullan',
  'passport.scan.dismiss': 'Kullanma',
  'passport.scan.applied':
    'Pasaporttan okunan bilgiler dolduruldu. Aşağıda kontrol edin ve yanlış olanları düzeltin.',
  'passport.scan.typeInstead': 'Bilgileri formda elle de yazabilirsiniz.',
  'passport.scan.unreadableFile': 'Bu dosya açılamıyor. JPEG, PNG veya PDF dosyası seçin.',
  'passport.scan.unavailable': 'Pasaport okuyucu bu tarayıcıda başlatılamadı. Lütfen bilgileri formda yazın.',
  'passport.scan.tip.flat': 'Pasaportu düz koyun, böylece yazı satırları düz olsun.',
  'passport.scan.tip.light': 'Daha parlak ve eşit bir ışık kullanın; sayfada parlama ya da gölge olmasın.',
  'passport.scan.tip.frame': 'Alttaki harf ve <<< içeren iki satır dahil, sayfanın tamamını kadraja alın.',
  'passport.field.surname': 'Soyadı',
  'passport.field.givenNames': 'Adları',
  'passport.field.sex': 'Cinsiyet',
  'passport.field.dateOfBirth': 'Doğum tarihi',
  'passport.field.nationality': 'Uyruk',
  'passport.field.passportNumber': 'Pasaport numarası',
  'passport.field.issuingCountry': 'Veren ülke',
  'passport.field.expiryDate': 'Son geçerlilik tarihi',
  'passport.sex.male': 'Erkek',
  'passport.sex.female': 'Kadın',
  'passport.sex.unspecified': 'Belirtilmemiş',
  'passport.error.notPassport': 'Bu, bir pasaportun makine tarafından okunabilir bölgesi değil.',
  'passport.error.checkDigit.passportNumber': 'Pasaport numarası kontrol hanesiyle uyuşmuyor.',
  'passport.error.checkDigit.dateOfBirth': 'Doğum tarihi kontrol hanesiyle uyuşmuyor.',
  'passport.error.checkDigit.expiryDate': 'Son geçerlilik tarihi kontrol hanesiyle uyuşmuyor.',
  'passport.error.checkDigit.personalNumber': 'Kişisel numara kontrol hanesiyle uyuşmuyor.',
  'passport.error.checkDigit.composite': 'İki satır son kontrol haneleriyle uyuşmuyor.',
  'passport.error.unreadableField': '{field}: okunamadı.',
  'passport.error.mrzText': 'Gönderilen pasaport satırları 44 karakterlik iki satır değil.',
  'passport.error.photoCheck': 'Gönderilen fotoğraf kontrolü geçerli değil.',
  'passport.warning.unknownState':
    '{code} ülke kodu bildiğimiz bir ülke değil: uyruğu ve pasaportu veren ülkeyi kendiniz seçin.',
  'passport.warning.expired':
    'Bu pasaportun süresi {date} tarihinde doldu. Seyahat için geçerli bir pasaport gerekir.',
  'passport.warning.expiresSoon':
    'Bu pasaportun süresi bugünden itibaren 6 aydan kısa bir süre sonra, {date} tarihinde doluyor. Kenya en az 6 ay geçerlilik ister.',
  'passport.warning.nameTruncated':
    'Adlar satırın tamamını dolduruyor ve kısaltılmış olabilir: sayfada yazdığı gibi tam olarak yazın.',
  'passport.compare.reading': 'Pasaport sayfası okunuyor…',
  'passport.compare.matches': 'Pasaport okundu: verdiğiniz bilgilerle uyuşuyor.',
  'passport.compare.differs':
    'Pasaport sayfası şu alanlarda verdiğiniz bilgilerle uyuşmuyor: {fields}. Pasaportunuzu ve bilgilerinizi kontrol edin. Personelimiz bu farkı görecek.',
  'passport.compare.invalid':
    'Pasaport sayfası okundu, ancak bazı değerler doğrulanamadı. Personelimiz sayfayı gözle kontrol edecek.',
  'passport.compare.notRead':
    'Pasaport sayfası otomatik olarak okunamadı. Personelimiz sayfayı gözle kontrol edecek; daha net bir görüntü işe yarar.',
  'passport.photo.checking': 'Fotoğrafınız kontrol ediliyor…',
  'passport.photo.passed': 'Fotoğraf kontrolü: fotoğrafınız uygun görünüyor.',
  'passport.photo.failed': 'Fotoğrafınız reddedilebilir:',
  'passport.photo.continue':
    'Bu fotoğrafı yine de yükleyebilirsiniz: kararı personelimiz verir. Ya da daha iyi bir fotoğraf seçin.',
  'passport.photo.uploadAnyway': 'Bu fotoğrafı yine de yükle',
  'passport.photo.chooseAnother': 'Başka bir fotoğraf seç',
  'passport.photo.noDetector':
    'Yüz kontrolü bu tarayıcıda çalışamadı: yalnızca boyut, parlaklık ve netlik kontrol edildi.',
  'passport.photo.problem.lowResolution':
    'Fotoğraf çok küçük. Kameranızdan çıkan orijinal fotoğrafı kullanın; en az 400 piksel genişlik ve yükseklikte olsun.',
  'passport.photo.problem.noFace':
    'Yüz bulunamadı. Kameraya doğrudan bakan, güneş gözlüksüz bir yüz fotoğrafı kullanın.',
  'passport.photo.problem.manyFaces': 'Birden fazla yüz var. Fotoğrafta yalnızca siz olmalısınız.',
  'passport.photo.problem.faceTooSmall':
    'Yüzünüz fotoğrafta çok küçük. Yaklaşın, böylece başınız fotoğrafın büyük kısmını kaplasın.',
  'passport.photo.problem.faceTooLarge':
    'Yüzünüz çok yakın. Başınızın üstünde biraz boşluk bırakın ve omuzlarınızın üst kısmını gösterin.',
  'passport.photo.problem.faceOffCentre': 'Yüzünüz ortada değil. Yüzünüzü fotoğrafın ortasına alın.',
  'passport.photo.problem.tooDark':
    'Fotoğraf çok karanlık. Gün ışığında ya da parlak, eşit bir ışık altında çekin.',
  'passport.photo.problem.tooBright':
    'Fotoğraf çok parlak. Yüzünüze doğrudan güneş ışığı ve flaş gelmesinden kaçının.',
  'passport.photo.problem.blurred':
    'Fotoğraf bulanık. Kamerayı sabit tutun ve yüzünüzün net olduğundan emin olun.',
  'passport.admin.heading': 'Pasaport okuma ve fotoğraf kontrolü',
  'passport.admin.applicant': 'Başvuru sahibi {number}',
  'passport.admin.source.details': 'Bilgiler yazılırken tarandı',
  'passport.admin.source.document': 'Yüklenen kimlik bilgileri sayfası',
  'passport.admin.matches': 'Pasaport okundu: uyuşuyor',
  'passport.admin.differs': 'Pasaport okundu: farklı',
  'passport.admin.invalid': 'Pasaport okundu: kontrol haneleri tutmadı',
  'passport.admin.notRead': 'Pasaport sayfası okunmadı',
  'passport.admin.field': 'Alan',
  'passport.admin.typed': 'Yazılan',
  'passport.admin.read': 'Pasaporttan okunan',
  'passport.admin.photoPassed': 'Fotoğraf kontrolü: geçti',
  'passport.admin.photoFindings': 'Fotoğraf kontrolü: bulgular var (başvuru sahibi devam etti)',
  'passport.admin.photoNotChecked': 'Fotoğraf kontrol edilmedi',
  'passport.admin.photoMeasures':
    '{width} × {height} piksel, {faces} yüz, parlaklık {brightness}/255, netlik {sharpness}',
  'passport.admin.none': 'Pasaport okuma ya da fotoğraf kontrolü kaydedilmedi.',
};
