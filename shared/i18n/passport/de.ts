import type { PassportMessages } from './en';

export const de: PassportMessages = {
  'passport.scan.heading': 'Reisepass scannen',
  'passport.scan.privacy':
    'Ihr Pass wird in diesem Browser gelesen: Nichts wird gesendet, bevor Sie speichern oder hochladen.',
  'passport.scan.tips':
    'Verwenden Sie ein Foto oder einen Scan der Seite mit Ihrem Lichtbild (JPEG, PNG oder PDF): gutes Licht, Pass flach, der ganze Text sichtbar, gerade von vorn aufgenommen.',
  'passport.scan.choose': 'Foto oder Scan der Personaldatenseite des Passes',
  'passport.scan.reading': 'Ihr Pass wird gelesen … Beim ersten Mal dauert es einige Sekunden länger.',
  'passport.scan.imageAlt': 'Die von Ihnen gewählte Passseite',
  'passport.scan.success.title': 'Pass erfolgreich gescannt',
  'passport.scan.success.text': 'Ihre Passdaten wurden ausgelesen und geprüft.',
  'passport.scan.failed.title': 'Scannen fehlgeschlagen',
  'passport.scan.failed.text':
    'Der Pass konnte nicht gescannt werden. Bitte versuchen Sie es mit einem schärferen Bild erneut.',
  'passport.scan.valid': 'Pass ist gültig',
  'passport.scan.invalid': 'Prüfungsprobleme festgestellt',
  'passport.scan.checkAdvice':
    'Einige Werte konnten nicht geprüft werden. Vergleichen Sie sie mit Ihrem Pass oder versuchen Sie es mit einem schärferen Bild.',
  'passport.scan.errors': 'Prüfungsfehler',
  'passport.scan.warnings': 'Hinweise',
  'passport.scan.notDetected': 'Nicht erkannt',
  'passport.scan.unverified': '(nicht geprüft)',
  'passport.scan.apply': 'Diese Angaben übernehmen',
  'passport.scan.dismiss': 'Nicht übernehmen',
  'passport.scan.applied':
    'Die aus dem Pass gelesenen Angaben wurden eingetragen. Prüfen Sie sie unten und korrigieren Sie, was falsch ist.',
  'passport.scan.typeInstead': 'Sie können die Angaben auch im Formular eintippen.',
  'passport.scan.unreadableFile':
    'Diese Datei lässt sich nicht öffnen. Wählen Sie eine JPEG-, PNG- oder PDF-Datei.',
  'passport.scan.unavailable':
    'Der Passleser konnte in diesem Browser nicht starten. Bitte tippen Sie die Angaben im Formular ein.',
  'passport.scan.tip.flat': 'Legen Sie den Pass flach hin, damit die Textzeilen gerade sind.',
  'passport.scan.tip.light':
    'Nutzen Sie helleres, gleichmäßiges Licht ohne Spiegelungen oder Schatten auf der Seite.',
  'passport.scan.tip.frame':
    'Nehmen Sie die ganze Seite auf, einschließlich der zwei Zeilen aus Buchstaben und <<< unten.',
  'passport.field.surname': 'Nachname',
  'passport.field.givenNames': 'Vornamen',
  'passport.field.sex': 'Geschlecht',
  'passport.field.dateOfBirth': 'Geburtsdatum',
  'passport.field.nationality': 'Staatsangehörigkeit',
  'passport.field.passportNumber': 'Passnummer',
  'passport.field.issuingCountry': 'Ausstellungsstaat',
  'passport.field.expiryDate': 'Ablaufdatum',
  'passport.sex.male': 'Männlich',
  'passport.sex.female': 'Weiblich',
  'passport.sex.unspecified': 'Nicht angegeben',
  'passport.error.notPassport': 'Dies ist nicht die maschinenlesbare Zone eines Passes.',
  'passport.error.checkDigit.passportNumber': 'Die Passnummer passt nicht zu ihrer Prüfziffer.',
  'passport.error.checkDigit.dateOfBirth': 'Das Geburtsdatum passt nicht zu seiner Prüfziffer.',
  'passport.error.checkDigit.expiryDate': 'Das Ablaufdatum passt nicht zu seiner Prüfziffer.',
  'passport.error.checkDigit.personalNumber': 'Die persönliche Nummer passt nicht zu ihrer Prüfziffer.',
  'passport.error.checkDigit.composite': 'Die beiden Zeilen passen nicht zu ihrer abschließenden Prüfziffer.',
  'passport.error.unreadableField': '{field}: nicht lesbar.',
  'passport.error.mrzText': 'Die gesendeten Passzeilen sind nicht zwei Zeilen mit je 44 Zeichen.',
  'passport.error.photoCheck': 'Die gesendete Fotoprüfung ist ungültig.',
  'passport.warning.unknownState':
    'Der Ländercode {code} ist kein uns bekanntes Land: Wählen Sie Staatsangehörigkeit und Ausstellungsstaat selbst.',
  'passport.warning.expired':
    'Dieser Pass ist am {date} abgelaufen. Zum Reisen brauchen Sie einen gültigen Pass.',
  'passport.warning.expiresSoon':
    'Dieser Pass läuft am {date} ab, in weniger als 6 Monaten. Kenia verlangt mindestens 6 Monate Gültigkeit.',
  'passport.warning.nameTruncated':
    'Die Namen füllen die ganze Zeile und sind vielleicht gekürzt: Geben Sie sie vollständig ein, wie auf der Seite gedruckt.',
  'passport.compare.reading': 'Die Passseite wird gelesen …',
  'passport.compare.matches': 'Pass gelesen: Er stimmt mit Ihren Angaben überein.',
  'passport.compare.differs':
    'Die Passseite stimmt bei folgenden Angaben nicht überein: {fields}. Prüfen Sie Ihren Pass und Ihre Angaben. Unsere Mitarbeitenden sehen diesen Unterschied.',
  'passport.compare.invalid':
    'Die Passseite wurde gelesen, aber einige Werte konnten nicht geprüft werden. Unsere Mitarbeitenden prüfen sie von Hand.',
  'passport.compare.notRead':
    'Die Passseite konnte nicht automatisch gelesen werden. Unsere Mitarbeitenden prüfen sie von Hand; ein schärferes Bild hilft.',
  'passport.photo.checking': 'Ihr Foto wird geprüft …',
  'passport.photo.passed': 'Fotoprüfung: Ihr Foto sieht gut aus.',
  'passport.photo.failed': 'Ihr Foto könnte abgelehnt werden:',
  'passport.photo.continue':
    'Sie können dieses Foto trotzdem hochladen: Unsere Mitarbeitenden entscheiden. Oder wählen Sie ein besseres.',
  'passport.photo.uploadAnyway': 'Dieses Foto trotzdem hochladen',
  'passport.photo.chooseAnother': 'Anderes Foto wählen',
  'passport.photo.noDetector':
    'Die Gesichtsprüfung konnte in diesem Browser nicht laufen: Nur Größe, Helligkeit und Schärfe wurden geprüft.',
  'passport.photo.problem.lowResolution':
    'Das Foto ist zu klein. Verwenden Sie das Originalfoto Ihrer Kamera, mindestens 400 Pixel breit und hoch.',
  'passport.photo.problem.noFace':
    'Es wurde kein Gesicht gefunden. Verwenden Sie ein Foto, auf dem Sie direkt in die Kamera schauen, ohne Sonnenbrille.',
  'passport.photo.problem.manyFaces': 'Es ist mehr als ein Gesicht zu sehen. Das Foto darf nur Sie zeigen.',
  'passport.photo.problem.faceTooSmall':
    'Ihr Gesicht ist auf dem Foto zu klein. Gehen Sie näher heran, damit Ihr Kopf den größten Teil des Fotos füllt.',
  'passport.photo.problem.faceTooLarge':
    'Ihr Gesicht ist zu nah. Lassen Sie etwas Platz über dem Kopf und zeigen Sie den oberen Teil der Schultern.',
  'passport.photo.problem.faceOffCentre':
    'Ihr Gesicht ist nicht in der Mitte. Richten Sie Ihr Gesicht mittig im Foto aus.',
  'passport.photo.problem.tooDark':
    'Das Foto ist zu dunkel. Nehmen Sie es bei Tageslicht oder unter hellem, gleichmäßigem Licht auf.',
  'passport.photo.problem.tooBright':
    'Das Foto ist zu hell. Vermeiden Sie direktes Sonnenlicht und Blitz auf Ihrem Gesicht.',
  'passport.photo.problem.blurred':
    'Das Foto ist unscharf. Halten Sie die Kamera ruhig und achten Sie darauf, dass Ihr Gesicht scharf ist.',
  'passport.admin.heading': 'Passlesung und Fotoprüfung',
  'passport.admin.applicant': 'Antragsteller {number}',
  'passport.admin.source.details': 'Beim Eintippen der Angaben gescannt',
  'passport.admin.source.document': 'Hochgeladene Personaldatenseite',
  'passport.admin.matches': 'Pass gelesen: stimmt überein',
  'passport.admin.differs': 'Pass gelesen: weicht ab',
  'passport.admin.invalid': 'Pass gelesen: Prüfziffern falsch',
  'passport.admin.notRead': 'Passseite nicht gelesen',
  'passport.admin.field': 'Feld',
  'passport.admin.typed': 'Eingegeben',
  'passport.admin.read': 'Aus dem Pass gelesen',
  'passport.admin.photoPassed': 'Fotoprüfung: bestanden',
  'passport.admin.photoFindings': 'Fotoprüfung: Auffälligkeiten (der Reisende hat fortgesetzt)',
  'passport.admin.photoNotChecked': 'Foto nicht geprüft',
  'passport.admin.photoMeasures':
    '{width} × {height} px, {faces} Gesicht(er), Helligkeit {brightness}/255, Schärfe {sharpness}',
  'passport.admin.none': 'Es wurde keine Passlesung und keine Fotoprüfung gespeichert.',
};
