import type { PaymentMailMessages } from './en';

export const ko: PaymentMailMessages = {
  'paymentMail.subject': '결제가 완료되었습니다 – {applicationNumber}',
  'paymentMail.greeting': '안녕하세요.',
  'paymentMail.intro': '감사합니다. 결제를 받았습니다. 영수증을 PDF로 첨부해 드립니다.',
  'paymentMail.next': '다음 단계: 신청을 처리할 수 있도록 모든 신청자의 서류를 업로드해 주세요.',
  'paymentMail.signoff': 'Kenya eTA Online',
  'paymentMail.footer':
    'Kenya eTA Online에서 이 주소로 제출된 신청에 대한 결제가 이루어져 이 이메일을 보내드립니다. 저희는 민간 기업이며 케냐 정부가 아닙니다.',
  'paymentMail.receipt.title': '결제 영수증',
  'paymentMail.label.applicationNumber': '신청 번호',
  'paymentMail.label.date': '결제일',
  'paymentMail.label.applicants': '신청자',
  'paymentMail.label.transactionId': '거래 ID',
  'paymentMail.label.card': '카드',
  'paymentMail.card.ending': '끝자리가 {last4}인 카드',
  'paymentMail.label.items': '항목',
  'paymentMail.item.serviceFee': '서비스 수수료',
  'paymentMail.item.governmentFee': '정부 수수료',
  'paymentMail.item.processingFee': '처리 수수료',
  'paymentMail.item.insurance': '여행자 보험',
  'paymentMail.item.quantity': '{count} × {price}',
  'paymentMail.label.total': '총 결제 금액',
  'paymentMail.receipt.file': 'receipt-{applicationNumber}.pdf',
};
