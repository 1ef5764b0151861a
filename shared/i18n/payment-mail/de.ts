import type { PaymentMailMessages } from './en';

export const de: PaymentMailMessages = {
  'paymentMail.subject': 'Zahlung erhalten – {applicationNumber}',
  'paymentMail.greeting': 'Hallo,',
  'paymentMail.intro': 'Vielen Dank. Wir haben Ihre Zahlung erhalten. Ihre Quittung ist als PDF angehängt.',
  'paymentMail.next':
    'Nächster Schritt: Laden Sie die Dokumente aller Antragsteller hoch, damit wir den Antrag bearbeiten können.',
  'paymentMail.signoff': 'Kenya eTA Online',
  'paymentMail.footer':
    'Sie erhalten diese E-Mail, weil für einen Antrag mit dieser Adresse bei Kenya eTA Online eine Zahlung geleistet wurde. Wir sind ein privates Unternehmen, nicht die Regierung Kenias.',
  'paymentMail.receipt.title': 'Zahlungsquittung',
  'paymentMail.label.applicationNumber': 'Antragsnummer',
  'paymentMail.label.date': 'Zahlungsdatum',
  'paymentMail.label.applicants': 'Antragsteller',
  'paymentMail.label.transactionId': 'Transaktions-ID',
  'paymentMail.label.card': 'Karte',
  'paymentMail.card.ending': 'Karte mit Endziffern {last4}',
  'paymentMail.label.items': 'Positionen',
  'paymentMail.item.serviceFee': 'Servicegebühr',
  'paymentMail.item.governmentFee': 'Staatliche Gebühr',
  'paymentMail.item.processingFee': 'Bearbeitungsgebühr',
  'paymentMail.item.insurance': 'Reiseversicherung',
  'paymentMail.item.quantity': '{count} × {price}',
  'paymentMail.label.total': 'Gezahlter Gesamtbetrag',
  'paymentMail.receipt.file': 'quittung-{applicationNumber}.pdf',
};
