import type { CoreMessages } from './en';

export const fr: CoreMessages = {
  'site.name': 'Kenya eTA Online',
  'site.tagline': 'Demandez en ligne votre autorisation de voyage électronique pour le Kenya',
  'meta.description':
    'Demandez en ligne une autorisation de voyage électronique (eTA) pour le Kenya pour 1 à 10 voyageurs, payez en toute sécurité et suivez votre demande.',
  'a11y.skipToContent': 'Aller au contenu principal',
  'nav.label': 'Navigation principale',
  'nav.home': 'Accueil',
  'nav.apply': 'Demander une eTA',
  'nav.checkStatus': 'Vérifier le statut',
  'nav.howToApply': 'Comment faire la demande',
  'nav.requirements': 'Conditions',
  'nav.faq': 'FAQ',
  'nav.contact': 'Contact',
  'language.label': 'Langue',
  'language.change': 'Changer de langue',
  'footer.disclaimer':
    "Nous sommes une société privée qui aide les voyageurs à demander l'eTA pour le Kenya. Nous ne sommes pas affiliés au gouvernement du Kenya. Nos frais comprennent la taxe gouvernementale et nos frais de service.",
  'footer.rights': '© {year} Kenya eTA Online. Tous droits réservés.',
  'footer.legal': 'Mentions légales',
  'home.title': 'eTA Kenya : faites votre demande en ligne en quelques minutes',
  'home.lead':
    'Une seule demande pour 10 voyageurs au maximum. Choisissez la rapidité de traitement, payez par carte en toute sécurité, téléversez vos documents et suivez votre demande en ligne.',
  'home.apply': 'Commencer votre demande',
  'home.checkStatus': 'Vérifier le statut de la demande',
  'notFound.title': '404 Page introuvable',
  'notFound.text': "Avez-vous oublié d'ajouter la page au routeur ?",
  'notFound.help': "La page que vous cherchez n'existe pas ou a été déplacée.",
  'notFound.home': "Aller à la page d'accueil",
};
