import type { DocumentsMailMessages } from './en';

export const fr: DocumentsMailMessages = {
  'documentsMail.subject': 'Documents reçus : demande {applicationNumber}',
  'documentsMail.greeting': 'Bonjour,',
  'documentsMail.received':
    'Nous avons reçu les documents de votre demande d’eTA pour le Kenya {applicationNumber}. Votre demande attend maintenant l’examen de notre équipe.',
  'documentsMail.next':
    'Nous vous écrirons dès qu’une décision sera prise. Vous pouvez vérifier le statut à tout moment avec votre numéro de demande et cette adresse e-mail.',
  'documentsMail.signoff': 'Cordialement, Kenya eTA Online',
};
