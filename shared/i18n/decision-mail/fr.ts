import type { DecisionMailMessages } from './en';

export const fr: DecisionMailMessages = {
  'decisionMail.greeting': 'Bonjour,',
  'decisionMail.applicationNumber': 'Numéro de demande',
  'decisionMail.applicants': 'Demandeurs',
  'decisionMail.approved.subject': 'Votre eTA pour le Kenya est approuvée – {applicationNumber}',
  'decisionMail.approved.intro':
    'Bonne nouvelle : votre demande d’eTA pour le Kenya {applicationNumber} a été approuvée.',
  'decisionMail.approved.attachment':
    'Votre eTA est jointe à cet e-mail au format PDF. Imprimez-la ou conservez-la sur votre téléphone, et présentez-la avec votre passeport lors de votre voyage au Kenya.',
  'decisionMail.approved.check':
    'Vérifiez que les noms et numéros de passeport qui y figurent correspondent à vos passeports. En cas d’erreur, répondez à cet e-mail avant votre départ.',
  'decisionMail.approved.file': 'kenya-eta-{applicationNumber}.pdf',
  'decisionMail.rejected.subject':
    'Décision concernant votre demande d’eTA pour le Kenya {applicationNumber}',
  'decisionMail.rejected.intro':
    'Nous sommes désolés : votre demande d’eTA pour le Kenya {applicationNumber} n’a pas été approuvée.',
  'decisionMail.rejected.reason': 'Motif indiqué',
  'decisionMail.rejected.next':
    'Si vous avez des questions sur cette décision ou pensez qu’elle repose sur des informations inexactes, répondez à cet e-mail ou contactez notre équipe d’assistance en indiquant votre numéro de demande.',
  'decisionMail.signoff': 'Cordialement, Kenya eTA Online',
  'decisionMail.footer':
    'Vous recevez cet e-mail parce qu’une demande a été faite avec cette adresse sur Kenya eTA Online. Nous sommes une société privée, et non le gouvernement du Kenya.',
};
