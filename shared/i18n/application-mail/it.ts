import type { ApplicationMailMessages } from './en';

export const it: ApplicationMailMessages = {
  'applicationMail.etaType.tourist': 'Turismo',
  'applicationMail.etaType.business': 'Affari',
  'applicationMail.etaType.transit': 'Transito',
  'applicationMail.processing.normal': 'Elaborazione normale',
  'applicationMail.processing.fast': 'Elaborazione rapida',
  'applicationMail.processing.super_fast': 'Elaborazione rapidissima',
  'applicationMail.processing.time': '{min}–{max} giorni lavorativi',
  'applicationMail.agreementText.terms': 'Ho letto e accetto i Termini di servizio',
  'applicationMail.agreementText.privacy': 'Ho letto e accetto l’Informativa sulla privacy',
  'applicationMail.agreementText.dataAccuracy':
    'Confermo che le informazioni fornite sono vere, complete e corrette',
  'applicationMail.agreementText.paymentAgreement':
    'Accetto di pagare le tariffe indicate e capisco che non sono rimborsabili una volta iniziata l’elaborazione',
  'applicationMail.greeting': 'Buongiorno,',
  'applicationMail.signoff': 'Kenya eTA Online',
  'applicationMail.footer':
    'Ricevi questa email perché è stata presentata una domanda con questo indirizzo su Kenya eTA Online. Siamo un’azienda privata, non il governo del Kenya.',
  'applicationMail.label.applicationNumber': 'Numero di domanda',
  'applicationMail.label.applicants': 'Richiedenti',
  'applicationMail.label.etaType': 'Tipo di eTA',
  'applicationMail.label.processing': 'Velocità di elaborazione',
  'applicationMail.label.insurance': 'Assicurazione di viaggio',
  'applicationMail.label.total': 'Totale',
  'applicationMail.insurance.included': 'Inclusa',
  'applicationMail.insurance.notIncluded': 'Non inclusa',
  'applicationMail.confirmation.subject':
    'Abbiamo ricevuto la tua domanda di eTA per il Kenya {applicationNumber}',
  'applicationMail.confirmation.intro':
    'Grazie. Abbiamo ricevuto la tua domanda di eTA per il Kenya. Conserva il numero di domanda: ti servirà per pagare, caricare i documenti e verificare lo stato.',
  'applicationMail.confirmation.nextHeading': 'Cosa succede ora',
  'applicationMail.confirmation.stepPay': 'Paga la domanda. L’elaborazione inizia solo dopo il pagamento.',
  'applicationMail.confirmation.stepUpload':
    'Carica i documenti di ogni richiedente: la pagina del passaporto con la foto e una foto recente.',
  'applicationMail.confirmation.stepDecision':
    'Elaboriamo la domanda in {time} dopo il pagamento e ti inviamo l’esito via email.',
  'applicationMail.confirmation.statusHint':
    'Puoi verificare lo stato in qualsiasi momento con il numero di domanda e questo indirizzo email.',
  'applicationMail.agreement.subject':
    'Il tuo accordo firmato per la domanda di eTA per il Kenya {applicationNumber}',
  'applicationMail.agreement.intro':
    'In allegato trovi l’accordo che hai firmato per la domanda {applicationNumber}. Conservalo per i tuoi archivi.',
  'applicationMail.pdf.title': 'Accordo firmato',
  'applicationMail.pdf.applicationNumber': 'Numero di domanda',
  'applicationMail.pdf.applicants': 'Richiedenti',
  'applicationMail.pdf.agreements': 'Dichiarazioni',
  'applicationMail.pdf.accepted': 'Accettato',
  'applicationMail.pdf.signedAt': 'Firmato il (UTC)',
  'applicationMail.pdf.ipAddress': 'Indirizzo IP',
  'applicationMail.pdf.userAgent': 'Browser (user agent)',
  'applicationMail.pdf.signature': 'Firma',
  'applicationMail.pdf.typedSignature': 'Firmato scrivendo il nome completo',
};
