import type { PaymentMailMessages } from './en';

export const ar: PaymentMailMessages = {
  'paymentMail.subject': 'تم استلام الدفعة – {applicationNumber}',
  'paymentMail.greeting': 'مرحبًا،',
  'paymentMail.intro': 'شكرًا لك. لقد استلمنا دفعتك. الإيصال مرفق بصيغة PDF.',
  'paymentMail.next': 'الخطوة التالية: ارفع مستندات كل مقدم طلب حتى نتمكن من معالجة الطلب.',
  'paymentMail.signoff': 'Kenya eTA Online',
  'paymentMail.footer':
    'تصلك هذه الرسالة لأن دفعة تمت لطلب مقدم بهذا العنوان على Kenya eTA Online. نحن شركة خاصة ولسنا حكومة كينيا.',
  'paymentMail.receipt.title': 'إيصال الدفع',
  'paymentMail.label.applicationNumber': 'رقم الطلب',
  'paymentMail.label.date': 'تاريخ الدفع',
  'paymentMail.label.applicants': 'مقدمو الطلب',
  'paymentMail.label.transactionId': 'رقم المعاملة',
  'paymentMail.label.card': 'البطاقة',
  'paymentMail.card.ending': 'بطاقة تنتهي بـ {last4}',
  'paymentMail.label.items': 'البنود',
  'paymentMail.item.serviceFee': 'رسوم الخدمة',
  'paymentMail.item.governmentFee': 'الرسوم الحكومية',
  'paymentMail.item.processingFee': 'رسوم المعالجة',
  'paymentMail.item.insurance': 'تأمين السفر',
  'paymentMail.item.quantity': '{count} × {price}',
  'paymentMail.label.total': 'إجمالي المدفوع',
  'paymentMail.receipt.file': 'receipt-{applicationNumber}.pdf',
};
