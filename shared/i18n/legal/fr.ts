import type { LegalMessages } from './en';

export const fr: LegalMessages = {
  'legal.englishOnly':
    'Cette politique est publiée uniquement en anglais. Le texte anglais ci-dessous fait foi.',
  'legal.contents': 'Sommaire',
  'legal.lastUpdated': 'Dernière mise à jour : {date}',
  'legal.effective': 'En vigueur depuis le : {date}',
  'legal.backHome': 'Retour à l’accueil',
  'legal.questions': 'Des questions sur cette politique ?',
  'legal.questionsText': 'Écrivez-nous depuis notre page de contact en indiquant le nom de la politique.',
  'legal.contactLink': 'Nous contacter',
  'legal.privacy.title': 'Politique de confidentialité',
  'legal.privacy.description':
    'Comment Kenya eTA Online collecte, utilise, partage et protège vos données personnelles.',
  'legal.terms.title': 'Conditions d’utilisation',
  'legal.terms.description':
    'Les conditions qui s’appliquent lorsque vous utilisez Kenya eTA Online et ses services.',
  'legal.refund.title': 'Politique de remboursement et d’annulation',
  'legal.refund.description':
    'Quand vous pouvez annuler une demande d’eTA pour le Kenya et comment les remboursements sont traités.',
  'legal.security.title': 'Politique de sécurité et de protection juridique',
  'legal.security.description': 'Comment nous protégeons vos données, nos systèmes et vos paiements.',
  'legal.payment.title': 'Politique de paiement',
  'legal.payment.description':
    'Le fonctionnement des paiements, de 3-D Secure, de la devise, des rétrofacturations et des remboursements chez Kenya eTA Online.',
};
