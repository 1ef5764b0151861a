import type { FaqMessages } from './en';

export const sw: FaqMessages = {
  'faq.title': 'Maswali yanayoulizwa mara kwa mara',
  'faq.lead': 'Majibu kuhusu eTA ya Kenya, huduma yetu, malipo na safari.',
  'faq.search.label': 'Tafuta katika maswali',
  'faq.search.hint': 'Kwa mfano: kurejeshewa pesa, pasipoti, kundi',
  'faq.categories.label': 'Kundi',
  'faq.category.all': 'Yote',
  'faq.category.general': 'Jumla',
  'faq.category.application': 'Ombi',
  'faq.category.payment': 'Malipo',
  'faq.category.validity': 'Uhalali',
  'faq.category.requirements': 'Masharti',
  'faq.category.process': 'Utaratibu',
  'faq.category.travel': 'Safari',
  'faq.results': 'Maswali yanayoonyeshwa: {count} kati ya {total}',
  'faq.noResults.title': 'Hakuna matokeo',
  'faq.noResults.text': 'Jaribu kubadilisha maneno ya utafutaji au kichujio cha kundi.',
  'faq.help.title': 'Bado unahitaji msaada?',
  'faq.help.text':
    'Timu yetu ya msaada hujibu ndani ya saa 24, na unaweza kuangalia hali ya ombi lako wakati wowote.',
  'faq.help.contact': 'Wasiliana nasi',
  'faq.help.status': 'Angalia hali ya ombi',
  'faq.what-is-eta.question': 'eTA ya Kenya ni nini?',
  'faq.what-is-eta.answer':
    'Kibali cha kielektroniki cha kusafiri (eTA) ni ruhusa ambayo wageni wengi wanahitaji ili kusafiri kwenda Kenya. Kilichukua nafasi ya viza mwezi Januari 2024. Unaomba mtandaoni kabla ya safari na kupokea eTA iliyoidhinishwa kwa barua pepe.',
  'faq.who-needs-eta.question': 'Nani anahitaji eTA ya Kenya?',
  'faq.who-needs-eta.answer':
    'Kila mgeni anahitaji eTA isipokuwa raia wa nchi zisizohitaji viza au zilizoondolewa, kama wanachama wengine wa Jumuiya ya Afrika Mashariki. Watoto na wachanga wanahitaji eTA yao wenyewe. Angalia uraia wako kwenye ukurasa wetu wa masharti ya kuingia.',
  'faq.processing-times.question': 'Uchakataji huchukua muda gani?',
  'faq.processing-times.answer':
    'Uchakataji wa kawaida huchukua siku {normalMin} hadi {normalMax} za kazi, wa haraka siku {fastMin} hadi {fastMax} za kazi, na wa haraka sana siku {superFastMin} hadi {superFastMax} za kazi. Muda huanza malipo yako yakithibitishwa.',
  'faq.required-documents.question': 'Ninahitaji nyaraka zipi?',
  'faq.required-documents.answer':
    'Pasipoti iliyo halali kwa angalau miezi 6 baada ya kuwasili, picha ya hivi karibuni ya mtindo wa pasipoti, tarehe za safari na anwani ya mahali utakapokaa. Baada ya kulipa unapakia nakala ya ukurasa wa picha wa pasipoti na picha yako.',
  'faq.group-applications.question': 'Je, naweza kuomba pamoja na familia au kundi langu?',
  'faq.group-applications.answer':
    'Ndiyo. Ombi moja linajumuisha wasafiri 1 hadi 10. Taarifa zinazofanana kwa wote, kama tarehe za safari, huandikwa mara moja tu, na ada ya huduma kwa kila mtu ni ndogo zaidi kwa makundi makubwa.',
  'faq.cost.question': 'eTA inagharimu kiasi gani?',
  'faq.cost.answer':
    'Kwa kila msafiri unalipa ada ya serikali ya {governmentFee}, ada yetu ya huduma ya {serviceMin} hadi {serviceMax} kulingana na ukubwa wa kundi, na ada ya uchakataji ya {normal}, {fast} au {superFast} kulingana na kasi. Bima ya safari si lazima, kwa {insurance}. Unaona jumla kabla ya kulipa.',
  'faq.payment-methods.question': 'Naweza kulipa vipi?',
  'faq.payment-methods.answer':
    'Kwa kadi ya benki au ya mkopo (Visa, Mastercard au American Express) kwenye ukurasa salama wa malipo wenye 3-D Secure. Hatuoni wala kuhifadhi namba kamili ya kadi yako kamwe.',
  'faq.refunds.question': 'Je, naweza kurejeshewa pesa?',
  'faq.refunds.answer':
    'Unaweza kuomba kurejeshewa pesa ndani ya saa 24 baada ya kulipa kama uchakataji haujaanza. Ombi lako likishaanza kuchakatwa au kuwasilishwa kwa mamlaka za Kenya, ada hazirejeshwi. Sera yetu ya kurejesha pesa ina maelezo zaidi.',
  'faq.validity.question': 'eTA ni halali kwa muda gani?',
  'faq.validity.answer':
    'eTA ya utalii au biashara ni halali kwa kuingia mara moja ndani ya siku 90 tangu kutolewa. eTA ya kupita inaruhusu kukaa hadi saa 72.',
  'faq.length-of-stay.question': 'Naweza kukaa Kenya kwa muda gani?',
  'faq.length-of-stay.answer':
    'Hadi siku 90 kwa kila ziara ukiwa na eTA ya utalii au biashara. Afisa wa uhamiaji huamua muda wa kukaa unapowasili.',
  'faq.vaccinations.question': 'Je, ninahitaji chanjo?',
  'faq.vaccinations.answer':
    'Cheti cha homa ya manjano kinahitajika ukitoka, au ukipita, nchi yenye hatari ya homa ya manjano. Muulize daktari wako kuhusu chanjo nyingine na kujikinga na malaria wiki 4 hadi 6 kabla ya safari.',
  'faq.passport-validity.question': 'Pasipoti yangu inapaswa kuwa halali kwa muda gani?',
  'faq.passport-validity.answer':
    'Angalau miezi 6 baada ya siku ya kuwasili Kenya, ikiwa na angalau ukurasa mmoja tupu kwa muhuri wa kuingia (inapendekezwa miwili).',
  'faq.tracking.question': 'Nitafuatiliaje ombi langu?',
  'faq.tracking.answer':
    'Weka namba ya ombi lako (kwa mfano KE-12345678) na anwani yako ya barua pepe kwenye ukurasa wa hali. Pia tunakutumia barua pepe uamuzi ukitolewa.',
  'faq.printing.question': 'Je, ni lazima nichapishe eTA yangu?',
  'faq.printing.answer':
    'Beba nakala iliyochapishwa au ihifadhi kwenye simu yako. Mashirika ya ndege yanaweza kuiomba wakati wa kuingia, na maafisa wa uhamiaji huikagua unapowasili.',
  'faq.extending-stay.question': 'Je, naweza kuongeza muda wa kukaa Kenya?',
  'faq.extending-stay.answer':
    'Uongezaji wa muda huamuliwa na Idara ya Huduma za Uhamiaji ya Kenya, si sisi. Omba kwao kabla muda wako wa kukaa unaoruhusiwa haujaisha: kukaa zaidi ya muda kunaweza kusababisha faini na marufuku ya kurudi.',
};
