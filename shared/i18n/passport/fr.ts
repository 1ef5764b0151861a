import type { PassportMessages } from './en';

export const fr: PassportMessages = {
  'passport.scan.heading': 'Scanner le passeport',
  'passport.scan.privacy':
    'Votre passeport est lu dans ce navigateur : rien n’est envoyé tant que vous ne l’enregistrez ou ne le téléversez pas.',
  'passport.scan.tips':
    'Utilisez une photo ou un scan de la page avec votre photo (JPEG, PNG ou PDF) : bon éclairage, passeport à plat, tout le texte visible, pris de face.',
  'passport.scan.choose': 'Photo ou scan de la page des données personnelles du passeport',
  'passport.scan.reading': 'Lecture de votre passeport… La première fois prend quelques secondes de plus.',
  'passport.scan.imageAlt': 'La page de passeport que vous avez choisie',
  'passport.scan.success.title': 'Passeport scanné avec succès',
  'passport.scan.success.text': 'Les informations de votre passeport ont été extraites et validées.',
  'passport.scan.failed.title': 'Échec du scan',
  'passport.scan.failed.text':
    'Impossible de scanner le passeport. Veuillez réessayer avec une image plus nette.',
  'passport.scan.valid': 'Le passeport est valide',
  'passport.scan.invalid': 'Problèmes de validation détectés',
  'passport.scan.checkAdvice':
    'Certaines valeurs n’ont pas pu être vérifiées. Comparez-les avec votre passeport ou réessayez avec une image plus nette.',
  'passport.scan.errors': 'Erreurs de validation',
  'passport.scan.warnings': 'Avertissements',
  'passport.scan.notDetected': 'Non détecté',
  'passport.scan.unverified': '(non vérifié)',
  'passport.scan.apply': 'Utiliser ces informations',
  'passport.scan.dismiss': 'Ne pas les utiliser',
  'passport.scan.applied':
    'Les informations lues dans le passeport ont été remplies. Vérifiez-les ci-dessous et corrigez ce qui est faux.',
  'passport.scan.typeInstead': 'Vous pouvez aussi saisir les informations dans le formulaire.',
  'passport.scan.unreadableFile':
    'Ce fichier ne peut pas être ouvert. Choisissez un fichier JPEG, PNG ou PDF.',
  'passport.scan.unavailable':
    'Le lecteur de passeport n’a pas pu démarrer dans ce navigateur. Veuillez saisir les informations dans le formulaire.',
  'passport.scan.tip.flat': 'Posez le passeport bien à plat, pour que les lignes de texte soient droites.',
  'passport.scan.tip.light': 'Utilisez une lumière plus vive et uniforme, sans reflet ni ombre sur la page.',
  'passport.scan.tip.frame': 'Cadrez la page entière, y compris les deux lignes de lettres et de <<< en bas.',
  'passport.field.surname': 'Nom',
  'passport.field.givenNames': 'Prénoms',
  'passport.field.sex': 'Sexe',
  'passport.field.dateOfBirth': 'Date de naissance',
  'passport.field.nationality': 'Nationalité',
  'passport.field.passportNumber': 'Numéro de passeport',
  'passport.field.issuingCountry': 'Pays de délivrance',
  'passport.field.expiryDate': 'Date d’expiration',
  'passport.sex.male': 'Masculin',
  'passport.sex.female': 'Féminin',
  'passport.sex.unspecified': 'Non précisé',
  'passport.error.notPassport': 'Ce n’est pas la zone de lecture automatique d’un passeport.',
  'passport.error.checkDigit.passportNumber':
    'Le numéro de passeport ne correspond pas à son chiffre de contrôle.',
  'passport.error.checkDigit.dateOfBirth':
    'La date de naissance ne correspond pas à son chiffre de contrôle.',
  'passport.error.checkDigit.expiryDate': 'La date d’expiration ne correspond pas à son chiffre de contrôle.',
  'passport.error.checkDigit.personalNumber':
    'Le numéro personnel ne correspond pas à son chiffre de contrôle.',
  'passport.error.checkDigit.composite':
    'Les deux lignes ne correspondent pas à leur chiffre de contrôle final.',
  'passport.error.unreadableField': '{field} : illisible.',
  'passport.error.mrzText': 'Les lignes de passeport envoyées ne sont pas deux lignes de 44 caractères.',
  'passport.error.photoCheck': 'Le contrôle de photo envoyé n’est pas valide.',
  'passport.warning.unknownState':
    'Le code de pays {code} ne correspond à aucun pays connu : choisissez vous-même la nationalité et le pays de délivrance.',
  'passport.warning.expired':
    'Ce passeport a expiré le {date}. Il vous faut un passeport valide pour voyager.',
  'passport.warning.expiresSoon':
    'Ce passeport expire le {date}, dans moins de 6 mois. Le Kenya demande au moins 6 mois de validité.',
  'passport.warning.nameTruncated':
    'Les noms remplissent toute la ligne et peuvent être abrégés : saisissez-les en entier, tels qu’imprimés sur la page.',
  'passport.compare.reading': 'Lecture de la page du passeport…',
  'passport.compare.matches': 'Passeport lu : il correspond aux informations que vous avez données.',
  'passport.compare.differs':
    'La page du passeport ne correspond pas aux informations que vous avez données pour : {fields}. Vérifiez votre passeport et vos informations. Notre équipe verra cette différence.',
  'passport.compare.invalid':
    'La page du passeport a été lue, mais certaines valeurs n’ont pas pu être vérifiées. Notre équipe la vérifiera à l’œil.',
  'passport.compare.notRead':
    'La page du passeport n’a pas pu être lue automatiquement. Notre équipe la vérifiera à l’œil ; une image plus nette aide.',
  'passport.photo.checking': 'Vérification de votre photo…',
  'passport.photo.passed': 'Contrôle de la photo : votre photo semble bonne.',
  'passport.photo.failed': 'Votre photo risque d’être refusée :',
  'passport.photo.continue':
    'Vous pouvez quand même téléverser cette photo : notre équipe décide. Ou choisissez-en une meilleure.',
  'passport.photo.uploadAnyway': 'Téléverser quand même cette photo',
  'passport.photo.chooseAnother': 'Choisir une autre photo',
  'passport.photo.noDetector':
    'Le contrôle du visage n’a pas pu s’exécuter dans ce navigateur : seules la taille, la luminosité et la netteté ont été vérifiées.',
  'passport.photo.problem.lowResolution':
    'La photo est trop petite. Utilisez la photo d’origine de votre appareil, d’au moins 400 pixels de large et de haut.',
  'passport.photo.problem.noFace':
    'Aucun visage trouvé. Utilisez une photo de votre visage regardant l’objectif, sans lunettes de soleil.',
  'passport.photo.problem.manyFaces': 'Il y a plus d’un visage. La photo ne doit montrer que vous.',
  'passport.photo.problem.faceTooSmall':
    'Votre visage est trop petit sur la photo. Rapprochez-vous, pour que votre tête occupe la plus grande partie de la photo.',
  'passport.photo.problem.faceTooLarge':
    'Votre visage est trop proche. Laissez un peu d’espace au-dessus de votre tête et montrez le haut de vos épaules.',
  'passport.photo.problem.faceOffCentre':
    'Votre visage n’est pas au centre. Centrez votre visage sur la photo.',
  'passport.photo.problem.tooDark':
    'La photo est trop sombre. Prenez-la à la lumière du jour ou sous une lumière vive et uniforme.',
  'passport.photo.problem.tooBright':
    'La photo est trop claire. Évitez le soleil direct et le flash sur votre visage.',
  'passport.photo.problem.blurred':
    'La photo est floue. Tenez l’appareil immobile et vérifiez que votre visage est net.',
  'passport.admin.heading': 'Lecture du passeport et contrôle de la photo',
  'passport.admin.applicant': 'Demandeur {number}',
  'passport.admin.source.details': 'Scanné lors de la saisie des informations',
  'passport.admin.source.document': 'Page des données personnelles téléversée',
  'passport.admin.matches': 'Passeport lu : correspond',
  'passport.admin.differs': 'Passeport lu : diffère',
  'passport.admin.invalid': 'Passeport lu : chiffres de contrôle erronés',
  'passport.admin.notRead': 'Page du passeport non lue',
  'passport.admin.field': 'Champ',
  'passport.admin.typed': 'Saisi',
  'passport.admin.read': 'Lu dans le passeport',
  'passport.admin.photoPassed': 'Contrôle de la photo : réussi',
  'passport.admin.photoFindings': 'Contrôle de la photo : remarques (le voyageur a continué)',
  'passport.admin.photoNotChecked': 'Photo non contrôlée',
  'passport.admin.photoMeasures':
    '{width} × {height} px, {faces} visage(s), luminosité {brightness}/255, netteté {sharpness}',
  'passport.admin.none': 'Aucune lecture de passeport ni aucun contrôle de photo n’a été enregistré.',
};
