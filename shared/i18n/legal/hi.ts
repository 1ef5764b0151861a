import type { LegalMessages } from './en';

export const hi: LegalMessages = {
  'legal.englishOnly': 'यह नीति केवल अंग्रेज़ी में प्रकाशित है। नीचे दिया गया अंग्रेज़ी पाठ ही बाध्यकारी संस्करण है।',
  'legal.contents': 'विषय-सूची',
  'legal.lastUpdated': 'अंतिम अपडेट: {date}',
  'legal.effective': 'प्रभावी तिथि: {date}',
  'legal.backHome': 'होम पर वापस जाएँ',
  'legal.questions': 'इस नीति के बारे में प्रश्न हैं?',
  'legal.questionsText': 'हमारे संपर्क पेज से हमें लिखें और नीति का नाम बताएँ।',
  'legal.contactLink': 'संपर्क करें',
  'legal.privacy.title': 'गोपनीयता नीति',
  'legal.privacy.description': 'Kenya eTA Online आपका व्यक्तिगत डेटा कैसे एकत्र, उपयोग, साझा और सुरक्षित करता है।',
  'legal.terms.title': 'सेवा की शर्तें',
  'legal.terms.description': 'Kenya eTA Online और उसकी सेवाओं का उपयोग करते समय लागू होने वाली शर्तें।',
  'legal.refund.title': 'धनवापसी और रद्दीकरण नीति',
  'legal.refund.description': 'आप केन्या eTA आवेदन कब रद्द कर सकते हैं और धनवापसी कैसे होती है।',
  'legal.security.title': 'सुरक्षा और कानूनी संरक्षण नीति',
  'legal.security.description': 'हम आपके डेटा, अपने सिस्टम और आपके भुगतानों की सुरक्षा कैसे करते हैं।',
  'legal.payment.title': 'भुगतान नीति',
  'legal.payment.description': 'Kenya eTA Online पर भुगतान, 3-D Secure, मुद्रा, चार्जबैक और धनवापसी कैसे काम करते हैं।',
};
