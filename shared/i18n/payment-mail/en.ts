/**
 * The payment receipt (e-mail and PDF), English: complete. A catalog of its own so the payments
 * function bundles only these messages.
 */
export const en = {
  'paymentMail.subject': 'Payment received – {applicationNumber}',
  'paymentMail.greeting': 'Hello,',
  'paymentMail.intro': 'Thank you. We have received your payment. Your receipt is attached as a PDF.',
  'paymentMail.next':
    'Next step: upload the documents of every applicant so that we can process the application.',
  'paymentMail.signoff': 'Kenya eTA Online',
  'paymentMail.footer':
    'You receive this email because a payment was made for an application with this address on Kenya eTA Online. We are a private company, not the Government of Kenya.',
  'paymentMail.receipt.title': 'Payment receipt',
  'paymentMail.label.applicationNumber': 'Application number',
  'paymentMail.label.date': 'Date of payment',
  'paymentMail.label.applicants': 'Applicants',
  'paymentMail.label.transactionId': 'Transaction ID',
  'paymentMail.label.card': 'Card',
  'paymentMail.card.ending': 'Card ending in {last4}',
  'paymentMail.label.items': 'Items',
  'paymentMail.item.serviceFee': 'Service fee',
  'paymentMail.item.governmentFee': 'Government fee',
  'paymentMail.item.processingFee': 'Processing fee',
  'paymentMail.item.insurance': 'Travel insurance',
  'paymentMail.item.quantity': '{count} × {price}',
  'paymentMail.label.total': 'Total paid',
  'paymentMail.receipt.file': 'receipt-{applicationNumber}.pdf',
} as const;

export type PaymentMailKey = keyof typeof en;
export type PaymentMailMessages = Readonly<Record<PaymentMailKey, string>>;
