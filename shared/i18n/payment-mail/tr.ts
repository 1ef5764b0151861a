import type { PaymentMailMessages } from './en';

export const tr: PaymentMailMessages = {
  'paymentMail.subject': 'Ödeme alındı – {applicationNumber}',
  'paymentMail.greeting': 'Merhaba,',
  'paymentMail.intro': 'Teşekkür ederiz. Ödemeniz alındı. Makbuzunuz PDF olarak ektedir.',
  'paymentMail.next':
    'Sonraki adım: başvurunun işleme alınabilmesi için her başvuru sahibinin belgelerini yükleyin.',
  'paymentMail.signoff': 'Kenya eTA Online',
  'paymentMail.footer':
    'Bu e-postayı, Kenya eTA Online üzerinde bu adresle yapılan bir başvuru için ödeme yapıldığı için alıyorsunuz. Biz özel bir şirketiz, Kenya Hükümeti değiliz.',
  'paymentMail.receipt.title': 'Ödeme makbuzu',
  'paymentMail.label.applicationNumber': 'Başvuru numarası',
  'paymentMail.label.date': 'Ödeme tarihi',
  'paymentMail.label.applicants': 'Başvuru sahipleri',
  'paymentMail.label.transactionId': 'İşlem numarası',
  'paymentMail.label.card': 'Kart',
  'paymentMail.card.ending': 'Son dört hanesi {last4} olan kart',
  'paymentMail.label.items': 'Kalemler',
  'paymentMail.item.serviceFee': 'Hizmet bedeli',
  'paymentMail.item.governmentFee': 'Devlet harcı',
  'paymentMail.item.processingFee': 'İşlem ücreti',
  'paymentMail.item.insurance': 'Seyahat sigortası',
  'paymentMail.item.quantity': '{count} × {price}',
  'paymentMail.label.total': 'Ödenen toplam',
  'paymentMail.receipt.file': 'makbuz-{applicationNumber}.pdf',
};
