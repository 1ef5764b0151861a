import type { DecisionMailMessages } from './en';

export const ar: DecisionMailMessages = {
  'decisionMail.greeting': 'مرحبًا،',
  'decisionMail.applicationNumber': 'رقم الطلب',
  'decisionMail.applicants': 'مقدمو الطلب',
  'decisionMail.approved.subject': 'تمت الموافقة على تصريح السفر الإلكتروني إلى كينيا – {applicationNumber}',
  'decisionMail.approved.intro':
    'أخبار سارة: تمت الموافقة على طلبك للحصول على تصريح السفر الإلكتروني إلى كينيا رقم {applicationNumber}.',
  'decisionMail.approved.attachment':
    'تصريح السفر الإلكتروني مرفق بهذه الرسالة بصيغة PDF. اطبعه أو احتفظ به على هاتفك، وقدّمه مع جواز سفرك عند سفرك إلى كينيا.',
  'decisionMail.approved.check':
    'يُرجى التحقق من أن الأسماء وأرقام جوازات السفر الواردة فيه مطابقة لجوازات سفركم. إذا كان هناك أي خطأ، فردّ على هذه الرسالة قبل السفر.',
  'decisionMail.approved.file': 'kenya-eta-{applicationNumber}.pdf',
  'decisionMail.rejected.subject': 'قرار بشأن طلب تصريح السفر الإلكتروني إلى كينيا {applicationNumber}',
  'decisionMail.rejected.intro':
    'نأسف لإبلاغك بأن طلبك للحصول على تصريح السفر الإلكتروني إلى كينيا رقم {applicationNumber} لم تتم الموافقة عليه.',
  'decisionMail.rejected.reason': 'السبب المذكور',
  'decisionMail.rejected.next':
    'إذا كانت لديك أسئلة حول هذا القرار، أو كنت تعتقد أنه استند إلى معلومات غير صحيحة، فردّ على هذه الرسالة أو تواصل مع فريق الدعم لدينا مع ذكر رقم طلبك.',
  'decisionMail.signoff': 'مع أطيب التحيات، Kenya eTA Online',
  'decisionMail.footer':
    'تصلك هذه الرسالة لأنه تم تقديم طلب بهذا العنوان على Kenya eTA Online. نحن شركة خاصة ولسنا حكومة كينيا.',
};
