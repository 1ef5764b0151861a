import type { PaymentMailMessages } from './en';

export const fr: PaymentMailMessages = {
  'paymentMail.subject': 'Paiement reçu – {applicationNumber}',
  'paymentMail.greeting': 'Bonjour,',
  'paymentMail.intro': 'Merci. Nous avons bien reçu votre paiement. Votre reçu est joint au format PDF.',
  'paymentMail.next':
    'Étape suivante : téléversez les documents de chaque demandeur afin que nous puissions traiter la demande.',
  'paymentMail.signoff': 'Kenya eTA Online',
  'paymentMail.footer':
    'Vous recevez cet e-mail parce qu’un paiement a été effectué pour une demande faite avec cette adresse sur Kenya eTA Online. Nous sommes une société privée, pas le gouvernement du Kenya.',
  'paymentMail.receipt.title': 'Reçu de paiement',
  'paymentMail.label.applicationNumber': 'Numéro de demande',
  'paymentMail.label.date': 'Date du paiement',
  'paymentMail.label.applicants': 'Demandeurs',
  'paymentMail.label.transactionId': 'Identifiant de transaction',
  'paymentMail.label.card': 'Carte',
  'paymentMail.card.ending': 'Carte se terminant par {last4}',
  'paymentMail.label.items': 'Détail',
  'paymentMail.item.serviceFee': 'Frais de service',
  'paymentMail.item.governmentFee': 'Taxe gouvernementale',
  'paymentMail.item.processingFee': 'Frais de traitement',
  'paymentMail.item.insurance': 'Assurance voyage',
  'paymentMail.item.quantity': '{count} × {price}',
  'paymentMail.label.total': 'Total payé',
  'paymentMail.receipt.file': 'recu-{applicationNumber}.pdf',
};
