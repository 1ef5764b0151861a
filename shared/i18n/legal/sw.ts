import type { LegalMessages } from './en';

export const sw: LegalMessages = {
  'legal.englishOnly':
    'Sera hii imechapishwa kwa Kiingereza pekee. Maandishi ya Kiingereza yaliyo hapa chini ndiyo toleo linalofunga kisheria.',
  'legal.contents': 'Yaliyomo',
  'legal.lastUpdated': 'Ilisasishwa mwisho: {date}',
  'legal.effective': 'Inatumika kuanzia: {date}',
  'legal.backHome': 'Rudi mwanzo',
  'legal.questions': 'Una maswali kuhusu sera hii?',
  'legal.questionsText': 'Tuandikie kupitia ukurasa wetu wa mawasiliano na utaje jina la sera.',
  'legal.contactLink': 'Wasiliana nasi',
  'legal.privacy.title': 'Sera ya Faragha',
  'legal.privacy.description':
    'Jinsi Kenya eTA Online inavyokusanya, kutumia, kushiriki na kulinda data yako binafsi.',
  'legal.terms.title': 'Masharti ya Huduma',
  'legal.terms.description': 'Masharti yanayotumika unapotumia Kenya eTA Online na huduma zake.',
  'legal.refund.title': 'Sera ya Kurejesha Pesa na Kughairi',
  'legal.refund.description': 'Lini unaweza kughairi ombi la eTA ya Kenya na jinsi pesa zinavyorejeshwa.',
  'legal.security.title': 'Sera ya Usalama na Ulinzi wa Kisheria',
  'legal.security.description': 'Jinsi tunavyolinda data yako, mifumo yetu na malipo yako.',
  'legal.payment.title': 'Sera ya Malipo',
  'legal.payment.description':
    'Jinsi malipo, 3-D Secure, sarafu, urejeshaji wa malipo na marejesho yanavyofanya kazi katika Kenya eTA Online.',
};
