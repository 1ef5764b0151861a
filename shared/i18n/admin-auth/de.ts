import type { AdminAuthMessages } from './en';

export const de: AdminAuthMessages = {
  'admin.signIn.pageTitle': 'Anmeldung für Mitarbeitende',
  'admin.signIn.checking': 'Es wird geprüft, ob Sie angemeldet sind…',
  'admin.signIn.title': 'Im Verwaltungsbereich anmelden',
  'admin.signIn.lead':
    'Nur für Mitarbeitende von Kenya eTA. Sie benötigen Ihren Benutzernamen, Ihr Passwort und die Authenticator-App auf Ihrem Telefon.',
  'admin.signIn.username': 'Benutzername',
  'admin.signIn.password': 'Passwort',
  'admin.signIn.continue': 'Weiter',
  'admin.signIn.busy': 'Bitte warten…',
  'admin.signIn.errorSummaryTitle': 'Es gibt ein Problem',
  'admin.signIn.errorPrefix': 'Fehler:',
  'admin.signIn.invalidCredentials': 'Ungültiger Benutzername oder ungültiges Passwort',
  'admin.signIn.tooManyAttempts.one': 'Zu viele Versuche. Versuchen Sie es in {minutes} Minute erneut.',
  'admin.signIn.tooManyAttempts.other': 'Zu viele Versuche. Versuchen Sie es in {minutes} Minuten erneut.',
  'admin.signIn.networkError':
    'Der Server ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  'admin.signIn.serverError': 'Bei uns ist ein Fehler aufgetreten. Versuchen Sie es gleich noch einmal.',
  'admin.signIn.code.title': 'Anmeldecode eingeben',
  'admin.signIn.code.lead':
    'Öffnen Sie die Authenticator-App auf Ihrem Telefon und suchen Sie Kenya eTA Admin.',
  'admin.signIn.code.label': 'Code aus Ihrer Authenticator-App',
  'admin.signIn.code.hint': 'Der 6-stellige Code ändert sich alle 30 Sekunden.',
  'admin.signIn.code.submit': 'Anmelden',
  'admin.signIn.code.invalid':
    'Der Code ist falsch oder wurde schon verwendet. Warten Sie auf den nächsten Code und versuchen Sie es erneut.',
  'admin.signIn.expired':
    'Ihre Anmeldung wurde nicht innerhalb von 5 Minuten abgeschlossen. Geben Sie Benutzernamen und Passwort erneut ein.',
  'admin.signIn.restart': 'Mit Benutzername und Passwort neu beginnen',
  'admin.signIn.enrol.title': 'Authenticator-App einrichten',
  'admin.signIn.enrol.lead':
    'Jede Anmeldung von Mitarbeitenden verlangt als zweiten Schritt einen Code aus einer Authenticator-App. Sie richten sie einmal ein.',
  'admin.signIn.enrol.install':
    'Installieren Sie eine Authenticator-App auf Ihrem Telefon, falls Sie keine haben, zum Beispiel Google Authenticator, Microsoft Authenticator oder FreeOTP.',
  'admin.signIn.enrol.scan': 'Fügen Sie in der App ein Konto hinzu und scannen Sie diesen QR-Code.',
  'admin.signIn.enrol.qrLabel': 'QR-Code, der Kenya eTA Admin zu einer Authenticator-App hinzufügt',
  'admin.signIn.enrol.manual':
    'Wenn Sie ihn nicht scannen können, wählen Sie die Eingabe eines Einrichtungsschlüssels und tippen Sie diesen zeitbasierten Schlüssel ein:',
  'admin.signIn.enrol.keyLabel': 'Einrichtungsschlüssel',
  'admin.signIn.enrol.enterCode':
    'Geben Sie den 6-stelligen Code ein, den die App jetzt für Kenya eTA Admin anzeigt.',
  'admin.signIn.enrol.submit': 'Bestätigen und anmelden',
  'admin.signIn.signedOut': 'Sie haben sich abgemeldet.',
  'admin.signIn.signOutFailed':
    'Sie sind noch angemeldet: Der Server ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  'admin.errors.usernameRequired': 'Geben Sie Ihren Benutzernamen ein',
  'admin.errors.passwordRequired': 'Geben Sie Ihr Passwort ein',
  'admin.errors.codeFormat': 'Geben Sie den 6-stelligen Code aus Ihrer Authenticator-App ein',
};
