import type { DocumentsMessages } from './en';

export const de: DocumentsMessages = {
  'documents.title': 'Laden Sie Ihre Unterlagen hoch',
  'documents.lead':
    'Laden Sie die Unterlagen aller Antragsteller hoch. Die Datenseite des Reisepasses und das Foto sind erforderlich; die übrigen Unterlagen unterstützen Ihren Antrag.',
  'documents.loading': 'Ihr Antrag wird geladen…',
  'documents.loadFailed':
    'Ihr Antrag konnte nicht geladen werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  'documents.retry': 'Erneut versuchen',
  'documents.notPaid':
    'Die Zahlung für diesen Antrag ist noch nicht eingegangen. Unterlagen können nach der Zahlung hochgeladen werden.',
  'documents.goToPayment': 'Zur Zahlung',
  'documents.decided':
    'Über diesen Antrag wurde entschieden, daher können seine Dokumente nicht mehr geändert werden. Die Entscheidung wurde Ihnen per E-Mail geschickt.',
  'documents.checkStatus': 'Antragsstatus prüfen',
  'documents.summary.heading': 'Antragsübersicht',
  'documents.summary.number': 'Antragsnummer',
  'documents.summary.applicants': 'Antragsteller',
  'documents.summary.speed': 'Bearbeitungsgeschwindigkeit',
  'documents.summary.total': 'Bezahlter Gesamtbetrag',
  'documents.summary.email': 'Kontakt-E-Mail',
  'documents.progress': '{done} von {total} erforderlichen Unterlagen hochgeladen',
  'documents.applicantHeading': 'Antragsteller {number}: {name}',
  'documents.type.passport': 'Datenseite des Reisepasses',
  'documents.type.photo': 'Passfoto',
  'documents.type.invitation': 'Einladungsschreiben',
  'documents.type.accommodation': 'Hotelbuchung',
  'documents.type.return_ticket': 'Rückflugticket',
  'documents.required': 'Erforderlich',
  'documents.optional': 'Optional',
  'documents.limits': '{types}, bis {size} MB',
  'documents.chooseFile': 'Datei wählen für: {document}',
  'documents.replaceFile': 'Datei ersetzen: {document}',
  'documents.uploading': '{document} wird hochgeladen: {percent} %',
  'documents.checking': 'Datei wird geprüft…',
  'documents.uploaded': 'Hochgeladen: {fileName} ({size})',
  'documents.remove': 'Entfernen',
  'documents.removeLabel': '{document} entfernen',
  'documents.errors.fileType': 'Dieser Dateityp wird hier nicht angenommen. Wählen Sie eine {types}-Datei.',
  'documents.errors.tooLarge': 'Die Datei ist größer als {size} MB. Wählen Sie eine kleinere Datei.',
  'documents.errors.empty': 'Die Datei ist leer. Wählen Sie eine andere Datei.',
  'documents.errors.content':
    'Der Inhalt der Datei passt nicht zu ihrem Typ. Laden Sie eine echte {types}-Datei hoch.',
  'documents.errors.refused':
    'Das Hochladen wurde abgelehnt: Die Datei ist zu groß oder hat keinen zulässigen Typ.',
  'documents.errors.network':
    'Das Hochladen ist wegen eines Verbindungsproblems fehlgeschlagen. Versuchen Sie es erneut.',
  'documents.errors.server': 'Beim Speichern der Datei ist ein Fehler aufgetreten. Versuchen Sie es erneut.',
  'documents.errors.missing': 'Diese Unterlage ist erforderlich.',
  'documents.submit': 'Antrag absenden',
  'documents.submitting': 'Wird gesendet…',
  'documents.submitHint':
    'Sie können absenden, sobald alle erforderlichen Unterlagen aller Antragsteller hochgeladen sind.',
  'documents.submitFailed': 'Ihre Unterlagen konnten nicht gesendet werden. Versuchen Sie es erneut.',
  'documents.back': 'Zurück zur Zahlung',
  'documents.guidance.heading': 'Hinweise zu den Unterlagen',
  'documents.guidance.english':
    'Unterlagen müssen auf Englisch sein oder eine beglaubigte englische Übersetzung haben.',
  'documents.guidance.clear': 'Laden Sie klare, vollständige Farbscans oder Fotos hoch, alle Ecken sichtbar.',
  'documents.guidance.size': 'Jede Datei darf bis zu 5 MB groß sein (das Foto bis zu 2 MB).',
  'documents.guidance.passportHeading': 'Reisepass',
  'documents.guidance.passportValid': 'Mindestens 6 Monate ab Ihrer Ankunft in Kenia gültig.',
  'documents.guidance.passportPage': 'Mindestens eine leere Seite für den Einreisestempel.',
  'documents.guidance.passportScan':
    'Ein klarer Scan der Datenseite, Foto und die beiden unteren Zeilen lesbar.',
  'documents.guidance.photoHeading': 'Foto',
  'documents.guidance.photoRecent':
    'In den letzten 6 Monaten aufgenommen, vor weißem oder hellem Hintergrund.',
  'documents.guidance.photoFace': 'Gesicht vollständig sichtbar, 70–80 % des Fotos ausfüllend.',
  'documents.guidance.photoNoHats':
    'Keine Sonnenbrille und keine Kopfbedeckung, außer aus religiösen Gründen.',
  'documents.guidance.minors':
    'Antragsteller unter 18 Jahren brauchen außerdem die Zustimmung der Eltern und eine Geburtsurkunde (als Einladungsschreiben hochladen).',
  'documents.guidance.tipsHeading': 'Tipps für einen guten Scan',
  'documents.guidance.tips':
    'Sorgen Sie für gutes Licht, legen Sie den Pass flach hin, halten Sie allen Text sichtbar und fotografieren Sie gerade von vorn.',
  'documents.contact.heading': 'Brauchen Sie Hilfe mit Ihren Unterlagen?',
  'documents.contact.text':
    'Schreiben Sie an {email} und nennen Sie Ihre Antragsnummer. Wir antworten innerhalb von 24 Stunden.',
  'final.title': 'Antrag erfolgreich eingereicht',
  'final.lead':
    'Vielen Dank. Wir haben Ihren Antrag und Ihre Unterlagen erhalten und eine Bestätigung an {email} gesendet.',
  'final.details': 'Antragsdetails',
  'final.submittedAt': 'Eingereicht am',
  'final.decisionDue': 'Entscheidung erwartet bis',
  'final.status': 'Status',
  'final.statusPending': 'Wartet auf Prüfung',
  'final.next.heading': 'Wie es weitergeht',
  'final.next.review':
    'Unser Team prüft Ihren Antrag und Ihre Unterlagen, meist innerhalb von 1–3 Werktagen.',
  'final.next.contact': 'Fehlt etwas, melden wir uns per E-Mail.',
  'final.next.decision':
    'Die Entscheidung erhalten Sie per E-Mail; eine genehmigte eTA kommt als PDF zum Ausdrucken oder Vorzeigen auf dem Handy.',
  'final.important.heading': 'Wichtige Hinweise',
  'final.important.travel': 'Reisen Sie nicht, bevor Ihre eTA genehmigt ist.',
  'final.important.match': 'Die eTA muss zu dem Reisepass passen, mit dem Sie reisen.',
  'final.important.pending':
    'Ist Ihr Antrag seit mehr als 5 Werktagen offen, wenden Sie sich an den Support.',
  'final.hours.heading': 'Öffnungszeiten',
  'final.hours.weekdays': 'Montag bis Freitag: 8:00–17:00',
  'final.hours.saturday': 'Samstag: 9:00–13:00',
  'final.hours.sunday': 'Sonntag: geschlossen',
  'final.hours.zone': 'Ostafrikanische Zeit (UTC+3)',
  'final.downloadReceipt': 'Beleg herunterladen',
  'final.downloading': 'Beleg wird vorbereitet…',
  'final.receiptFailed': 'Der Beleg konnte nicht heruntergeladen werden. Versuchen Sie es erneut.',
  'final.checkStatus': 'Antragsstatus prüfen',
  'final.home': 'Zurück zur Startseite',
  'final.nav.label': 'eTA-Dienste',
  'final.nav.apply': 'eTA beantragen',
  'final.nav.faq': 'Häufige Fragen',
  'final.nav.contact': 'Kontakt',
  'final.notSubmitted': 'Die Unterlagen dieses Antrags wurden noch nicht eingereicht.',
  'final.goToDocuments': 'Zum Hochladen der Unterlagen',
};
