import type { DocumentsMailMessages } from './en';

export const hi: DocumentsMailMessages = {
  'documentsMail.subject': 'दस्तावेज़ प्राप्त हुए: आवेदन {applicationNumber}',
  'documentsMail.greeting': 'नमस्ते,',
  'documentsMail.received':
    'हमें आपके केन्या eTA आवेदन {applicationNumber} के दस्तावेज़ मिल गए हैं। आपका आवेदन अब हमारी टीम की समीक्षा की प्रतीक्षा में है।',
  'documentsMail.next':
    'निर्णय होते ही हम आपको ईमेल करेंगे। आप अपनी आवेदन संख्या और इस ईमेल पते से किसी भी समय स्थिति जाँच सकते हैं।',
  'documentsMail.signoff': 'सादर, Kenya eTA Online',
};
