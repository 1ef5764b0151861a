import type { PublicInfoMessages } from './en';

export const sw: PublicInfoMessages = {
  'fees.title': 'Ada kwa kila msafiri',
  'fees.caption': 'Ada kwa kila msafiri, kwa dola za Marekani',
  'fees.item': 'Ada',
  'fees.amount': 'Kiasi kwa kila msafiri',
  'fees.government': 'Ada ya serikali',
  'fees.service': 'Ada ya huduma (ndogo zaidi kwa makundi makubwa)',
  'fees.range': '{min} hadi {max}',
  'fees.speed.normal': 'Kawaida',
  'fees.speed.fast': 'Haraka',
  'fees.speed.super_fast': 'Haraka sana',
  'fees.processingRow': 'Uchakataji ({speed}): siku {min} hadi {max} za kazi',
  'fees.businessDays': 'Siku {min} hadi {max} za kazi',
  'fees.perPerson': '{amount} kwa kila msafiri',
  'fees.popular': 'Maarufu',
  'fees.insurance': 'Bima ya safari (si lazima)',
  'fees.total': 'Jumla yako ni ada hizi zote kwa kila msafiri. Unaiona kabla ya kulipa.',
  'generalInfo.title': 'Taarifa za jumla kuhusu eTA ya Kenya',
  'generalInfo.lead':
    'Tangu Januari 2024, wageni wengi wanaokuja Kenya wanahitaji kibali cha kielektroniki cha kusafiri (eTA) badala ya viza. Hivi ndivyo kilivyo na jinsi kinavyofanya kazi.',
  'generalInfo.what.title': 'eTA ya Kenya ni nini?',
  'generalInfo.what.text':
    'eTA ni kibali cha kielektroniki cha kusafiri kwenda Kenya kinachotolewa na Serikali ya Kenya kabla ya safari yako. Unaomba mtandaoni na kupokea eTA iliyoidhinishwa kwa barua pepe. Mashirika ya ndege huikagua kabla ya kupanda ndege na maafisa wa uhamiaji huikagua unapowasili.',
  'generalInfo.types.title': 'Aina za eTA',
  'generalInfo.types.tourist.title': 'Utalii na kutembelea',
  'generalInfo.types.tourist.text': 'Likizo, safari za wanyamapori, na kutembelea familia au marafiki.',
  'generalInfo.types.business.title': 'Biashara',
  'generalInfo.types.business.text':
    'Mikutano, makongamano na safari fupi za kikazi. Kazi ya kulipwa nchini Kenya inahitaji kibali cha kazi.',
  'generalInfo.types.transit.title': 'Kupita',
  'generalInfo.types.transit.text': 'Kupita Kenya kwa muda usiozidi saa 72 ukielekea nchi nyingine.',
  'generalInfo.validity.title': 'Muda wa uhalali',
  'generalInfo.validity.entry':
    'eTA ya utalii au biashara ni halali kwa kuingia mara moja ndani ya siku 90 tangu kutolewa.',
  'generalInfo.validity.stay': 'Unaweza kukaa Kenya hadi siku 90 kwa kila ziara.',
  'generalInfo.validity.transit': 'eTA ya kupita inaruhusu kuingia mara moja na kukaa hadi saa 72.',
  'generalInfo.validity.passport':
    'Pasipoti yako lazima iwe halali kwa angalau miezi 6 baada ya siku ya kuwasili.',
  'generalInfo.notes.title': 'Mambo ya kujua',
  'generalInfo.notes.each': 'Kila msafiri anahitaji eTA yake mwenyewe, wakiwemo watoto na wachanga.',
  'generalInfo.notes.early':
    'Omba angalau wiki moja kabla ya kusafiri; uchakataji wa haraka na wa haraka sana husaidia kwa mipango ya dakika za mwisho.',
  'generalInfo.notes.entry':
    'eTA inakuruhusu kusafiri kwenda Kenya; afisa wa uhamiaji ndiye anayeamua kuhusu kuingia.',
  'generalInfo.notes.private':
    'Sisi ni huduma binafsi, si Serikali ya Kenya. Bei yetu inajumuisha ada ya serikali.',
  'generalInfo.apply': 'Omba sasa',
  'generalInfo.howTo': 'Jinsi ya kuomba',
  'requirements.title': 'Masharti ya viza na eTA ya Kenya',
  'requirements.lead': 'Jua kama unahitaji eTA, unachopaswa kuandaa, na unachotarajia unapowasili Kenya.',
  'requirements.eta.title': 'Nchi ambazo raia wake wanahitaji eTA',
  'requirements.eta.text':
    'Raia wa nchi hizi {count} wanahitaji eTA, pamoja na raia wa nchi yoyote isiyoorodheshwa kuwa bila viza au imeondolewa.',
  'requirements.visaFree.title': 'Nchi zisizohitaji viza',
  'requirements.visaFree.text': 'Raia wa nchi hizi {count} wanaweza kutembelea Kenya bila viza wala eTA.',
  'requirements.exempt.title': 'Walioondolewa kwenye eTA',
  'requirements.exempt.text': 'Raia wa nchi hizi hawahitaji eTA kwa ziara fupi.',
  'requirements.docs.title': 'Nyaraka unazohitaji',
  'requirements.docs.passport':
    'Pasipoti iliyo halali kwa angalau miezi 6 baada ya kuwasili, yenye angalau ukurasa mmoja tupu (inapendekezwa miwili).',
  'requirements.docs.photo':
    'Picha ya hivi karibuni ya mtindo wa pasipoti, iliyopigwa ndani ya miezi 6 kwenye mandharinyuma angavu.',
  'requirements.docs.itinerary':
    'Mpango wa safari: tiketi ya kurudi au ya kuendelea, na taarifa za ndege kama unazo.',
  'requirements.docs.accommodation':
    'Utakapokaa: uthibitisho wa hoteli au barua ya mwaliko kutoka kwa mwenyeji wako.',
  'requirements.docs.contact': 'Anwani ya barua pepe na namba ya simu tunayoweza kukupata.',
  'requirements.health.title': 'Masharti ya afya',
  'requirements.health.yellowFever':
    'Cheti cha chanjo ya homa ya manjano kinahitajika ukitoka, au ukipita, nchi yenye hatari ya homa ya manjano.',
  'requirements.health.doctor':
    'Ongea na daktari wako wiki 4 hadi 6 kabla ya safari kuhusu chanjo za kawaida na kujikinga na malaria.',
  'requirements.health.insurance': 'Bima ya safari yenye huduma za matibabu inapendekezwa sana.',
  'requirements.special.title': 'Makundi maalum',
  'requirements.special.minors':
    'Watoto walio chini ya miaka 18 wanahitaji eTA yao wenyewe. Mtoto anayesafiri bila wazazi wote wawili abebe idhini ya maandishi ya wazazi na cheti cha kuzaliwa.',
  'requirements.special.diplomats':
    'Wenye pasipoti za kidiplomasia, za utumishi au rasmi wanaosafiri kwa shughuli rasmi hufuata utaratibu tofauti: chagua Wanadiplomasia kwenye ukurasa wa kuanza.',
  'requirements.special.transit':
    'Ukitoka nje ya uwanja wa ndege wakati wa kuunganisha safari unahitaji eTA ya kupita; ukibaki eneo la kimataifa la kupita, huhitaji.',
  'requirements.special.residents': 'Wenye kibali halali cha ukaazi au kazi cha Kenya hawahitaji eTA.',
  'requirements.restrictions.title': 'Vikwazo vya kuingia',
  'requirements.restrictions.currency':
    'Fedha taslimu zaidi ya dola 10,000 za Marekani, au kiasi sawa kwa sarafu nyingine, lazima zitangazwe unapowasili.',
  'requirements.restrictions.plastic':
    'Mifuko ya plastiki ya kutumika mara moja imepigwa marufuku Kenya na huchukuliwa unapowasili.',
  'requirements.restrictions.goods':
    'Dawa za kulevya, silaha za moto, bidhaa bandia na bidhaa za wanyamapori ni marufuku. Beba dawa kwenye vifungashio vyake vya asili pamoja na cheti cha daktari.',
  'requirements.restrictions.officer':
    'Maafisa wa uhamiaji wanaweza kuomba tiketi ya kurudi, mahali pa kukaa na uthibitisho wa fedha za kutosha, na wao ndio huamua kuhusu kuingia.',
  'requirements.tips.title': 'Vidokezo vya ombi lisilo na usumbufu',
  'requirements.tips.early': 'Omba angalau wiki moja kabla ya kusafiri.',
  'requirements.tips.names': 'Andika kila jina kama lilivyoandikwa kwenye pasipoti.',
  'requirements.tips.scan': 'Pakia nakala safi ya ukurasa wa picha wa pasipoti inayoonyesha pembe zote nne.',
  'requirements.tips.copy': 'Beba nakala iliyochapishwa au ya kidijitali ya eTA yako wakati wa safari.',
  'requirements.disclaimer':
    'Masharti ya kuingia huwekwa na Serikali ya Kenya na yanaweza kubadilika ghafla. Angalia vyanzo rasmi kabla ya kusafiri.',
  'requirements.apply': 'Anza ombi lako',
  'requirements.faq': 'Soma maswali yanayoulizwa mara kwa mara',
  'requirements.contact': 'Wasiliana nasi',
  'howTo.title': 'Jinsi ya kuomba eTA ya Kenya',
  'howTo.lead':
    'Ombi huchukua takriban dakika 15 kwa kila msafiri. Hizi ni hatua, unachohitaji, machaguo ya uchakataji na ushauri wetu.',
  'howTo.steps.title': 'Hatua nne',
  'howTo.steps.apply.title': 'Jaza ombi',
  'howTo.steps.apply.text':
    'Weka taarifa za pasipoti na safari za kila msafiri. Ombi moja linajumuisha hadi wasafiri 10.',
  'howTo.steps.pay.title': 'Chagua uchakataji na ulipe',
  'howTo.steps.pay.text':
    'Chagua uchakataji wa kawaida, wa haraka au wa haraka sana, ongeza bima ya safari ukipenda, na ulipe kwa usalama kwa kadi.',
  'howTo.steps.upload.title': 'Pakia nyaraka zako',
  'howTo.steps.upload.text':
    'Pakia nakala ya ukurasa wa picha wa kila pasipoti na picha ya hivi karibuni ya kila msafiri.',
  'howTo.steps.receive.title': 'Pokea eTA yako',
  'howTo.steps.receive.text':
    'Tunakagua kila kitu na kukiwasilisha. Unapokea eTA iliyoidhinishwa kwa barua pepe na unaweza kufuatilia hali mtandaoni.',
  'howTo.requirements.title': 'Unachohitaji',
  'howTo.requirements.passport': 'Pasipoti iliyo halali kwa angalau miezi 6 baada ya kuwasili',
  'howTo.requirements.photo': 'Picha ya kidijitali ya hivi karibuni ya kila msafiri',
  'howTo.requirements.email': 'Anwani ya barua pepe unayoweza kuisoma ukiwa safarini',
  'howTo.requirements.card': 'Kadi ya Visa, Mastercard au American Express',
  'howTo.requirements.trip': 'Tarehe za safari na anwani ya mahali utakapokaa',
  'howTo.processing.title': 'Machaguo ya uchakataji',
  'howTo.processing.text':
    'Muda wa uchakataji huanza malipo yako yakithibitishwa. Siku za kazi hazijumuishi wikendi na sikukuu.',
  'howTo.dos.title': 'Fanya',
  'howTo.dos.early': 'Omba angalau wiki moja kabla ya safari yako.',
  'howTo.dos.check': 'Linganisha kila jina na namba ya pasipoti na pasipoti kabla ya kulipa.',
  'howTo.dos.validity': 'Tumia pasipoti iliyo halali kwa angalau miezi 6 baada ya kuwasili.',
  'howTo.dos.number': 'Hifadhi namba ya ombi lako: utaihitaji kufuatilia ombi.',
  'howTo.dos.carry': 'Beba nakala ya eTA yako iliyoidhinishwa unaposafiri.',
  'howTo.donts.title': 'Usifanye',
  'howTo.donts.booking': 'Usiweke nafasi ya safari isiyoweza kubadilishwa kabla eTA yako haijaidhinishwa.',
  'howTo.donts.scans': 'Usipakie nakala zenye ukungu, zilizokatwa au zilizohaririwa.',
  'howTo.donts.twice': 'Usiombe mara mbili kwa safari moja: wasiliana nasi badala yake.',
  'howTo.donts.damaged': 'Usisafiri na pasipoti iliyoharibika au iliyoripotiwa kupotea.',
  'howTo.donts.share': 'Usiweke hadharani namba ya ombi lako wala barua pepe zetu.',
  'howTo.apply': 'Anza ombi lako',
  'about.title': 'Kuhusu sisi',
  'about.lead':
    'Kenya eTA Online huwasaidia wasafiri kuomba kibali cha kielektroniki cha kusafiri kwenda Kenya kwa lugha yao, kwa bei zilizo wazi na msaada wa kweli.',
  'about.who.title': 'Sisi ni nani',
  'about.who.text':
    'Sisi ni kampuni binafsi iliyosajiliwa Uingereza na Wales, tunayofanya kazi kama wakala wa kulipwa. Sisi si Serikali ya Kenya na hatuhusiani nayo. Bei yetu inajumuisha ada ya serikali na ada yetu ya huduma.',
  'about.what.title': 'Tunachofanya',
  'about.what.languages': 'Tunakuongoza katika ombi kwa lugha 14.',
  'about.what.check': 'Tunakagua kila ombi kutafuta makosa kabla ya kuliwasilisha.',
  'about.what.groups': 'Tunashughulikia maombi ya makundi ya hadi wasafiri 10 kwa mara moja.',
  'about.what.updates': 'Tunakujulisha kwa barua pepe na ufuatiliaji wa hali mtandaoni.',
  'about.what.support': 'Tunajibu maswali yako kwa barua pepe na gumzo la moja kwa moja.',
  'about.contact.title': 'Wasiliana nasi',
  'about.contact.text': 'Una maswali kabla au baada ya kuomba? Timu yetu ya msaada hujibu ndani ya saa 24.',
  'about.apply': 'Anza ombi lako',
  'about.contactLink': 'Wasiliana nasi',
};
