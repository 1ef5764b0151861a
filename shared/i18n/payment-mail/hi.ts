import type { PaymentMailMessages } from './en';

export const hi: PaymentMailMessages = {
  'paymentMail.subject': 'भुगतान प्राप्त हुआ – {applicationNumber}',
  'paymentMail.greeting': 'नमस्ते,',
  'paymentMail.intro': 'धन्यवाद। हमें आपका भुगतान मिल गया है। आपकी रसीद PDF के रूप में संलग्न है।',
  'paymentMail.next': 'अगला चरण: हर आवेदक के दस्तावेज़ अपलोड करें, ताकि हम आवेदन पर कार्रवाई कर सकें।',
  'paymentMail.signoff': 'Kenya eTA Online',
  'paymentMail.footer':
    'आपको यह ईमेल इसलिए मिला है क्योंकि Kenya eTA Online पर इस पते से किए गए आवेदन के लिए भुगतान किया गया है। हम एक निजी कंपनी हैं, केन्या सरकार नहीं।',
  'paymentMail.receipt.title': 'भुगतान रसीद',
  'paymentMail.label.applicationNumber': 'आवेदन संख्या',
  'paymentMail.label.date': 'भुगतान की तारीख',
  'paymentMail.label.applicants': 'आवेदक',
  'paymentMail.label.transactionId': 'लेनदेन आईडी',
  'paymentMail.label.card': 'कार्ड',
  'paymentMail.card.ending': '{last4} पर समाप्त होने वाला कार्ड',
  'paymentMail.label.items': 'मदें',
  'paymentMail.item.serviceFee': 'सेवा शुल्क',
  'paymentMail.item.governmentFee': 'सरकारी शुल्क',
  'paymentMail.item.processingFee': 'प्रोसेसिंग शुल्क',
  'paymentMail.item.insurance': 'यात्रा बीमा',
  'paymentMail.item.quantity': '{count} × {price}',
  'paymentMail.label.total': 'कुल भुगतान',
  'paymentMail.receipt.file': 'receipt-{applicationNumber}.pdf',
};
