import type { ApplicationMailMessages } from './en';

export const hi: ApplicationMailMessages = {
  'applicationMail.etaType.tourist': 'पर्यटन',
  'applicationMail.etaType.business': 'व्यापार',
  'applicationMail.etaType.transit': 'ट्रांज़िट',
  'applicationMail.processing.normal': 'सामान्य प्रोसेसिंग',
  'applicationMail.processing.fast': 'तेज़ प्रोसेसिंग',
  'applicationMail.processing.super_fast': 'अति तेज़ प्रोसेसिंग',
  'applicationMail.processing.time': '{min}–{max} कार्य दिवस',
  'applicationMail.agreementText.terms': 'मैंने सेवा की शर्तें पढ़ ली हैं और उन्हें स्वीकार करता/करती हूँ',
  'applicationMail.agreementText.privacy': 'मैंने गोपनीयता नीति पढ़ ली है और उसे स्वीकार करता/करती हूँ',
  'applicationMail.agreementText.dataAccuracy': 'मैं पुष्टि करता/करती हूँ कि मेरी दी गई जानकारी सत्य, पूर्ण और सही है',
  'applicationMail.agreementText.paymentAgreement':
    'मैं दिखाए गए शुल्क का भुगतान करने के लिए सहमत हूँ और समझता/समझती हूँ कि प्रोसेसिंग शुरू होने के बाद ये वापस नहीं होंगे',
  'applicationMail.greeting': 'नमस्ते,',
  'applicationMail.signoff': 'Kenya eTA Online',
  'applicationMail.footer':
    'आपको यह ईमेल इसलिए मिला है क्योंकि इस पते से Kenya eTA Online पर एक आवेदन किया गया था। हम एक निजी कंपनी हैं, केन्या सरकार नहीं।',
  'applicationMail.label.applicationNumber': 'आवेदन संख्या',
  'applicationMail.label.applicants': 'आवेदक',
  'applicationMail.label.etaType': 'eTA का प्रकार',
  'applicationMail.label.processing': 'प्रोसेसिंग की गति',
  'applicationMail.label.insurance': 'यात्रा बीमा',
  'applicationMail.label.total': 'कुल',
  'applicationMail.insurance.included': 'शामिल',
  'applicationMail.insurance.notIncluded': 'शामिल नहीं',
  'applicationMail.confirmation.subject': 'हमें आपका केन्या eTA आवेदन {applicationNumber} मिल गया है',
  'applicationMail.confirmation.intro':
    'धन्यवाद। हमें आपका केन्या eTA आवेदन मिल गया है। अपनी आवेदन संख्या सँभालकर रखें: भुगतान, दस्तावेज़ अपलोड करने और स्थिति जाँचने के लिए इसकी ज़रूरत होगी।',
  'applicationMail.confirmation.nextHeading': 'आगे क्या होगा',
  'applicationMail.confirmation.stepPay': 'आवेदन का भुगतान करें। प्रोसेसिंग भुगतान के बाद ही शुरू होती है।',
  'applicationMail.confirmation.stepUpload':
    'हर आवेदक के दस्तावेज़ अपलोड करें: पासपोर्ट का फ़ोटो वाला पृष्ठ और एक हाल की फ़ोटो।',
  'applicationMail.confirmation.stepDecision':
    'भुगतान के बाद हम {time} में आवेदन प्रोसेस करते हैं और परिणाम ईमेल से भेजते हैं।',
  'applicationMail.confirmation.statusHint': 'आप अपनी आवेदन संख्या और इस ईमेल पते से कभी भी स्थिति जाँच सकते हैं।',
  'applicationMail.agreement.subject': 'केन्या eTA आवेदन {applicationNumber} के लिए आपका हस्ताक्षरित समझौता',
  'applicationMail.agreement.intro':
    'आवेदन {applicationNumber} के लिए आपके द्वारा हस्ताक्षरित समझौता संलग्न है। कृपया इसे अपने रिकॉर्ड के लिए रखें।',
  'applicationMail.pdf.title': 'हस्ताक्षरित समझौता',
  'applicationMail.pdf.applicationNumber': 'आवेदन संख्या',
  'applicationMail.pdf.applicants': 'आवेदक',
  'applicationMail.pdf.agreements': 'सहमतियाँ',
  'applicationMail.pdf.accepted': 'स्वीकृत',
  'applicationMail.pdf.signedAt': 'हस्ताक्षर का समय (UTC)',
  'applicationMail.pdf.ipAddress': 'IP पता',
  'applicationMail.pdf.userAgent': 'ब्राउज़र (यूज़र एजेंट)',
  'applicationMail.pdf.signature': 'हस्ताक्षर',
  'applicationMail.pdf.typedSignature': 'पूरा नाम लिखकर हस्ताक्षर किया गया',
};
