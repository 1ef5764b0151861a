import type { PaymentMailMessages } from './en';

export const zh: PaymentMailMessages = {
  'paymentMail.subject': '已收到付款 – {applicationNumber}',
  'paymentMail.greeting': '您好：',
  'paymentMail.intro': '谢谢。我们已收到您的付款。收据以 PDF 附件形式发送。',
  'paymentMail.next': '下一步：请上传每位申请人的文件，以便我们处理申请。',
  'paymentMail.signoff': 'Kenya eTA Online',
  'paymentMail.footer':
    '您收到此邮件，是因为有人在 Kenya eTA Online 上为使用此地址提交的申请付款。我们是一家私营公司，不是肯尼亚政府。',
  'paymentMail.receipt.title': '付款收据',
  'paymentMail.label.applicationNumber': '申请编号',
  'paymentMail.label.date': '付款日期',
  'paymentMail.label.applicants': '申请人',
  'paymentMail.label.transactionId': '交易编号',
  'paymentMail.label.card': '银行卡',
  'paymentMail.card.ending': '尾号为 {last4} 的银行卡',
  'paymentMail.label.items': '项目',
  'paymentMail.item.serviceFee': '服务费',
  'paymentMail.item.governmentFee': '政府费用',
  'paymentMail.item.processingFee': '处理费',
  'paymentMail.item.insurance': '旅行保险',
  'paymentMail.item.quantity': '{count} × {price}',
  'paymentMail.label.total': '已付总额',
  'paymentMail.receipt.file': 'receipt-{applicationNumber}.pdf',
};
