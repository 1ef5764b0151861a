import type { ApplicationMailMessages } from './en';

export const ar: ApplicationMailMessages = {
  'applicationMail.etaType.tourist': 'سياحة',
  'applicationMail.etaType.business': 'أعمال',
  'applicationMail.etaType.transit': 'عبور',
  'applicationMail.processing.normal': 'معالجة عادية',
  'applicationMail.processing.fast': 'معالجة سريعة',
  'applicationMail.processing.super_fast': 'معالجة فائقة السرعة',
  'applicationMail.processing.time': 'من {min} إلى {max} أيام عمل',
  'applicationMail.agreementText.terms': 'قرأت شروط الخدمة وأوافق عليها',
  'applicationMail.agreementText.privacy': 'قرأت سياسة الخصوصية وأوافق عليها',
  'applicationMail.agreementText.dataAccuracy': 'أؤكد أن المعلومات التي قدمتها صحيحة وكاملة ودقيقة',
  'applicationMail.agreementText.paymentAgreement':
    'أوافق على دفع الرسوم المعروضة وأعلم أنها غير قابلة للاسترداد بعد بدء المعالجة',
  'applicationMail.greeting': 'مرحبًا،',
  'applicationMail.signoff': 'Kenya eTA Online',
  'applicationMail.footer':
    'تصلك هذه الرسالة لأن طلبًا قُدّم بهذا العنوان على Kenya eTA Online. نحن شركة خاصة ولسنا حكومة كينيا.',
  'applicationMail.label.applicationNumber': 'رقم الطلب',
  'applicationMail.label.applicants': 'المتقدمون',
  'applicationMail.label.etaType': 'نوع التصريح',
  'applicationMail.label.processing': 'سرعة المعالجة',
  'applicationMail.label.insurance': 'تأمين السفر',
  'applicationMail.label.total': 'الإجمالي',
  'applicationMail.insurance.included': 'مشمول',
  'applicationMail.insurance.notIncluded': 'غير مشمول',
  'applicationMail.confirmation.subject': 'تلقّينا طلب تصريح السفر الإلكتروني إلى كينيا {applicationNumber}',
  'applicationMail.confirmation.intro':
    'شكرًا لك. تلقّينا طلب تصريح السفر الإلكتروني إلى كينيا. احتفظ برقم الطلب: ستحتاجه للدفع ورفع المستندات والاستعلام عن الحالة.',
  'applicationMail.confirmation.nextHeading': 'الخطوات التالية',
  'applicationMail.confirmation.stepPay': 'ادفع رسوم الطلب. لا نبدأ المعالجة إلا بعد الدفع.',
  'applicationMail.confirmation.stepUpload':
    'ارفع مستندات كل متقدم: صفحة جواز السفر التي تحمل الصورة وصورة شخصية حديثة.',
  'applicationMail.confirmation.stepDecision':
    'نعالج الطلب خلال {time} بعد الدفع ونرسل إليك النتيجة بالبريد الإلكتروني.',
  'applicationMail.confirmation.statusHint':
    'يمكنك الاستعلام عن الحالة في أي وقت برقم الطلب وهذا البريد الإلكتروني.',
  'applicationMail.agreement.subject': 'اتفاقيتك الموقّعة لطلب تصريح السفر إلى كينيا {applicationNumber}',
  'applicationMail.agreement.intro':
    'مرفق الاتفاقية التي وقّعتها للطلب {applicationNumber}. يرجى الاحتفاظ بها في سجلاتك.',
  'applicationMail.pdf.title': 'اتفاقية موقّعة',
  'applicationMail.pdf.applicationNumber': 'رقم الطلب',
  'applicationMail.pdf.applicants': 'المتقدمون',
  'applicationMail.pdf.agreements': 'الموافقات',
  'applicationMail.pdf.accepted': 'تمت الموافقة',
  'applicationMail.pdf.signedAt': 'وقت التوقيع بالتوقيت العالمي المنسق',
  'applicationMail.pdf.ipAddress': 'عنوان بروتوكول الإنترنت',
  'applicationMail.pdf.userAgent': 'وكيل المستخدم للمتصفح',
  'applicationMail.pdf.signature': 'التوقيع',
  'applicationMail.pdf.typedSignature': 'وُقّع بكتابة الاسم الكامل',
};
