import type { PassportMessages } from './en';

export const sw: PassportMessages = {
  'passport.scan.heading': 'Changanua pasipoti',
  'passport.scan.privacy':
    'Pasipoti yako inasomwa ndani ya kivinjari hiki: hakuna kinachotumwa popote hadi uhifadhi au upakie.',
  'passport.scan.tips':
    'Tumia picha au skani ya ukurasa wenye picha yako (JPEG, PNG au PDF): mwanga mzuri, pasipoti ikiwa bapa, maandishi yote yakionekana, imepigwa moja kwa moja kutoka mbele.',
  'passport.scan.choose': 'Picha au skani ya ukurasa wa taarifa binafsi wa pasipoti',
  'passport.scan.reading': 'Tunasoma pasipoti yako… Mara ya kwanza huchukua sekunde chache zaidi.',
  'passport.scan.imageAlt': 'Ukurasa wa pasipoti uliouchagua',
  'passport.scan.success.title': 'Pasipoti Imechanganuliwa kwa Mafanikio',
  'passport.scan.success.text': 'Taarifa za pasipoti yako zimetolewa na kuthibitishwa.',
  'passport.scan.failed.title': 'Uchanganuzi Umeshindikana',
  'passport.scan.failed.text':
    'Imeshindikana kuchanganua pasipoti. Tafadhali jaribu tena ukitumia picha iliyo wazi zaidi.',
  'passport.scan.valid': 'Pasipoti ni halali',
  'passport.scan.invalid': 'Matatizo ya uthibitishaji yamegunduliwa',
  'passport.scan.checkAdvice':
    'Baadhi ya thamani hazikuweza kuthibitishwa. Zilinganishe na pasipoti yako, au jaribu tena ukitumia picha iliyo wazi zaidi.',
  'passport.scan.errors': 'Makosa ya uthibitishaji',
  'passport.scan.warnings': 'Tahadhari',
  'passport.scan.notDetected': 'Haikugunduliwa',
  'passport.scan.unverified': '(haijathibitishwa)',
  'passport.scan.apply': 'Tumia taarifa hizi',
  'passport.scan.dismiss': 'Usizitumie',
  'passport.scan.applied':
    'Taarifa zilizosomwa kutoka kwenye pasipoti zimejazwa. Zikague hapa chini na urekebishe kilichokosewa.',
  'passport.scan.typeInstead': 'Unaweza pia kuandika taarifa kwenye fomu.',
  'passport.scan.unreadableFile': 'Faili hili haliwezi kufunguliwa. Chagua faili la JPEG, PNG au PDF.',
  'passport.scan.unavailable':
    'Kisomaji cha pasipoti hakikuweza kuanza kwenye kivinjari hiki. Tafadhali andika taarifa kwenye fomu.',
  'passport.scan.tip.flat': 'Weka pasipoti bapa, ili mistari ya maandishi iwe iliyonyooka.',
  'passport.scan.tip.light': 'Tumia mwanga mkali zaidi na ulio sawa, bila mng’ao wala vivuli kwenye ukurasa.',
  'passport.scan.tip.frame':
    'Hakikisha ukurasa wote umo kwenye fremu, pamoja na mistari miwili ya herufi na <<< iliyo chini.',
  'passport.field.surname': 'Jina la ukoo',
  'passport.field.givenNames': 'Majina mengine',
  'passport.field.sex': 'Jinsia',
  'passport.field.dateOfBirth': 'Tarehe ya kuzaliwa',
  'passport.field.nationality': 'Uraia',
  'passport.field.passportNumber': 'Nambari ya pasipoti',
  'passport.field.issuingCountry': 'Nchi iliyotoa',
  'passport.field.expiryDate': 'Tarehe ya kuisha',
  'passport.sex.male': 'Mwanamume',
  'passport.sex.female': 'Mwanamke',
  'passport.sex.unspecified': 'Haijabainishwa',
  'passport.error.notPassport': 'Hii si sehemu ya pasipoti inayosomeka kwa mashine.',
  'passport.error.checkDigit.passportNumber': 'Nambari ya pasipoti hailingani na tarakimu yake ya ukaguzi.',
  'passport.error.checkDigit.dateOfBirth': 'Tarehe ya kuzaliwa hailingani na tarakimu yake ya ukaguzi.',
  'passport.error.checkDigit.expiryDate': 'Tarehe ya kuisha hailingani na tarakimu yake ya ukaguzi.',
  'passport.error.checkDigit.personalNumber': 'Nambari binafsi hailingani na tarakimu yake ya ukaguzi.',
  'passport.error.checkDigit.composite': 'Mistari miwili hailingani na tarakimu yake ya mwisho ya ukaguzi.',
  'passport.error.unreadableField': '{field}: haikuweza kusomwa.',
  'passport.error.mrzText': 'Mistari ya pasipoti iliyotumwa si mistari miwili ya herufi 44.',
  'passport.error.photoCheck': 'Ukaguzi wa picha uliotumwa si halali.',
  'passport.warning.unknownState':
    'Msimbo wa nchi {code} si nchi tunayoifahamu: chagua uraia na nchi iliyotoa pasipoti wewe mwenyewe.',
  'passport.warning.expired':
    'Pasipoti hii iliisha muda wake tarehe {date}. Unahitaji pasipoti halali ili kusafiri.',
  'passport.warning.expiresSoon':
    'Pasipoti hii inaisha tarehe {date}, chini ya miezi 6 kuanzia leo. Kenya inahitaji uhalali wa angalau miezi 6.',
  'passport.warning.nameTruncated':
    'Majina yanajaza mstari wote na huenda yamefupishwa: yaandike kamili, kama yalivyochapishwa kwenye ukurasa.',
  'passport.compare.reading': 'Tunasoma ukurasa wa pasipoti…',
  'passport.compare.matches': 'Pasipoti imesomwa: inalingana na taarifa ulizotoa.',
  'passport.compare.differs':
    'Ukurasa wa pasipoti haulingani na taarifa ulizotoa kwa: {fields}. Kagua pasipoti yako na taarifa zako. Wafanyakazi wetu wataona tofauti hii.',
  'passport.compare.invalid':
    'Ukurasa wa pasipoti umesomwa, lakini baadhi ya thamani hazikuweza kuthibitishwa. Wafanyakazi wetu watauangalia kwa macho.',
  'passport.compare.notRead':
    'Ukurasa wa pasipoti haukuweza kusomwa kiotomatiki. Wafanyakazi wetu watauangalia kwa macho; picha iliyo wazi zaidi husaidia.',
  'passport.photo.checking': 'Tunakagua picha yako…',
  'passport.photo.passed': 'Ukaguzi wa picha: picha yako inaonekana nzuri.',
  'passport.photo.failed': 'Picha yako inaweza kukataliwa:',
  'passport.photo.continue':
    'Bado unaweza kupakia picha hii: wafanyakazi wetu ndio huamua. Au chagua picha bora zaidi.',
  'passport.photo.uploadAnyway': 'Pakia picha hii hata hivyo',
  'passport.photo.chooseAnother': 'Chagua picha nyingine',
  'passport.photo.noDetector':
    'Ukaguzi wa uso haukuweza kufanyika kwenye kivinjari hiki: ukubwa, mwangaza na uwazi pekee ndivyo vilivyokaguliwa.',
  'passport.photo.problem.lowResolution':
    'Picha ni ndogo mno. Tumia picha halisi kutoka kwenye kamera yako, yenye upana na urefu wa angalau pikseli 400.',
  'passport.photo.problem.noFace':
    'Hatukupata uso. Tumia picha ya uso wako ukiangalia kamera moja kwa moja, bila miwani ya jua.',
  'passport.photo.problem.manyFaces': 'Kuna zaidi ya uso mmoja. Picha lazima ikuonyeshe wewe peke yako.',
  'passport.photo.problem.faceTooSmall':
    'Uso wako ni mdogo mno kwenye picha. Sogea karibu, ili kichwa chako kijaze sehemu kubwa ya picha.',
  'passport.photo.problem.faceTooLarge':
    'Uso wako uko karibu mno. Acha nafasi kidogo juu ya kichwa chako na uonyeshe sehemu ya juu ya mabega.',
  'passport.photo.problem.faceOffCentre': 'Uso wako hauko katikati. Weka uso wako katikati ya picha.',
  'passport.photo.problem.tooDark':
    'Picha ina giza mno. Ipige kwenye mwanga wa mchana au chini ya mwanga mkali ulio sawa.',
  'passport.photo.problem.tooBright':
    'Picha ina mwanga mwingi mno. Epuka jua la moja kwa moja na mweko usoni.',
  'passport.photo.problem.blurred':
    'Picha imefifia. Shika kamera bila kutikisika na uhakikishe uso wako unaonekana wazi.',
  'passport.admin.heading': 'Usomaji wa pasipoti na ukaguzi wa picha',
  'passport.admin.applicant': 'Mwombaji {number}',
  'passport.admin.source.details': 'Imechanganuliwa taarifa zilipoandikwa',
  'passport.admin.source.document': 'Ukurasa wa taarifa binafsi uliopakiwa',
  'passport.admin.matches': 'Pasipoti imesomwa: inalingana',
  'passport.admin.differs': 'Pasipoti imesomwa: inatofautiana',
  'passport.admin.invalid': 'Pasipoti imesomwa: tarakimu za ukaguzi zimekosewa',
  'passport.admin.notRead': 'Ukurasa wa pasipoti haukusomwa',
  'passport.admin.field': 'Sehemu',
  'passport.admin.typed': 'Iliyoandikwa',
  'passport.admin.read': 'Iliyosomwa kwenye pasipoti',
  'passport.admin.photoPassed': 'Ukaguzi wa picha: umepita',
  'passport.admin.photoFindings': 'Ukaguzi wa picha: kuna dosari (msafiri aliendelea)',
  'passport.admin.photoNotChecked': 'Picha haijakaguliwa',
  'passport.admin.photoMeasures':
    '{width} × {height} px, uso {faces}, mwangaza {brightness}/255, uwazi {sharpness}',
  'passport.admin.none': 'Hakuna usomaji wa pasipoti wala ukaguzi wa picha uliorekodiwa.',
};
