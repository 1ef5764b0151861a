import type { AdminAuthMessages } from './en';

export const fr: AdminAuthMessages = {
  'admin.signIn.pageTitle': 'Connexion du personnel',
  'admin.signIn.checking': 'Vérification de votre connexion…',
  'admin.signIn.title': 'Se connecter au panneau d’administration',
  'admin.signIn.lead':
    'Réservé au personnel de Kenya eTA. Il vous faut votre nom d’utilisateur, votre mot de passe et l’application d’authentification de votre téléphone.',
  'admin.signIn.username': 'Nom d’utilisateur',
  'admin.signIn.password': 'Mot de passe',
  'admin.signIn.continue': 'Continuer',
  'admin.signIn.busy': 'Veuillez patienter…',
  'admin.signIn.errorSummaryTitle': 'Il y a un problème',
  'admin.signIn.errorPrefix': 'Erreur :',
  'admin.signIn.invalidCredentials': 'Nom d’utilisateur ou mot de passe incorrect',
  'admin.signIn.tooManyAttempts.one': 'Trop de tentatives. Réessayez dans {minutes} minute.',
  'admin.signIn.tooManyAttempts.other': 'Trop de tentatives. Réessayez dans {minutes} minutes.',
  'admin.signIn.networkError': 'Le serveur est injoignable. Vérifiez votre connexion et réessayez.',
  'admin.signIn.serverError': 'Une erreur s’est produite de notre côté. Réessayez dans un instant.',
  'admin.signIn.code.title': 'Saisissez votre code de connexion',
  'admin.signIn.code.lead':
    'Ouvrez l’application d’authentification de votre téléphone et trouvez Kenya eTA Admin.',
  'admin.signIn.code.label': 'Code de votre application d’authentification',
  'admin.signIn.code.hint': 'Le code à 6 chiffres change toutes les 30 secondes.',
  'admin.signIn.code.submit': 'Se connecter',
  'admin.signIn.code.invalid':
    'Le code est incorrect ou a déjà été utilisé. Attendez le code suivant et réessayez.',
  'admin.signIn.expired':
    'Votre connexion n’a pas été terminée en 5 minutes. Saisissez à nouveau votre nom d’utilisateur et votre mot de passe.',
  'admin.signIn.restart': 'Recommencer avec le nom d’utilisateur et le mot de passe',
  'admin.signIn.enrol.title': 'Configurez votre application d’authentification',
  'admin.signIn.enrol.lead':
    'Chaque connexion du personnel exige, en seconde étape, un code d’une application d’authentification. Vous la configurez une seule fois.',
  'admin.signIn.enrol.install':
    'Installez une application d’authentification sur votre téléphone si vous n’en avez pas, par exemple Google Authenticator, Microsoft Authenticator ou FreeOTP.',
  'admin.signIn.enrol.scan': 'Dans l’application, ajoutez un compte et scannez ce code QR.',
  'admin.signIn.enrol.qrLabel': 'Code QR qui ajoute Kenya eTA Admin à une application d’authentification',
  'admin.signIn.enrol.manual':
    'Si vous ne pouvez pas le scanner, choisissez de saisir une clé de configuration et tapez cette clé basée sur le temps :',
  'admin.signIn.enrol.keyLabel': 'Clé de configuration',
  'admin.signIn.enrol.enterCode':
    'Saisissez le code à 6 chiffres que l’application affiche maintenant pour Kenya eTA Admin.',
  'admin.signIn.enrol.submit': 'Confirmer et se connecter',
  'admin.signIn.signedOut': 'Vous êtes déconnecté.',
  'admin.signIn.signOutFailed':
    'Vous êtes toujours connecté : le serveur est injoignable. Vérifiez votre connexion et réessayez.',
  'admin.errors.usernameRequired': 'Saisissez votre nom d’utilisateur',
  'admin.errors.passwordRequired': 'Saisissez votre mot de passe',
  'admin.errors.codeFormat': 'Saisissez le code à 6 chiffres de votre application d’authentification',
};
