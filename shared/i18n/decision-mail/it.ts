import type { DecisionMailMessages } from './en';

export const it: DecisionMailMessages = {
  'decisionMail.greeting': 'Gentile cliente,',
  'decisionMail.applicationNumber': 'Numero di domanda',
  'decisionMail.applicants': 'Richiedenti',
  'decisionMail.approved.subject': 'La sua eTA per il Kenya è stata approvata – {applicationNumber}',
  'decisionMail.approved.intro':
    'Buone notizie: la sua domanda di eTA per il Kenya {applicationNumber} è stata approvata.',
  'decisionMail.approved.attachment':
    'La sua eTA è allegata a questa e-mail in formato PDF. La stampi o la conservi sul telefono e la mostri insieme al passaporto quando viaggia in Kenya.',
  'decisionMail.approved.check':
    'Verifichi che i nomi e i numeri di passaporto riportati corrispondano ai vostri passaporti. Se qualcosa non è corretto, risponda a questa e-mail prima della partenza.',
  'decisionMail.approved.file': 'kenya-eta-{applicationNumber}.pdf',
  'decisionMail.rejected.subject': 'Decisione sulla sua domanda di eTA per il Kenya {applicationNumber}',
  'decisionMail.rejected.intro':
    'Siamo spiacenti: la sua domanda di eTA per il Kenya {applicationNumber} non è stata approvata.',
  'decisionMail.rejected.reason': 'Motivazione indicata',
  'decisionMail.rejected.next':
    'Se ha domande su questa decisione o ritiene che si basi su informazioni errate, risponda a questa e-mail o contatti il nostro team di assistenza indicando il numero di domanda.',
  'decisionMail.signoff': 'Cordiali saluti, Kenya eTA Online',
  'decisionMail.footer':
    'Riceve questa e-mail perché è stata presentata una domanda con questo indirizzo su Kenya eTA Online. Siamo una società privata, non il Governo del Kenya.',
};
