import type { DocumentsMailMessages } from './en';

export const tr: DocumentsMailMessages = {
  'documentsMail.subject': 'Belgeler alındı: başvuru {applicationNumber}',
  'documentsMail.greeting': 'Merhaba,',
  'documentsMail.received':
    '{applicationNumber} numaralı Kenya eTA başvurunuzun belgelerini aldık. Başvurunuz şimdi ekibimizin incelemesini bekliyor.',
  'documentsMail.next':
    'Karar verilir verilmez size e-posta göndereceğiz. Başvuru numaranız ve bu e-posta adresiyle durumu istediğiniz zaman kontrol edebilirsiniz.',
  'documentsMail.signoff': 'Saygılarımızla, Kenya eTA Online',
};
