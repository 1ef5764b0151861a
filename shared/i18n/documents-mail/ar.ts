import type { DocumentsMailMessages } from './en';

export const ar: DocumentsMailMessages = {
  'documentsMail.subject': 'تم استلام المستندات: الطلب {applicationNumber}',
  'documentsMail.greeting': 'مرحبًا،',
  'documentsMail.received':
    'استلمنا مستندات طلبك للحصول على تصريح السفر الإلكتروني إلى كينيا رقم {applicationNumber}. طلبك الآن بانتظار مراجعة فريقنا.',
  'documentsMail.next':
    'سنراسلك بالبريد الإلكتروني فور صدور القرار. يمكنك التحقق من الحالة في أي وقت باستخدام رقم الطلب وهذا البريد الإلكتروني.',
  'documentsMail.signoff': 'مع أطيب التحيات، Kenya eTA Online',
};
