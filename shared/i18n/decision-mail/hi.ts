import type { DecisionMailMessages } from './en';

export const hi: DecisionMailMessages = {
  'decisionMail.greeting': 'नमस्ते,',
  'decisionMail.applicationNumber': 'आवेदन संख्या',
  'decisionMail.applicants': 'आवेदक',
  'decisionMail.approved.subject': 'आपका केन्या eTA स्वीकृत हो गया है – {applicationNumber}',
  'decisionMail.approved.intro': 'अच्छी खबर: आपका केन्या eTA आवेदन {applicationNumber} स्वीकृत हो गया है।',
  'decisionMail.approved.attachment':
    'आपका eTA इस ईमेल के साथ PDF के रूप में संलग्न है। इसे प्रिंट करें या अपने फ़ोन में रखें, और केन्या की यात्रा के समय इसे अपने पासपोर्ट के साथ दिखाएँ।',
  'decisionMail.approved.check':
    'कृपया जाँच लें कि इसमें दिए गए नाम और पासपोर्ट नंबर आपके पासपोर्ट से मेल खाते हैं। कोई गलती हो तो यात्रा से पहले इस ईमेल का उत्तर दें।',
  'decisionMail.approved.file': 'kenya-eta-{applicationNumber}.pdf',
  'decisionMail.rejected.subject': 'आपके केन्या eTA आवेदन {applicationNumber} पर निर्णय',
  'decisionMail.rejected.intro': 'हमें खेद है: आपका केन्या eTA आवेदन {applicationNumber} स्वीकृत नहीं हुआ है।',
  'decisionMail.rejected.reason': 'बताया गया कारण',
  'decisionMail.rejected.next':
    'यदि इस निर्णय के बारे में आपके कोई प्रश्न हैं, या आपको लगता है कि यह गलत जानकारी पर आधारित था, तो इस ईमेल का उत्तर दें या अपनी आवेदन संख्या बताते हुए हमारी सहायता टीम से संपर्क करें।',
  'decisionMail.signoff': 'सादर, Kenya eTA Online',
  'decisionMail.footer':
    'आपको यह ईमेल इसलिए मिला है क्योंकि Kenya eTA Online पर इस पते से एक आवेदन किया गया था। हम एक निजी कंपनी हैं, केन्या सरकार नहीं।',
};
