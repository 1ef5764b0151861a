import type { PaymentMailMessages } from './en';

export const it: PaymentMailMessages = {
  'paymentMail.subject': 'Pagamento ricevuto – {applicationNumber}',
  'paymentMail.greeting': 'Salve,',
  'paymentMail.intro': 'Grazie. Abbiamo ricevuto il suo pagamento. La ricevuta è allegata in PDF.',
  'paymentMail.next':
    'Prossimo passo: carichi i documenti di ogni richiedente per permetterci di elaborare la domanda.',
  'paymentMail.signoff': 'Kenya eTA Online',
  'paymentMail.footer':
    'Riceve questa e-mail perché è stato effettuato un pagamento per una domanda presentata con questo indirizzo su Kenya eTA Online. Siamo una società privata, non il Governo del Kenya.',
  'paymentMail.receipt.title': 'Ricevuta di pagamento',
  'paymentMail.label.applicationNumber': 'Numero di domanda',
  'paymentMail.label.date': 'Data del pagamento',
  'paymentMail.label.applicants': 'Richiedenti',
  'paymentMail.label.transactionId': 'ID transazione',
  'paymentMail.label.card': 'Carta',
  'paymentMail.card.ending': 'Carta che termina con {last4}',
  'paymentMail.label.items': 'Voci',
  'paymentMail.item.serviceFee': 'Commissione di servizio',
  'paymentMail.item.governmentFee': 'Tassa governativa',
  'paymentMail.item.processingFee': 'Costo di elaborazione',
  'paymentMail.item.insurance': 'Assicurazione di viaggio',
  'paymentMail.item.quantity': '{count} × {price}',
  'paymentMail.label.total': 'Totale pagato',
  'paymentMail.receipt.file': 'ricevuta-{applicationNumber}.pdf',
};
