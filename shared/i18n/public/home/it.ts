import type { PublicHomeMessages } from './en';

export const it: PublicHomeMessages = {
  'kenyaHome.highlights': 'Da 1 a 10 viaggiatori · 14 lingue · Pagamento sicuro con carta',
  'kenyaHome.features.title': 'Tutto ciò che serve per la tua eTA per il Kenya',
  'kenyaHome.features.form.title': 'Un modulo online chiaro',
  'kenyaHome.features.form.text':
    'Domande semplici nella tua lingua, aiuto a ogni passo e niente da scrivere due volte.',
  'kenyaHome.features.group.title': 'Una sola domanda per il tuo gruppo',
  'kenyaHome.features.group.text':
    'Richiedi per un massimo di 10 viaggiatori insieme; la tariffa di servizio a persona scende al crescere del gruppo.',
  'kenyaHome.features.payment.title': 'Pagamento sicuro con carta',
  'kenyaHome.features.payment.text':
    'Paga su una pagina protetta con 3-D Secure. Non conserviamo mai il numero della tua carta.',
  'kenyaHome.features.tracking.title': 'Segui la tua domanda',
  'kenyaHome.features.tracking.text':
    'Controlla lo stato online con il numero di domanda e ricevi la tua eTA via e-mail.',
  'kenyaHome.steps.title': 'Come funziona',
  'kenyaHome.steps.apply.title': 'Compila la domanda',
  'kenyaHome.steps.apply.text': 'Dati del passaporto e del viaggio di ogni viaggiatore.',
  'kenyaHome.steps.pay.title': 'Scegli la velocità e paga',
  'kenyaHome.steps.pay.text': 'Elaborazione normale, veloce o super veloce.',
  'kenyaHome.steps.upload.title': 'Carica i documenti',
  'kenyaHome.steps.upload.text': 'Una scansione del passaporto e una foto per viaggiatore.',
  'kenyaHome.steps.receive.title': 'Ricevi la tua eTA',
  'kenyaHome.steps.receive.text': 'Inviata via e-mail una volta approvata.',
  'kenyaHome.steps.more': 'Leggi la guida completa alla domanda',
  'kenyaHome.why.title': 'Perché i viaggiatori ci scelgono',
  'kenyaHome.why.checked.title': 'Controllata prima dell’invio',
  'kenyaHome.why.checked.text':
    'Controlliamo ogni domanda per trovare gli errori che causano ritardi o rifiuti.',
  'kenyaHome.why.prices.title': 'Prezzi chiari',
  'kenyaHome.why.prices.text': 'La tassa governativa è inclusa e vedi il totale prima di pagare.',
  'kenyaHome.why.support.title': 'Aiuto nella tua lingua',
  'kenyaHome.why.support.text': 'Risposte via e-mail entro 24 ore e chat dal vivo in ogni pagina.',
  'kenyaHome.why.privacy.title': 'I tuoi dati protetti',
  'kenyaHome.why.privacy.text':
    'Connessioni cifrate; i tuoi documenti vengono cancellati 30 giorni dopo la decisione.',
  'eligibility.title': 'Mi serve un’eTA?',
  'eligibility.lead': 'Scegli la tua cittadinanza per vedere che cosa ti chiede il Kenya.',
  'eligibility.label': 'La tua cittadinanza',
  'eligibility.placeholder': 'Scegli la tua cittadinanza',
  'eligibility.eta.title': 'Ti serve un’eTA',
  'eligibility.eta.text':
    '{country}: i cittadini di questo Paese devono ottenere un’autorizzazione elettronica di viaggio prima di partire per il Kenya.',
  'eligibility.eta.cta': 'Inizia la domanda',
  'eligibility.visaFree.title': 'Senza visto',
  'eligibility.visaFree.text':
    '{country}: i cittadini di questo Paese possono visitare il Kenya senza visto né eTA. Viaggia con un passaporto valido per almeno 6 mesi.',
  'eligibility.exempt.title': 'Esente dall’eTA',
  'eligibility.exempt.text':
    '{country}: i cittadini di questo Paese sono esenti dall’eTA per le visite brevi. Controlla quanto puoi restare prima di partire.',
  'eligibility.disclaimer':
    'Le regole di ingresso sono stabilite dal governo del Kenya e possono cambiare. Verificale presso le fonti ufficiali prima di partire.',
  'eligibility.more': 'Vedi tutti i requisiti di ingresso',
  'eligibility.noscript':
    'La verifica richiede JavaScript. La pagina dei requisiti di ingresso elenca tutte le regole.',
  'services.title': 'I nostri servizi',
  'services.lead':
    'Aiutiamo i viaggiatori a ottenere la loro eTA per il Kenya senza stress e le aziende del turismo a raggiungere più clienti online.',
  'services.travel.title': 'Servizi di autorizzazione al viaggio',
  'services.travel.eta.title': 'Domande di eTA per il Kenya',
  'services.travel.eta.text':
    'Una domanda guidata per 1-10 viaggiatori, controllata dal nostro team prima dell’invio.',
  'services.travel.support.title': 'Assistenza in 14 lingue',
  'services.travel.support.text': 'Aiuto via e-mail e chat dal vivo prima, durante e dopo la domanda.',
  'services.travel.tracking.title': 'Monitoraggio dello stato',
  'services.travel.tracking.text': 'Segui la tua domanda online e ricevi la tua eTA via e-mail.',
  'services.marketing.title': 'Marketing digitale per le aziende del turismo',
  'services.marketing.social.title': 'Social Media Marketing',
  'services.marketing.social.text':
    'Campagne e contenuti che raggiungono i viaggiatori dove pianificano i loro viaggi.',
  'services.marketing.ads.title': 'Google Ads e SEO',
  'services.marketing.ads.text':
    'Campagne di ricerca e ottimizzazione per i motori di ricerca che portano visitatori pronti a prenotare.',
  'services.marketing.web.title': 'Siti web e landing page',
  'services.marketing.web.text':
    'Pagine veloci, accessibili e multilingue che trasformano i visitatori in clienti.',
  'services.cta': 'Richiedi un’analisi di marketing gratuita',
  'portfolio.title': 'Portfolio',
  'portfolio.lead': 'I tipi di progetti che realizziamo per aziende del turismo e dei servizi.',
  'portfolio.multilingual.title': 'Siti di servizi multilingue',
  'portfolio.multilingual.text':
    'Siti in molte lingue, anche da destra a sinistra, veloci sulle reti mobili. Questo sito è uno di questi.',
  'portfolio.search.title': 'Campagne di ricerca',
  'portfolio.search.text':
    'Campagne costruite su ciò che cercano i viaggiatori, misurate su richieste reali.',
  'portfolio.social.title': 'Lanci sui social media',
  'portfolio.social.text':
    'Piani editoriali e campagne per un nuovo servizio, una destinazione o una stagione.',
  'portfolio.references':
    'Chiedici referenze del tuo settore: le condividiamo con il permesso dei nostri clienti.',
  'portfolio.cta': 'Richiedi un’analisi gratuita',
  'audit.title': 'Analisi di marketing gratuita',
  'audit.lead':
    'Raccontaci della tua azienda: esamineremo il tuo sito, la presenza sui motori di ricerca e i social media, e ti suggeriremo cosa migliorare per primo.',
  'audit.company': 'Nome dell’azienda',
  'audit.website': 'Indirizzo del sito web',
  'audit.websiteHint': 'Ad esempio, www.example.com',
  'audit.email': 'Indirizzo e-mail',
  'audit.submit': 'Richiedi la mia analisi gratuita',
  'audit.includes.title': 'Cosa comprende l’analisi',
  'audit.includes.website': 'Velocità, accessibilità e chiarezza del tuo sito',
  'audit.includes.search': 'Come compari nei risultati di ricerca',
  'audit.includes.social': 'La tua presenza sui social media',
  'audit.toastTitle': 'Analisi di marketing gratuita richiesta',
  'audit.toastText':
    'I nostri esperti di marketing digitale ti contatteranno entro 24 ore con la tua analisi personalizzata.',
  'audit.toastClose': 'Chiudi',
  'audit.errorSummary': 'C’è un problema',
  'audit.errorPrefix': 'Errore:',
  'audit.errors.company.required': 'Inserisci il nome della tua azienda',
  'audit.errors.company.tooLong': 'Il nome dell’azienda deve avere al massimo 120 caratteri',
  'audit.errors.website.required': 'Inserisci l’indirizzo del tuo sito web',
  'audit.errors.website.invalid': 'Inserisci un indirizzo web come www.example.com',
  'audit.errors.email.required': 'Inserisci il tuo indirizzo e-mail',
  'audit.errors.email.invalid':
    'Inserisci un indirizzo e-mail nel formato corretto, ad esempio nome@example.com',
};
