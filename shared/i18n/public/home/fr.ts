import type { PublicHomeMessages } from './en';

export const fr: PublicHomeMessages = {
  'kenyaHome.highlights': 'De 1 à 10 voyageurs · 14 langues · Paiement sécurisé par carte',
  'kenyaHome.features.title': 'Tout ce qu’il vous faut pour votre eTA Kenya',
  'kenyaHome.features.form.title': 'Un formulaire en ligne clair',
  'kenyaHome.features.form.text':
    'Des questions simples dans votre langue, de l’aide à chaque étape, rien à saisir deux fois.',
  'kenyaHome.features.group.title': 'Une seule demande pour votre groupe',
  'kenyaHome.features.group.text':
    'Jusqu’à 10 voyageurs à la fois ; les frais de service par personne baissent quand le groupe grandit.',
  'kenyaHome.features.payment.title': 'Paiement sécurisé par carte',
  'kenyaHome.features.payment.text':
    'Payez sur une page protégée par 3-D Secure. Nous ne conservons jamais votre numéro de carte.',
  'kenyaHome.features.tracking.title': 'Suivez votre demande',
  'kenyaHome.features.tracking.text':
    'Consultez le statut en ligne avec votre numéro de demande et recevez votre eTA par e-mail.',
  'kenyaHome.steps.title': 'Comment ça marche',
  'kenyaHome.steps.apply.title': 'Remplissez la demande',
  'kenyaHome.steps.apply.text': 'Passeport et voyage de chaque voyageur.',
  'kenyaHome.steps.pay.title': 'Choisissez un délai et payez',
  'kenyaHome.steps.pay.text': 'Traitement normal, rapide ou très rapide.',
  'kenyaHome.steps.upload.title': 'Téléversez vos documents',
  'kenyaHome.steps.upload.text': 'Un scan du passeport et une photo par voyageur.',
  'kenyaHome.steps.receive.title': 'Recevez votre eTA',
  'kenyaHome.steps.receive.text': 'Envoyée par e-mail dès son approbation.',
  'kenyaHome.steps.more': 'Lire le guide complet de la demande',
  'kenyaHome.why.title': 'Pourquoi les voyageurs nous choisissent',
  'kenyaHome.why.checked.title': 'Vérifiée avant l’envoi',
  'kenyaHome.why.checked.text':
    'Nous relisons chaque demande pour repérer les erreurs qui causent retards ou refus.',
  'kenyaHome.why.prices.title': 'Des prix clairs',
  'kenyaHome.why.prices.text': 'Les frais gouvernementaux sont inclus et vous voyez le total avant de payer.',
  'kenyaHome.why.support.title': 'De l’aide dans votre langue',
  'kenyaHome.why.support.text': 'Réponse par e-mail sous 24 heures et chat en direct sur chaque page.',
  'kenyaHome.why.privacy.title': 'Vos données protégées',
  'kenyaHome.why.privacy.text':
    'Connexions chiffrées, et vos documents supprimés 30 jours après la décision.',
  'eligibility.title': 'Ai-je besoin d’une eTA ?',
  'eligibility.lead': 'Choisissez votre nationalité pour voir ce que le Kenya vous demande.',
  'eligibility.label': 'Votre nationalité',
  'eligibility.placeholder': 'Choisissez votre nationalité',
  'eligibility.eta.title': 'Vous avez besoin d’une eTA',
  'eligibility.eta.text':
    '{country} : les ressortissants de ce pays doivent obtenir une autorisation de voyage électronique avant de partir au Kenya.',
  'eligibility.eta.cta': 'Commencer votre demande',
  'eligibility.visaFree.title': 'Sans visa',
  'eligibility.visaFree.text':
    '{country} : les ressortissants de ce pays peuvent se rendre au Kenya sans visa ni eTA. Voyagez avec un passeport valable au moins 6 mois.',
  'eligibility.exempt.title': 'Dispensé d’eTA',
  'eligibility.exempt.text':
    '{country} : les ressortissants de ce pays sont dispensés d’eTA pour les séjours courts. Vérifiez la durée de séjour autorisée avant de partir.',
  'eligibility.disclaimer':
    'Les règles d’entrée sont fixées par le gouvernement du Kenya et peuvent changer. Vérifiez-les auprès des sources officielles avant de voyager.',
  'eligibility.more': 'Voir toutes les conditions d’entrée',
  'eligibility.noscript':
    'Le vérificateur nécessite JavaScript. La page des conditions d’entrée présente toutes les règles.',
  'services.title': 'Nos services',
  'services.lead':
    'Nous aidons les voyageurs à obtenir leur eTA pour le Kenya sans stress, et les entreprises du voyage à toucher plus de clients en ligne.',
  'services.travel.title': 'Services d’autorisation de voyage',
  'services.travel.eta.title': 'Demandes d’eTA pour le Kenya',
  'services.travel.eta.text':
    'Une demande guidée pour 1 à 10 voyageurs, vérifiée par notre équipe avant l’envoi.',
  'services.travel.support.title': 'Assistance en 14 langues',
  'services.travel.support.text':
    'De l’aide par e-mail et chat en direct avant, pendant et après votre demande.',
  'services.travel.tracking.title': 'Suivi du statut',
  'services.travel.tracking.text': 'Suivez votre demande en ligne et recevez votre eTA par e-mail.',
  'services.marketing.title': 'Marketing digital pour les entreprises du voyage',
  'services.marketing.social.title': 'Marketing sur les réseaux sociaux',
  'services.marketing.social.text':
    'Des campagnes et des contenus qui touchent les voyageurs là où ils préparent leur séjour.',
  'services.marketing.ads.title': 'Google Ads et SEO',
  'services.marketing.ads.text':
    'Des campagnes de recherche et un référencement naturel qui amènent des visiteurs prêts à réserver.',
  'services.marketing.web.title': 'Sites web et pages d’atterrissage',
  'services.marketing.web.text':
    'Des pages rapides, accessibles et multilingues qui transforment les visiteurs en clients.',
  'services.cta': 'Demander un audit marketing gratuit',
  'portfolio.title': 'Réalisations',
  'portfolio.lead': 'Les types de projets que nous menons pour les entreprises du voyage et des services.',
  'portfolio.multilingual.title': 'Sites de services multilingues',
  'portfolio.multilingual.text':
    'Des sites en de nombreuses langues, y compris de droite à gauche, rapides sur les réseaux mobiles. Ce site en fait partie.',
  'portfolio.search.title': 'Campagnes de recherche',
  'portfolio.search.text':
    'Des campagnes bâties sur ce que cherchent les voyageurs, mesurées sur de vraies demandes.',
  'portfolio.social.title': 'Lancements sur les réseaux sociaux',
  'portfolio.social.text':
    'Des plans de contenu et des campagnes pour un nouveau service, une destination ou une saison.',
  'portfolio.references':
    'Demandez-nous des références dans votre secteur : nous les partageons avec l’accord de nos clients.',
  'portfolio.cta': 'Demander un audit gratuit',
  'audit.title': 'Audit marketing gratuit',
  'audit.lead':
    'Présentez-nous votre entreprise : nous examinerons votre site, votre visibilité dans les moteurs de recherche et vos réseaux sociaux, et vous dirons quoi améliorer en premier.',
  'audit.company': 'Nom de l’entreprise',
  'audit.website': 'Adresse du site web',
  'audit.websiteHint': 'Par exemple, www.example.com',
  'audit.email': 'Adresse e-mail',
  'audit.submit': 'Demander mon audit gratuit',
  'audit.includes.title': 'Ce que couvre l’audit',
  'audit.includes.website': 'La rapidité, l’accessibilité et la clarté de votre site',
  'audit.includes.search': 'Votre place dans les résultats de recherche',
  'audit.includes.social': 'Votre présence sur les réseaux sociaux',
  'audit.toastTitle': 'Audit marketing gratuit demandé',
  'audit.toastText':
    'Nos experts en marketing digital vous contacteront sous 24 heures avec votre audit personnalisé.',
  'audit.toastClose': 'Fermer',
  'audit.errorSummary': 'Il y a un problème',
  'audit.errorPrefix': 'Erreur :',
  'audit.errors.company.required': 'Saisissez le nom de votre entreprise',
  'audit.errors.company.tooLong': 'Le nom de l’entreprise doit comporter 120 caractères au maximum',
  'audit.errors.website.required': 'Saisissez l’adresse de votre site web',
  'audit.errors.website.invalid': 'Saisissez une adresse de site comme www.example.com',
  'audit.errors.email.required': 'Saisissez votre adresse e-mail',
  'audit.errors.email.invalid': 'Saisissez une adresse e-mail au bon format, comme nom@example.com',
};
