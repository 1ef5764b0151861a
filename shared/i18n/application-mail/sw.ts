import type { ApplicationMailMessages } from './en';

export const sw: ApplicationMailMessages = {
  'applicationMail.etaType.tourist': 'Utalii',
  'applicationMail.etaType.business': 'Biashara',
  'applicationMail.etaType.transit': 'Kupita',
  'applicationMail.processing.normal': 'Uchakataji wa kawaida',
  'applicationMail.processing.fast': 'Uchakataji wa haraka',
  'applicationMail.processing.super_fast': 'Uchakataji wa haraka zaidi',
  'applicationMail.processing.time': 'Siku {min}–{max} za kazi',
  'applicationMail.agreementText.terms': 'Nimesoma na ninakubali Masharti ya Huduma',
  'applicationMail.agreementText.privacy': 'Nimesoma na ninakubali Sera ya Faragha',
  'applicationMail.agreementText.dataAccuracy':
    'Ninathibitisha kuwa taarifa nilizotoa ni za kweli, kamili na sahihi',
  'applicationMail.agreementText.paymentAgreement':
    'Ninakubali kulipa ada zilizoonyeshwa na ninaelewa kuwa hazirudishwi baada ya uchakataji kuanza',
  'applicationMail.greeting': 'Habari,',
  'applicationMail.signoff': 'Kenya eTA Online',
  'applicationMail.footer':
    'Unapokea barua pepe hii kwa sababu ombi lilifanywa kwa anwani hii kwenye Kenya eTA Online. Sisi ni kampuni binafsi, si Serikali ya Kenya.',
  'applicationMail.label.applicationNumber': 'Namba ya ombi',
  'applicationMail.label.applicants': 'Waombaji',
  'applicationMail.label.etaType': 'Aina ya eTA',
  'applicationMail.label.processing': 'Kasi ya uchakataji',
  'applicationMail.label.insurance': 'Bima ya safari',
  'applicationMail.label.total': 'Jumla',
  'applicationMail.insurance.included': 'Imejumuishwa',
  'applicationMail.insurance.notIncluded': 'Haijajumuishwa',
  'applicationMail.confirmation.subject': 'Tumepokea ombi lako la eTA ya Kenya {applicationNumber}',
  'applicationMail.confirmation.intro':
    'Asante. Tumepokea ombi lako la eTA ya Kenya. Hifadhi namba ya ombi: utaihitaji kulipa, kupakia nyaraka na kuangalia hali ya ombi.',
  'applicationMail.confirmation.nextHeading': 'Hatua zinazofuata',
  'applicationMail.confirmation.stepPay': 'Lipia ombi. Tunaanza kulichakata baada ya malipo tu.',
  'applicationMail.confirmation.stepUpload':
    'Pakia nyaraka za kila mwombaji: ukurasa wa pasipoti wenye picha na picha ya hivi karibuni.',
  'applicationMail.confirmation.stepDecision':
    'Tunachakata ombi ndani ya {time} baada ya malipo na kukutumia matokeo kwa barua pepe.',
  'applicationMail.confirmation.statusHint':
    'Unaweza kuangalia hali wakati wowote kwa namba ya ombi na barua pepe hii.',
  'applicationMail.agreement.subject':
    'Makubaliano yako yaliyosainiwa ya ombi la eTA ya Kenya {applicationNumber}',
  'applicationMail.agreement.intro':
    'Yameambatishwa makubaliano uliyosaini kwa ombi {applicationNumber}. Tafadhali yahifadhi kwa kumbukumbu zako.',
  'applicationMail.pdf.title': 'Makubaliano yaliyosainiwa',
  'applicationMail.pdf.applicationNumber': 'Namba ya ombi',
  'applicationMail.pdf.applicants': 'Waombaji',
  'applicationMail.pdf.agreements': 'Makubaliano',
  'applicationMail.pdf.accepted': 'Imekubaliwa',
  'applicationMail.pdf.signedAt': 'Muda wa kusaini (UTC)',
  'applicationMail.pdf.ipAddress': 'Anwani ya IP',
  'applicationMail.pdf.userAgent': 'Kivinjari (user agent)',
  'applicationMail.pdf.signature': 'Saini',
  'applicationMail.pdf.typedSignature': 'Imesainiwa kwa kuandika jina kamili',
};
