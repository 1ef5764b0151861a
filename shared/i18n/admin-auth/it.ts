import type { AdminAuthMessages } from './en';

export const it: AdminAuthMessages = {
  'admin.signIn.pageTitle': 'Accesso del personale',
  'admin.signIn.checking': 'Verifica dell’accesso in corso…',
  'admin.signIn.title': 'Accedi al pannello di amministrazione',
  'admin.signIn.lead':
    'Riservato al personale di Kenya eTA. Servono il nome utente, la password e l’app di autenticazione sul telefono.',
  'admin.signIn.username': 'Nome utente',
  'admin.signIn.password': 'Password',
  'admin.signIn.continue': 'Continua',
  'admin.signIn.busy': 'Attendere…',
  'admin.signIn.errorSummaryTitle': 'Si è verificato un problema',
  'admin.signIn.errorPrefix': 'Errore:',
  'admin.signIn.invalidCredentials': 'Nome utente o password non validi',
  'admin.signIn.tooManyAttempts.one': 'Troppi tentativi. Riprova tra {minutes} minuto.',
  'admin.signIn.tooManyAttempts.other': 'Troppi tentativi. Riprova tra {minutes} minuti.',
  'admin.signIn.networkError': 'Impossibile raggiungere il server. Controlla la connessione e riprova.',
  'admin.signIn.serverError': 'Si è verificato un errore da parte nostra. Riprova tra poco.',
  'admin.signIn.code.title': 'Inserisci il codice di accesso',
  'admin.signIn.code.lead': 'Apri l’app di autenticazione sul telefono e cerca Kenya eTA Admin.',
  'admin.signIn.code.label': 'Codice dell’app di autenticazione',
  'admin.signIn.code.hint': 'Il codice di 6 cifre cambia ogni 30 secondi.',
  'admin.signIn.code.submit': 'Accedi',
  'admin.signIn.code.invalid':
    'Il codice è errato o è già stato usato. Attendi il codice successivo e riprova.',
  'admin.signIn.expired':
    'L’accesso non è stato completato entro 5 minuti. Inserisci di nuovo nome utente e password.',
  'admin.signIn.restart': 'Ricomincia con nome utente e password',
  'admin.signIn.enrol.title': 'Configura l’app di autenticazione',
  'admin.signIn.enrol.lead':
    'Ogni accesso del personale richiede, come secondo passaggio, un codice da un’app di autenticazione. La configuri una sola volta.',
  'admin.signIn.enrol.install':
    'Installa un’app di autenticazione sul telefono se non ne hai una, ad esempio Google Authenticator, Microsoft Authenticator o FreeOTP.',
  'admin.signIn.enrol.scan': 'Nell’app, aggiungi un account e scansiona questo codice QR.',
  'admin.signIn.enrol.qrLabel': 'Codice QR che aggiunge Kenya eTA Admin a un’app di autenticazione',
  'admin.signIn.enrol.manual':
    'Se non riesci a scansionarlo, scegli di inserire una chiave di configurazione e digita questa chiave basata sul tempo:',
  'admin.signIn.enrol.keyLabel': 'Chiave di configurazione',
  'admin.signIn.enrol.enterCode': 'Inserisci il codice di 6 cifre che l’app mostra ora per Kenya eTA Admin.',
  'admin.signIn.enrol.submit': 'Conferma e accedi',
  'admin.signIn.signedOut': 'Sei uscito.',
  'admin.signIn.signOutFailed':
    'Sei ancora connesso: impossibile raggiungere il server. Controlla la connessione e riprova.',
  'admin.errors.usernameRequired': 'Inserisci il nome utente',
  'admin.errors.passwordRequired': 'Inserisci la password',
  'admin.errors.codeFormat': 'Inserisci il codice di 6 cifre dell’app di autenticazione',
};
