import type { LegalMessages } from './en';

export const ar: LegalMessages = {
  'legal.englishOnly': 'هذه السياسة منشورة باللغة الإنجليزية فقط. النص الإنجليزي أدناه هو النسخة المُلزِمة.',
  'legal.contents': 'المحتويات',
  'legal.lastUpdated': 'آخر تحديث: {date}',
  'legal.effective': 'سارية اعتبارًا من: {date}',
  'legal.backHome': 'العودة إلى الرئيسية',
  'legal.questions': 'هل لديك أسئلة حول هذه السياسة؟',
  'legal.questionsText': 'راسلنا عبر صفحة الاتصال واذكر اسم السياسة.',
  'legal.contactLink': 'اتصل بنا',
  'legal.privacy.title': 'سياسة الخصوصية',
  'legal.privacy.description': 'كيف تجمع كينيا eTA أونلاين بياناتك الشخصية وتستخدمها وتشاركها وتحميها.',
  'legal.terms.title': 'شروط الخدمة',
  'legal.terms.description': 'الشروط التي تسري عند استخدامك كينيا eTA أونلاين وخدماتها.',
  'legal.refund.title': 'سياسة الاسترداد والإلغاء',
  'legal.refund.description': 'متى يمكنك إلغاء طلب eTA كينيا وكيف تتم معالجة المبالغ المستردة.',
  'legal.security.title': 'سياسة الأمان والحماية القانونية',
  'legal.security.description': 'كيف نحمي بياناتك وأنظمتنا ومدفوعاتك.',
  'legal.payment.title': 'سياسة الدفع',
  'legal.payment.description':
    'كيف تعمل المدفوعات و3-D Secure والعملة والاسترجاع المصرفي والاسترداد في كينيا eTA أونلاين.',
};
