import type { PublicInfoMessages } from './en';

export const fr: PublicInfoMessages = {
  'fees.title': 'Frais par voyageur',
  'fees.caption': 'Frais par voyageur, en dollars américains',
  'fees.item': 'Frais',
  'fees.amount': 'Montant par voyageur',
  'fees.government': 'Frais gouvernementaux',
  'fees.service': 'Frais de service (moins élevés pour les grands groupes)',
  'fees.range': 'de {min} à {max}',
  'fees.speed.normal': 'Normal',
  'fees.speed.fast': 'Rapide',
  'fees.speed.super_fast': 'Très rapide',
  'fees.processingRow': 'Traitement « {speed} » : {min} à {max} jours ouvrés',
  'fees.businessDays': '{min} à {max} jours ouvrés',
  'fees.perPerson': '{amount} par voyageur',
  'fees.popular': 'Populaire',
  'fees.insurance': 'Assurance voyage (facultative)',
  'fees.total': 'Votre total est la somme de ces frais pour chaque voyageur. Vous le voyez avant de payer.',
  'generalInfo.title': 'Informations générales sur l’eTA pour le Kenya',
  'generalInfo.lead':
    'Depuis janvier 2024, la plupart des visiteurs du Kenya ont besoin d’une autorisation de voyage électronique (eTA) au lieu d’un visa. Voici ce que c’est et comment cela fonctionne.',
  'generalInfo.what.title': 'Qu’est-ce que l’eTA pour le Kenya ?',
  'generalInfo.what.text':
    'L’eTA est une autorisation électronique de voyager au Kenya, délivrée par le gouvernement kényan avant votre départ. Vous faites la demande en ligne et recevez l’eTA approuvée par e-mail. Les compagnies aériennes la vérifient à l’embarquement et les agents de l’immigration à l’arrivée.',
  'generalInfo.types.title': 'Types d’eTA',
  'generalInfo.types.tourist.title': 'Tourisme et visites',
  'generalInfo.types.tourist.text': 'Vacances, safaris, visites à la famille ou à des amis.',
  'generalInfo.types.business.title': 'Affaires',
  'generalInfo.types.business.text':
    'Réunions, conférences et courts voyages d’affaires. Un travail rémunéré au Kenya exige un permis de travail.',
  'generalInfo.types.transit.title': 'Transit',
  'generalInfo.types.transit.text': 'Traverser le Kenya en 72 heures au plus pour rejoindre un autre pays.',
  'generalInfo.validity.title': 'Validité',
  'generalInfo.validity.entry':
    'Une eTA tourisme ou affaires est valable pour une seule entrée dans les 90 jours suivant sa délivrance.',
  'generalInfo.validity.stay': 'Vous pouvez rester au Kenya jusqu’à 90 jours par séjour.',
  'generalInfo.validity.transit':
    'Une eTA de transit permet une seule entrée et un séjour de 72 heures au plus.',
  'generalInfo.validity.passport':
    'Votre passeport doit être valable au moins 6 mois après le jour de votre arrivée.',
  'generalInfo.notes.title': 'Bon à savoir',
  'generalInfo.notes.each': 'Chaque voyageur a besoin de sa propre eTA, enfants et bébés compris.',
  'generalInfo.notes.early':
    'Faites votre demande au moins une semaine avant le départ ; les traitements rapide et très rapide aident pour les projets de dernière minute.',
  'generalInfo.notes.entry':
    'L’eTA vous permet de voyager au Kenya ; l’agent de l’immigration décide de l’entrée.',
  'generalInfo.notes.private':
    'Nous sommes un service privé, pas le gouvernement du Kenya. Notre prix comprend les frais gouvernementaux.',
  'generalInfo.apply': 'Faire une demande',
  'generalInfo.howTo': 'Comment faire la demande',
  'requirements.title': 'Conditions de visa et d’eTA pour le Kenya',
  'requirements.lead':
    'Découvrez si vous avez besoin d’une eTA, ce qu’il faut préparer et ce qui vous attend à l’arrivée au Kenya.',
  'requirements.eta.title': 'Pays dont les ressortissants ont besoin d’une eTA',
  'requirements.eta.text':
    'Les ressortissants de ces {count} pays ont besoin d’une eTA, de même que ceux de tout pays qui ne figure pas parmi les pays sans visa ou dispensés.',
  'requirements.visaFree.title': 'Pays sans visa',
  'requirements.visaFree.text':
    'Les ressortissants de ces {count} pays peuvent se rendre au Kenya sans visa ni eTA.',
  'requirements.exempt.title': 'Dispensés d’eTA',
  'requirements.exempt.text': 'Les ressortissants de ces pays sont dispensés d’eTA pour les séjours courts.',
  'requirements.docs.title': 'Documents nécessaires',
  'requirements.docs.passport':
    'Un passeport valable au moins 6 mois après votre arrivée, avec au moins une page vierge (deux sont recommandées).',
  'requirements.docs.photo':
    'Une photo récente de type passeport, prise il y a moins de 6 mois sur fond clair.',
  'requirements.docs.itinerary':
    'Votre voyage : un billet retour ou de continuation et vos vols si vous les connaissez.',
  'requirements.docs.accommodation':
    'Votre hébergement : une réservation d’hôtel ou une lettre d’invitation de votre hôte.',
  'requirements.docs.contact': 'Une adresse e-mail et un numéro de téléphone où vous joindre.',
  'requirements.health.title': 'Exigences sanitaires',
  'requirements.health.yellowFever':
    'Un certificat de vaccination contre la fièvre jaune est exigé si vous arrivez d’un pays à risque de fièvre jaune ou y avez transité.',
  'requirements.health.doctor':
    'Consultez votre médecin 4 à 6 semaines avant le départ pour les vaccins de routine et la prévention du paludisme.',
  'requirements.health.insurance': 'Une assurance voyage avec couverture médicale est vivement recommandée.',
  'requirements.special.title': 'Cas particuliers',
  'requirements.special.minors':
    'Les enfants de moins de 18 ans ont besoin de leur propre eTA. Un enfant qui voyage sans ses deux parents doit avoir leur autorisation écrite et son acte de naissance.',
  'requirements.special.diplomats':
    'Les titulaires de passeports diplomatiques, de service ou officiels en mission officielle suivent une procédure distincte : choisissez Diplomates sur la page de départ.',
  'requirements.special.transit':
    'Si vous quittez l’aéroport pendant une correspondance, il vous faut une eTA de transit ; si vous restez en zone de transit internationale, non.',
  'requirements.special.residents':
    'Les titulaires d’un permis de séjour ou de travail kényan valide n’ont pas besoin d’eTA.',
  'requirements.restrictions.title': 'Restrictions à l’entrée',
  'requirements.restrictions.currency':
    'Les espèces de plus de 10 000 dollars américains, ou l’équivalent dans une autre devise, doivent être déclarées à l’arrivée.',
  'requirements.restrictions.plastic':
    'Les sacs en plastique à usage unique sont interdits au Kenya et confisqués à l’arrivée.',
  'requirements.restrictions.goods':
    'Drogues, armes à feu, contrefaçons et produits issus de la faune sauvage sont interdits. Transportez vos médicaments dans leur emballage d’origine avec l’ordonnance.',
  'requirements.restrictions.officer':
    'Les agents de l’immigration peuvent demander votre billet retour, votre hébergement et une preuve de ressources, et décident de l’entrée.',
  'requirements.tips.title': 'Conseils pour une demande sans accroc',
  'requirements.tips.early': 'Faites votre demande au moins une semaine avant le départ.',
  'requirements.tips.names': 'Saisissez chaque nom exactement comme dans le passeport.',
  'requirements.tips.scan':
    'Téléversez un scan net de la page photo du passeport, les quatre coins visibles.',
  'requirements.tips.copy': 'Gardez une copie imprimée ou numérique de votre eTA pendant le voyage.',
  'requirements.disclaimer':
    'Les règles d’entrée sont fixées par le gouvernement du Kenya et peuvent changer rapidement. Vérifiez les sources officielles avant de voyager.',
  'requirements.apply': 'Commencer votre demande',
  'requirements.faq': 'Lire la FAQ',
  'requirements.contact': 'Nous contacter',
  'howTo.title': 'Comment demander une eTA pour le Kenya',
  'howTo.lead':
    'La demande prend environ 15 minutes par voyageur. Voici les étapes, ce qu’il vous faut, les options de traitement et nos conseils.',
  'howTo.steps.title': 'Quatre étapes',
  'howTo.steps.apply.title': 'Remplissez la demande',
  'howTo.steps.apply.text':
    'Saisissez le passeport et le voyage de chaque voyageur. Une demande couvre jusqu’à 10 voyageurs.',
  'howTo.steps.pay.title': 'Choisissez le traitement et payez',
  'howTo.steps.pay.text':
    'Choisissez un traitement normal, rapide ou très rapide, ajoutez une assurance voyage si vous le souhaitez, et payez en toute sécurité par carte.',
  'howTo.steps.upload.title': 'Téléversez vos documents',
  'howTo.steps.upload.text':
    'Téléversez un scan de la page photo de chaque passeport et une photo récente de chaque voyageur.',
  'howTo.steps.receive.title': 'Recevez votre eTA',
  'howTo.steps.receive.text':
    'Nous vérifions tout et l’envoyons. Vous recevez l’eTA approuvée par e-mail et pouvez suivre le statut en ligne.',
  'howTo.requirements.title': 'Ce qu’il vous faut',
  'howTo.requirements.passport': 'Un passeport valable au moins 6 mois après votre arrivée',
  'howTo.requirements.photo': 'Une photo numérique récente de chaque voyageur',
  'howTo.requirements.email': 'Une adresse e-mail consultable pendant le voyage',
  'howTo.requirements.card': 'Une carte Visa, Mastercard ou American Express',
  'howTo.requirements.trip': 'Vos dates de voyage et l’adresse de votre hébergement',
  'howTo.processing.title': 'Options de traitement',
  'howTo.processing.text':
    'Le délai de traitement commence une fois votre paiement confirmé. Les jours ouvrés excluent les week-ends et les jours fériés.',
  'howTo.dos.title': 'À faire',
  'howTo.dos.early': 'Faites votre demande au moins une semaine avant le voyage.',
  'howTo.dos.check': 'Comparez chaque nom et numéro de passeport avec le passeport avant de payer.',
  'howTo.dos.validity': 'Utilisez un passeport valable au moins 6 mois après votre arrivée.',
  'howTo.dos.number': 'Conservez votre numéro de demande : il sert à suivre votre demande.',
  'howTo.dos.carry': 'Emportez une copie de votre eTA approuvée en voyage.',
  'howTo.donts.title': 'À éviter',
  'howTo.donts.booking': 'Ne réservez pas de voyage non modifiable avant l’approbation de votre eTA.',
  'howTo.donts.scans': 'Ne téléversez pas de scans flous, rognés ou retouchés.',
  'howTo.donts.twice': 'Ne faites pas deux demandes pour le même voyage : contactez-nous plutôt.',
  'howTo.donts.damaged': 'Ne voyagez pas avec un passeport abîmé ou déclaré perdu.',
  'howTo.donts.share': 'Ne publiez pas votre numéro de demande ni nos e-mails.',
  'howTo.apply': 'Commencer votre demande',
  'about.title': 'À propos',
  'about.lead':
    'Kenya eTA Online aide les voyageurs à demander l’autorisation de voyage électronique pour le Kenya dans leur langue, avec des prix clairs et une vraie assistance.',
  'about.who.title': 'Qui sommes-nous',
  'about.who.text':
    'Nous sommes une société privée immatriculée en Angleterre et au pays de Galles, intermédiaire rémunéré. Nous ne sommes pas le gouvernement du Kenya et n’y sommes pas affiliés. Notre prix comprend les frais gouvernementaux et nos frais de service.',
  'about.what.title': 'Ce que nous faisons',
  'about.what.languages': 'Vous guider dans la demande en 14 langues.',
  'about.what.check': 'Vérifier chaque demande avant son envoi.',
  'about.what.groups': 'Traiter en une fois les demandes de groupes jusqu’à 10 voyageurs.',
  'about.what.updates': 'Vous tenir informé par e-mail et par le suivi en ligne.',
  'about.what.support': 'Répondre à vos questions par e-mail et chat en direct.',
  'about.contact.title': 'Nous joindre',
  'about.contact.text':
    'Des questions avant ou après votre demande ? Notre équipe d’assistance répond sous 24 heures.',
  'about.apply': 'Commencer votre demande',
  'about.contactLink': 'Nous contacter',
};
