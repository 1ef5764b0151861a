import type { FaqMessages } from './en';

export const fr: FaqMessages = {
  'faq.title': 'Questions fréquentes',
  'faq.lead': 'Les réponses sur l’eTA pour le Kenya, notre service, le paiement et le voyage.',
  'faq.search.label': 'Rechercher dans les questions',
  'faq.search.hint': 'Par exemple : remboursement, passeport, groupe',
  'faq.categories.label': 'Catégorie',
  'faq.category.all': 'Toutes',
  'faq.category.general': 'Général',
  'faq.category.application': 'Demande',
  'faq.category.payment': 'Paiement',
  'faq.category.validity': 'Validité',
  'faq.category.requirements': 'Conditions',
  'faq.category.process': 'Traitement',
  'faq.category.travel': 'Voyage',
  'faq.results': 'Questions affichées : {count} sur {total}',
  'faq.noResults.title': 'Aucun résultat',
  'faq.noResults.text': 'Essayez de modifier vos termes de recherche ou le filtre de catégorie.',
  'faq.help.title': 'Besoin d’aide supplémentaire ?',
  'faq.help.text': 'Notre équipe répond sous 24 heures, et vous pouvez suivre votre demande à tout moment.',
  'faq.help.contact': 'Nous contacter',
  'faq.help.status': 'Suivre ma demande',
  'faq.what-is-eta.question': 'Qu’est-ce que l’eTA pour le Kenya ?',
  'faq.what-is-eta.answer':
    'L’autorisation de voyage électronique (eTA) est l’autorisation dont la plupart des visiteurs ont besoin pour se rendre au Kenya. Elle a remplacé les visas en janvier 2024. Vous faites la demande en ligne avant le voyage et recevez l’eTA approuvée par e-mail.',
  'faq.who-needs-eta.question': 'Qui a besoin d’une eTA pour le Kenya ?',
  'faq.who-needs-eta.answer':
    'Tout visiteur a besoin d’une eTA, sauf s’il est ressortissant d’un pays sans visa ou dispensé, comme les autres membres de la Communauté d’Afrique de l’Est. Les enfants et les bébés ont besoin de leur propre eTA. Vérifiez votre nationalité sur notre page des conditions d’entrée.',
  'faq.processing-times.question': 'Combien de temps dure le traitement ?',
  'faq.processing-times.answer':
    'Le traitement normal prend de {normalMin} à {normalMax} jours ouvrés, le traitement rapide de {fastMin} à {fastMax} jours ouvrés et le traitement très rapide de {superFastMin} à {superFastMax} jours ouvrés. Le délai commence une fois le paiement confirmé.',
  'faq.required-documents.question': 'De quels documents ai-je besoin ?',
  'faq.required-documents.answer':
    'Un passeport valable au moins 6 mois après votre arrivée, une photo récente de type passeport, vos dates de voyage et l’adresse de votre hébergement. Après le paiement, vous téléversez un scan de la page photo du passeport et votre photo.',
  'faq.group-applications.question': 'Puis-je faire la demande pour ma famille ou mon groupe ?',
  'faq.group-applications.answer':
    'Oui. Une demande couvre de 1 à 10 voyageurs. Les informations communes, comme les dates du voyage, ne sont saisies qu’une fois, et les frais de service par personne baissent pour les grands groupes.',
  'faq.cost.question': 'Combien coûte l’eTA ?',
  'faq.cost.answer':
    'Pour chaque voyageur, vous payez les frais gouvernementaux de {governmentFee}, nos frais de service de {serviceMin} à {serviceMax} selon la taille du groupe, et des frais de traitement de {normal}, {fast} ou {superFast} selon le délai. L’assurance voyage est facultative, à {insurance}. Vous voyez le total avant de payer.',
  'faq.payment-methods.question': 'Comment puis-je payer ?',
  'faq.payment-methods.answer':
    'Par carte de débit ou de crédit (Visa, Mastercard ou American Express) sur une page de paiement sécurisée avec 3-D Secure. Nous ne voyons ni ne conservons jamais votre numéro de carte complet.',
  'faq.refunds.question': 'Puis-je être remboursé ?',
  'faq.refunds.answer':
    'Vous pouvez demander un remboursement dans les 24 heures suivant le paiement si le traitement n’a pas commencé. Une fois la demande en traitement ou transmise aux autorités kényanes, les frais ne sont plus remboursables. Notre politique de remboursement donne les détails.',
  'faq.validity.question': 'Combien de temps l’eTA est-elle valable ?',
  'faq.validity.answer':
    'Une eTA tourisme ou affaires est valable pour une seule entrée dans les 90 jours suivant sa délivrance. Une eTA de transit permet un séjour de 72 heures au plus.',
  'faq.length-of-stay.question': 'Combien de temps puis-je rester au Kenya ?',
  'faq.length-of-stay.answer':
    'Jusqu’à 90 jours par séjour avec une eTA tourisme ou affaires. L’agent de l’immigration fixe la durée de votre séjour à l’arrivée.',
  'faq.vaccinations.question': 'Ai-je besoin de vaccins ?',
  'faq.vaccinations.answer':
    'Un certificat de vaccination contre la fièvre jaune est exigé si vous arrivez d’un pays à risque ou y avez transité. Consultez votre médecin 4 à 6 semaines avant le départ pour les autres vaccins et la prévention du paludisme.',
  'faq.passport-validity.question': 'Quelle doit être la validité de mon passeport ?',
  'faq.passport-validity.answer':
    'Au moins 6 mois après votre arrivée au Kenya, avec au moins une page vierge pour le tampon d’entrée (deux sont recommandées).',
  'faq.tracking.question': 'Comment suivre ma demande ?',
  'faq.tracking.answer':
    'Saisissez votre numéro de demande (par exemple KE-12345678) et votre adresse e-mail sur la page de suivi. Nous vous écrivons aussi lorsque la décision est prise.',
  'faq.printing.question': 'Dois-je imprimer mon eTA ?',
  'faq.printing.answer':
    'Emportez une copie imprimée ou gardez-la sur votre téléphone. Les compagnies aériennes peuvent la demander à l’enregistrement, et les agents de l’immigration la vérifient à l’arrivée.',
  'faq.extending-stay.question': 'Puis-je prolonger mon séjour au Kenya ?',
  'faq.extending-stay.answer':
    'Les prolongations sont décidées par le Département des services d’immigration du Kenya, pas par nous. Faites la demande auprès d’eux avant la fin de votre séjour autorisé : un dépassement peut entraîner des amendes et une interdiction de retour.',
};
