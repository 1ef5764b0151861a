import type { ApplicationMailMessages } from './en';

export const fr: ApplicationMailMessages = {
  'applicationMail.etaType.tourist': 'Tourisme',
  'applicationMail.etaType.business': 'Affaires',
  'applicationMail.etaType.transit': 'Transit',
  'applicationMail.processing.normal': 'Traitement normal',
  'applicationMail.processing.fast': 'Traitement rapide',
  'applicationMail.processing.super_fast': 'Traitement très rapide',
  'applicationMail.processing.time': '{min} à {max} jours ouvrés',
  'applicationMail.agreementText.terms': 'J’ai lu et j’accepte les Conditions d’utilisation',
  'applicationMail.agreementText.privacy': 'J’ai lu et j’accepte la Politique de confidentialité',
  'applicationMail.agreementText.dataAccuracy':
    'Je confirme que les informations fournies sont vraies, complètes et exactes',
  'applicationMail.agreementText.paymentAgreement':
    'J’accepte de payer les frais indiqués et je comprends qu’ils ne sont pas remboursables une fois le traitement commencé',
  'applicationMail.greeting': 'Bonjour,',
  'applicationMail.signoff': 'Kenya eTA Online',
  'applicationMail.footer':
    'Vous recevez cet e-mail car une demande a été faite avec cette adresse sur Kenya eTA Online. Nous sommes une entreprise privée, pas le gouvernement du Kenya.',
  'applicationMail.label.applicationNumber': 'Numéro de demande',
  'applicationMail.label.applicants': 'Demandeurs',
  'applicationMail.label.etaType': 'Type d’eTA',
  'applicationMail.label.processing': 'Vitesse de traitement',
  'applicationMail.label.insurance': 'Assurance voyage',
  'applicationMail.label.total': 'Total',
  'applicationMail.insurance.included': 'Incluse',
  'applicationMail.insurance.notIncluded': 'Non incluse',
  'applicationMail.confirmation.subject':
    'Nous avons reçu votre demande d’eTA pour le Kenya {applicationNumber}',
  'applicationMail.confirmation.intro':
    'Merci. Nous avons reçu votre demande d’eTA pour le Kenya. Conservez votre numéro de demande : il vous servira pour payer, téléverser vos documents et suivre votre demande.',
  'applicationMail.confirmation.nextHeading': 'Prochaines étapes',
  'applicationMail.confirmation.stepPay': 'Payez la demande. Le traitement ne commence qu’après le paiement.',
  'applicationMail.confirmation.stepUpload':
    'Téléversez les documents de chaque demandeur : la page du passeport avec la photo et une photo récente.',
  'applicationMail.confirmation.stepDecision':
    'Nous traitons la demande en {time} après le paiement et vous envoyons le résultat par e-mail.',
  'applicationMail.confirmation.statusHint':
    'Vous pouvez suivre la demande à tout moment avec votre numéro de demande et cette adresse e-mail.',
  'applicationMail.agreement.subject':
    'Votre accord signé pour la demande d’eTA pour le Kenya {applicationNumber}',
  'applicationMail.agreement.intro':
    'Vous trouverez en pièce jointe l’accord signé pour la demande {applicationNumber}. Conservez-le précieusement.',
  'applicationMail.pdf.title': 'Accord signé',
  'applicationMail.pdf.applicationNumber': 'Numéro de demande',
  'applicationMail.pdf.applicants': 'Demandeurs',
  'applicationMail.pdf.agreements': 'Engagements',
  'applicationMail.pdf.accepted': 'Accepté',
  'applicationMail.pdf.signedAt': 'Signé le (UTC)',
  'applicationMail.pdf.ipAddress': 'Adresse IP',
  'applicationMail.pdf.userAgent': 'Navigateur (user agent)',
  'applicationMail.pdf.signature': 'Signature',
  'applicationMail.pdf.typedSignature': 'Signé en saisissant le nom complet',
};
