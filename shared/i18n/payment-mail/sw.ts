import type { PaymentMailMessages } from './en';

export const sw: PaymentMailMessages = {
  'paymentMail.subject': 'Malipo yamepokelewa – {applicationNumber}',
  'paymentMail.greeting': 'Habari,',
  'paymentMail.intro': 'Asante. Tumepokea malipo yako. Risiti yako imeambatishwa kama PDF.',
  'paymentMail.next': 'Hatua inayofuata: pakia nyaraka za kila mwombaji ili tuweze kushughulikia ombi.',
  'paymentMail.signoff': 'Kenya eTA Online',
  'paymentMail.footer':
    'Unapokea barua pepe hii kwa sababu malipo yamefanywa kwa ombi lililotumwa kwa anwani hii kwenye Kenya eTA Online. Sisi ni kampuni binafsi, si Serikali ya Kenya.',
  'paymentMail.receipt.title': 'Risiti ya malipo',
  'paymentMail.label.applicationNumber': 'Nambari ya ombi',
  'paymentMail.label.date': 'Tarehe ya malipo',
  'paymentMail.label.applicants': 'Waombaji',
  'paymentMail.label.transactionId': 'Kitambulisho cha muamala',
  'paymentMail.label.card': 'Kadi',
  'paymentMail.card.ending': 'Kadi inayoishia na {last4}',
  'paymentMail.label.items': 'Vipengee',
  'paymentMail.item.serviceFee': 'Ada ya huduma',
  'paymentMail.item.governmentFee': 'Ada ya serikali',
  'paymentMail.item.processingFee': 'Ada ya usindikaji',
  'paymentMail.item.insurance': 'Bima ya safari',
  'paymentMail.item.quantity': '{count} × {price}',
  'paymentMail.label.total': 'Jumla iliyolipwa',
  'paymentMail.receipt.file': 'risiti-{applicationNumber}.pdf',
};
