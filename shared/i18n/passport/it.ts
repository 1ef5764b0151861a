import type { PassportMessages } from './en';

export const it: PassportMessages = {
  'passport.scan.heading': 'Scansiona il passaporto',
  'passport.scan.privacy':
    'Il passaporto viene letto in questo browser: nulla viene inviato finché non lo salva o lo carica.',
  'passport.scan.tips':
    'Usi una foto o una scansione della pagina con la sua fotografia (JPEG, PNG o PDF): buona luce, passaporto piatto, tutto il testo visibile, ripreso frontalmente.',
  'passport.scan.choose': 'Foto o scansione della pagina dei dati anagrafici del passaporto',
  'passport.scan.reading': 'Lettura del passaporto in corso… La prima volta richiede qualche secondo in più.',
  'passport.scan.imageAlt': 'La pagina del passaporto che ha scelto',
  'passport.scan.success.title': 'Passaporto scansionato correttamente',
  'passport.scan.success.text': 'I dati del suo passaporto sono stati estratti e convalidati.',
  'passport.scan.failed.title': 'Scansione non riuscita',
  'passport.scan.failed.text': 'Impossibile scansionare il passaporto. Riprovi con un’immagine più nitida.',
  'passport.scan.valid': 'Il passaporto è valido',
  'passport.scan.invalid': 'Rilevati problemi di convalida',
  'passport.scan.checkAdvice':
    'Alcuni valori non sono stati verificati. Li confronti con il passaporto o riprovi con un’immagine più nitida.',
  'passport.scan.errors': 'Errori di convalida',
  'passport.scan.warnings': 'Avvisi',
  'passport.scan.notDetected': 'Non rilevato',
  'passport.scan.unverified': '(non verificato)',
  'passport.scan.apply': 'Usa questi dati',
  'passport.scan.dismiss': 'Non usarli',
  'passport.scan.applied':
    'I dati letti dal passaporto sono stati inseriti. Li controlli qui sotto e corregga ciò che è sbagliato.',
  'passport.scan.typeInstead': 'Può anche digitare i dati nel modulo.',
  'passport.scan.unreadableFile': 'Impossibile aprire questo file. Scelga un file JPEG, PNG o PDF.',
  'passport.scan.unavailable':
    'Il lettore di passaporti non è riuscito ad avviarsi in questo browser. Digiti i dati nel modulo.',
  'passport.scan.tip.flat': 'Appoggi il passaporto ben piatto, così che le righe di testo siano dritte.',
  'passport.scan.tip.light': 'Usi una luce più intensa e uniforme, senza riflessi né ombre sulla pagina.',
  'passport.scan.tip.frame': 'Inquadri l’intera pagina, comprese le due righe di lettere e <<< in fondo.',
  'passport.field.surname': 'Cognome',
  'passport.field.givenNames': 'Nomi',
  'passport.field.sex': 'Sesso',
  'passport.field.dateOfBirth': 'Data di nascita',
  'passport.field.nationality': 'Cittadinanza',
  'passport.field.passportNumber': 'Numero di passaporto',
  'passport.field.issuingCountry': 'Paese di rilascio',
  'passport.field.expiryDate': 'Data di scadenza',
  'passport.sex.male': 'Maschile',
  'passport.sex.female': 'Femminile',
  'passport.sex.unspecified': 'Non specificato',
  'passport.error.notPassport': 'Questa non è la zona a lettura ottica di un passaporto.',
  'passport.error.checkDigit.passportNumber':
    'Il numero di passaporto non corrisponde alla sua cifra di controllo.',
  'passport.error.checkDigit.dateOfBirth': 'La data di nascita non corrisponde alla sua cifra di controllo.',
  'passport.error.checkDigit.expiryDate': 'La data di scadenza non corrisponde alla sua cifra di controllo.',
  'passport.error.checkDigit.personalNumber':
    'Il numero personale non corrisponde alla sua cifra di controllo.',
  'passport.error.checkDigit.composite': 'Le due righe non corrispondono alla cifra di controllo finale.',
  'passport.error.unreadableField': '{field}: illeggibile.',
  'passport.error.mrzText': 'Le righe del passaporto inviate non sono due righe di 44 caratteri.',
  'passport.error.photoCheck': 'Il controllo della foto inviato non è valido.',
  'passport.warning.unknownState':
    'Il codice paese {code} non corrisponde a un paese noto: scelga lei la cittadinanza e il paese di rilascio.',
  'passport.warning.expired':
    'Questo passaporto è scaduto il {date}. Per viaggiare serve un passaporto valido.',
  'passport.warning.expiresSoon':
    'Questo passaporto scade il {date}, tra meno di 6 mesi. Il Kenya richiede almeno 6 mesi di validità.',
  'passport.warning.nameTruncated':
    'I nomi occupano tutta la riga e potrebbero essere abbreviati: li scriva per intero, come stampati sulla pagina.',
  'passport.compare.reading': 'Lettura della pagina del passaporto…',
  'passport.compare.matches': 'Passaporto letto: corrisponde ai dati indicati.',
  'passport.compare.differs':
    'La pagina del passaporto non corrisponde ai dati indicati per: {fields}. Controlli il passaporto e i suoi dati. Il nostro personale vedrà questa differenza.',
  'passport.compare.invalid':
    'La pagina del passaporto è stata letta, ma alcuni valori non sono stati verificati. Il nostro personale la controllerà a vista.',
  'passport.compare.notRead':
    'Non è stato possibile leggere automaticamente la pagina del passaporto. Il nostro personale la controllerà a vista; un’immagine più nitida aiuta.',
  'passport.photo.checking': 'Controllo della foto in corso…',
  'passport.photo.passed': 'Controllo della foto: la foto sembra corretta.',
  'passport.photo.failed': 'La sua foto potrebbe essere rifiutata:',
  'passport.photo.continue':
    'Può comunque caricare questa foto: decide il nostro personale. Oppure ne scelga una migliore.',
  'passport.photo.uploadAnyway': 'Carica comunque questa foto',
  'passport.photo.chooseAnother': 'Scegli un’altra foto',
  'passport.photo.noDetector':
    'Il controllo del volto non è stato possibile in questo browser: sono stati verificati solo dimensioni, luminosità e nitidezza.',
  'passport.photo.problem.lowResolution':
    'La foto è troppo piccola. Usi la foto originale della fotocamera, larga e alta almeno 400 pixel.',
  'passport.photo.problem.noFace':
    'Non è stato trovato alcun volto. Usi una foto del viso rivolto verso l’obiettivo, senza occhiali da sole.',
  'passport.photo.problem.manyFaces': 'C’è più di un volto. La foto deve mostrare solo lei.',
  'passport.photo.problem.faceTooSmall':
    'Il viso è troppo piccolo nella foto. Si avvicini, così che la testa occupi gran parte della foto.',
  'passport.photo.problem.faceTooLarge':
    'Il viso è troppo vicino. Lasci un po’ di spazio sopra la testa e mostri la parte alta delle spalle.',
  'passport.photo.problem.faceOffCentre': 'Il viso non è al centro. Centri il viso nella foto.',
  'passport.photo.problem.tooDark':
    'La foto è troppo scura. La scatti alla luce del giorno o con una luce intensa e uniforme.',
  'passport.photo.problem.tooBright':
    'La foto è troppo chiara. Eviti la luce solare diretta e il flash sul viso.',
  'passport.photo.problem.blurred':
    'La foto è sfocata. Tenga ferma la fotocamera e si assicuri che il viso sia a fuoco.',
  'passport.admin.heading': 'Lettura del passaporto e controllo della foto',
  'passport.admin.applicant': 'Richiedente {number}',
  'passport.admin.source.details': 'Scansionato durante l’inserimento dei dati',
  'passport.admin.source.document': 'Pagina dei dati anagrafici caricata',
  'passport.admin.matches': 'Passaporto letto: corrisponde',
  'passport.admin.differs': 'Passaporto letto: diverso',
  'passport.admin.invalid': 'Passaporto letto: cifre di controllo errate',
  'passport.admin.notRead': 'Pagina del passaporto non letta',
  'passport.admin.field': 'Campo',
  'passport.admin.typed': 'Digitato',
  'passport.admin.read': 'Letto dal passaporto',
  'passport.admin.photoPassed': 'Controllo della foto: superato',
  'passport.admin.photoFindings': 'Controllo della foto: rilievi (il viaggiatore ha proseguito)',
  'passport.admin.photoNotChecked': 'Foto non controllata',
  'passport.admin.photoMeasures':
    '{width} × {height} px, {faces} volto/i, luminosità {brightness}/255, nitidezza {sharpness}',
  'passport.admin.none':
    'Non è stata registrata alcuna lettura del passaporto né alcun controllo della foto.',
};
