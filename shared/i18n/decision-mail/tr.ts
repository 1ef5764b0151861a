import type { DecisionMailMessages } from './en';

export const tr: DecisionMailMessages = {
  'decisionMail.greeting': 'Merhaba,',
  'decisionMail.applicationNumber': 'Başvuru numarası',
  'decisionMail.applicants': 'Başvuru sahipleri',
  'decisionMail.approved.subject': 'Kenya eTA başvurunuz onaylandı – {applicationNumber}',
  'decisionMail.approved.intro': 'Güzel haber: {applicationNumber} numaralı Kenya eTA başvurunuz onaylandı.',
  'decisionMail.approved.attachment':
    'eTA belgeniz bu e-postaya PDF olarak eklenmiştir. Yazdırın ya da telefonunuzda saklayın ve Kenya’ya seyahat ederken pasaportunuzla birlikte gösterin.',
  'decisionMail.approved.check':
    'Lütfen belgedeki adların ve pasaport numaralarının pasaportlarınızla aynı olduğunu kontrol edin. Bir hata varsa seyahatten önce bu e-postayı yanıtlayın.',
  'decisionMail.approved.file': 'kenya-eta-{applicationNumber}.pdf',
  'decisionMail.rejected.subject': 'Kenya eTA başvurunuz hakkında karar – {applicationNumber}',
  'decisionMail.rejected.intro': 'Üzgünüz: {applicationNumber} numaralı Kenya eTA başvurunuz onaylanmadı.',
  'decisionMail.rejected.reason': 'Belirtilen gerekçe',
  'decisionMail.rejected.next':
    'Bu kararla ilgili sorularınız varsa ya da kararın yanlış bilgilere dayandığını düşünüyorsanız, bu e-postayı yanıtlayın veya başvuru numaranızı belirterek destek ekibimizle iletişime geçin.',
  'decisionMail.signoff': 'Saygılarımızla, Kenya eTA Online',
  'decisionMail.footer':
    'Bu e-postayı, Kenya eTA Online üzerinde bu adresle bir başvuru yapıldığı için alıyorsunuz. Biz özel bir şirketiz, Kenya Hükümeti değiliz.',
};
