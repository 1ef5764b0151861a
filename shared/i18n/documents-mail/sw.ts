import type { DocumentsMailMessages } from './en';

export const sw: DocumentsMailMessages = {
  'documentsMail.subject': 'Nyaraka zimepokelewa: ombi {applicationNumber}',
  'documentsMail.greeting': 'Habari,',
  'documentsMail.received':
    'Tumepokea nyaraka za ombi lako la eTA ya Kenya {applicationNumber}. Ombi lako sasa linasubiri kukaguliwa na timu yetu.',
  'documentsMail.next':
    'Tutakutumia barua pepe mara uamuzi utakapofanywa. Unaweza kuangalia hali wakati wowote kwa nambari ya ombi na anwani hii ya barua pepe.',
  'documentsMail.signoff': 'Wako, Kenya eTA Online',
};
