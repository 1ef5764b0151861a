import type { PaymentMailMessages } from './en';

export const ja: PaymentMailMessages = {
  'paymentMail.subject': 'お支払いを受け付けました – {applicationNumber}',
  'paymentMail.greeting': 'こんにちは。',
  'paymentMail.intro': 'ありがとうございます。お支払いを受け付けました。領収書を PDF で添付しています。',
  'paymentMail.next': '次のステップ：申請を処理できるよう、申請者全員の書類をアップロードしてください。',
  'paymentMail.signoff': 'Kenya eTA Online',
  'paymentMail.footer':
    'このメールは、Kenya eTA Online でこのアドレスを使って行われた申請の支払いがあったため送信されています。当社は民間企業であり、ケニア政府ではありません。',
  'paymentMail.receipt.title': '領収書',
  'paymentMail.label.applicationNumber': '申請番号',
  'paymentMail.label.date': '支払日',
  'paymentMail.label.applicants': '申請者',
  'paymentMail.label.transactionId': '取引 ID',
  'paymentMail.label.card': 'カード',
  'paymentMail.card.ending': '末尾 {last4} のカード',
  'paymentMail.label.items': '明細',
  'paymentMail.item.serviceFee': 'サービス料',
  'paymentMail.item.governmentFee': '政府手数料',
  'paymentMail.item.processingFee': '処理手数料',
  'paymentMail.item.insurance': '旅行保険',
  'paymentMail.item.quantity': '{count} × {price}',
  'paymentMail.label.total': '支払合計',
  'paymentMail.receipt.file': 'receipt-{applicationNumber}.pdf',
};
