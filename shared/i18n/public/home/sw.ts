import type { PublicHomeMessages } from './en';

export const sw: PublicHomeMessages = {
  'kenyaHome.highlights': 'Wasafiri 1 hadi 10 · Lugha 14 · Malipo salama kwa kadi',
  'kenyaHome.features.title': 'Kila unachohitaji kwa eTA yako ya Kenya',
  'kenyaHome.features.form.title': 'Fomu ya mtandaoni iliyo wazi',
  'kenyaHome.features.form.text':
    'Maswali rahisi kwa lugha yako, msaada katika kila hatua, na hakuna kuandika kitu mara mbili.',
  'kenyaHome.features.group.title': 'Ombi moja kwa kundi lako',
  'kenyaHome.features.group.text':
    'Omba kwa wasafiri hadi 10 kwa mara moja; ada ya huduma kwa kila mtu hupungua kundi linapokua.',
  'kenyaHome.features.payment.title': 'Malipo salama kwa kadi',
  'kenyaHome.features.payment.text':
    'Lipa kwenye ukurasa wa malipo unaolindwa na 3-D Secure. Hatuhifadhi namba ya kadi yako kamwe.',
  'kenyaHome.features.tracking.title': 'Fuatilia ombi lako',
  'kenyaHome.features.tracking.text':
    'Angalia hali mtandaoni kwa namba ya ombi lako na upokee eTA yako kwa barua pepe.',
  'kenyaHome.steps.title': 'Jinsi inavyofanya kazi',
  'kenyaHome.steps.apply.title': 'Jaza ombi',
  'kenyaHome.steps.apply.text': 'Taarifa za pasipoti na safari za kila msafiri.',
  'kenyaHome.steps.pay.title': 'Chagua kasi na ulipe',
  'kenyaHome.steps.pay.text': 'Uchakataji wa kawaida, wa haraka au wa haraka sana.',
  'kenyaHome.steps.upload.title': 'Pakia nyaraka zako',
  'kenyaHome.steps.upload.text': 'Nakala ya pasipoti na picha moja kwa kila msafiri.',
  'kenyaHome.steps.receive.title': 'Pokea eTA yako',
  'kenyaHome.steps.receive.text': 'Hutumwa kwako kwa barua pepe ikishaidhinishwa.',
  'kenyaHome.steps.more': 'Soma mwongozo kamili wa kuomba',
  'kenyaHome.why.title': 'Kwa nini wasafiri hutuchagua',
  'kenyaHome.why.checked.title': 'Hukaguliwa kabla ya kuwasilishwa',
  'kenyaHome.why.checked.text':
    'Tunakagua kila ombi kutafuta makosa yanayosababisha ucheleweshaji au kukataliwa.',
  'kenyaHome.why.prices.title': 'Bei zilizo wazi',
  'kenyaHome.why.prices.text': 'Ada ya serikali imejumuishwa na unaona jumla kabla ya kulipa.',
  'kenyaHome.why.support.title': 'Msaada kwa lugha yako',
  'kenyaHome.why.support.text':
    'Majibu kwa barua pepe ndani ya saa 24 na gumzo la moja kwa moja kwenye kila ukurasa.',
  'kenyaHome.why.privacy.title': 'Data yako inalindwa',
  'kenyaHome.why.privacy.text': 'Miunganisho iliyosimbwa, na nyaraka zako hufutwa siku 30 baada ya uamuzi.',
  'eligibility.title': 'Je, ninahitaji eTA?',
  'eligibility.lead': 'Chagua uraia wako uone Kenya inakutaka nini.',
  'eligibility.label': 'Uraia wako',
  'eligibility.placeholder': 'Chagua uraia wako',
  'eligibility.eta.title': 'Unahitaji eTA',
  'eligibility.eta.text':
    'Raia wa {country} wanahitaji kibali cha kielektroniki cha kusafiri kabla ya kusafiri kwenda Kenya.',
  'eligibility.eta.cta': 'Anza ombi lako',
  'eligibility.visaFree.title': 'Bila viza',
  'eligibility.visaFree.text':
    'Raia wa {country} wanaweza kutembelea Kenya bila viza wala eTA. Safiri na pasipoti iliyo halali kwa angalau miezi 6.',
  'eligibility.exempt.title': 'Wameondolewa kwenye eTA',
  'eligibility.exempt.text':
    'Raia wa {country} hawahitaji eTA kwa ziara fupi. Hakikisha muda unaoruhusiwa kukaa kabla ya kusafiri.',
  'eligibility.disclaimer':
    'Masharti ya kuingia huwekwa na Serikali ya Kenya na yanaweza kubadilika. Yathibitishe kwenye vyanzo rasmi kabla ya kusafiri.',
  'eligibility.more': 'Angalia masharti yote ya kuingia',
  'eligibility.noscript':
    'Kikaguzi hiki kinahitaji JavaScript. Ukurasa wa masharti ya kuingia unaorodhesha kanuni zote.',
  'services.title': 'Huduma zetu',
  'services.lead':
    'Tunawasaidia wasafiri kupata eTA yao ya Kenya bila usumbufu, na biashara za usafiri kufikia wateja wengi zaidi mtandaoni.',
  'services.travel.title': 'Huduma za vibali vya kusafiri',
  'services.travel.eta.title': 'Maombi ya eTA ya Kenya',
  'services.travel.eta.text':
    'Ombi linaloongozwa kwa wasafiri 1 hadi 10, linalokaguliwa na timu yetu kabla ya kuwasilishwa.',
  'services.travel.support.title': 'Msaada kwa lugha 14',
  'services.travel.support.text':
    'Msaada kwa barua pepe na gumzo la moja kwa moja kabla, wakati na baada ya ombi lako.',
  'services.travel.tracking.title': 'Ufuatiliaji wa hali',
  'services.travel.tracking.text': 'Fuatilia ombi lako mtandaoni na upokee eTA yako kwa barua pepe.',
  'services.marketing.title': 'Masoko ya kidijitali kwa biashara za usafiri',
  'services.marketing.social.title': 'Masoko ya Mitandao ya Kijamii',
  'services.marketing.social.text': 'Kampeni na maudhui yanayowafikia wasafiri pale wanapopanga safari zao.',
  'services.marketing.ads.title': 'Google Ads na SEO',
  'services.marketing.ads.text':
    'Kampeni za utafutaji na uboreshaji wa injini za utafutaji zinazoleta wageni walio tayari kuweka nafasi.',
  'services.marketing.web.title': 'Tovuti na kurasa za kutua',
  'services.marketing.web.text':
    'Kurasa za haraka, zinazofikika na za lugha nyingi zinazogeuza wageni kuwa wateja.',
  'services.cta': 'Omba tathmini ya bure ya masoko',
  'portfolio.title': 'Kazi zetu',
  'portfolio.lead': 'Aina za miradi tunayofanya kwa biashara za usafiri na huduma.',
  'portfolio.multilingual.title': 'Tovuti za huduma za lugha nyingi',
  'portfolio.multilingual.text':
    'Tovuti za lugha nyingi, zikiwemo za kuandikwa kutoka kulia kwenda kushoto, zinazofunguka haraka kwenye mitandao ya simu. Tovuti hii ni mojawapo.',
  'portfolio.search.title': 'Kampeni za utafutaji',
  'portfolio.search.text':
    'Kampeni zilizojengwa juu ya kile wasafiri wanachotafuta, zikipimwa kwa maulizo halisi.',
  'portfolio.social.title': 'Uzinduzi kwenye mitandao ya kijamii',
  'portfolio.social.text': 'Mipango ya maudhui na kampeni kwa huduma mpya, kivutio au msimu.',
  'portfolio.references': 'Tuombe marejeo kutoka sekta yako: tunayashiriki kwa idhini ya wateja wetu.',
  'portfolio.cta': 'Omba tathmini ya bure',
  'audit.title': 'Tathmini ya bure ya masoko',
  'audit.lead':
    'Tueleze kuhusu biashara yako. Tutakagua tovuti yako, uwepo wako kwenye utafutaji na mitandao ya kijamii, na kupendekeza cha kuboresha kwanza.',
  'audit.company': 'Jina la kampuni',
  'audit.website': 'Anwani ya tovuti',
  'audit.websiteHint': 'Kwa mfano, www.example.com',
  'audit.email': 'Anwani ya barua pepe',
  'audit.submit': 'Omba tathmini yangu ya bure',
  'audit.includes.title': 'Tathmini inajumuisha nini',
  'audit.includes.website': 'Kasi, ufikivu na uwazi wa tovuti yako',
  'audit.includes.search': 'Unavyoonekana kwenye matokeo ya utafutaji',
  'audit.includes.social': 'Uwepo wako kwenye mitandao ya kijamii',
  'audit.toastTitle': 'Tathmini ya Bure ya Masoko Imeombwa',
  'audit.toastText':
    'Wataalamu wetu wa masoko ya kidijitali watawasiliana nawe ndani ya saa 24 wakiwa na tathmini yako maalum.',
  'audit.toastClose': 'Funga',
  'audit.errorSummary': 'Kuna tatizo',
  'audit.errorPrefix': 'Hitilafu:',
  'audit.errors.company.required': 'Weka jina la kampuni yako',
  'audit.errors.company.tooLong': 'Jina la kampuni lisizidi herufi 120',
  'audit.errors.website.required': 'Weka anwani ya tovuti yako',
  'audit.errors.website.invalid': 'Weka anwani ya tovuti kama www.example.com',
  'audit.errors.email.required': 'Weka anwani yako ya barua pepe',
  'audit.errors.email.invalid': 'Weka anwani ya barua pepe kwa muundo sahihi, kama name@example.com',
};
