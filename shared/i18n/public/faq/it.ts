import type { FaqMessages } from './en';

export const it: FaqMessages = {
  'faq.title': 'Domande frequenti',
  'faq.lead': 'Risposte sull’eTA per il Kenya, sul nostro servizio, sul pagamento e sul viaggio.',
  'faq.search.label': 'Cerca tra le domande',
  'faq.search.hint': 'Ad esempio: rimborso, passaporto, gruppo',
  'faq.categories.label': 'Categoria',
  'faq.category.all': 'Tutte',
  'faq.category.general': 'Generale',
  'faq.category.application': 'Domanda',
  'faq.category.payment': 'Pagamento',
  'faq.category.validity': 'Validità',
  'faq.category.requirements': 'Requisiti',
  'faq.category.process': 'Procedura',
  'faq.category.travel': 'Viaggio',
  'faq.results': 'Domande mostrate: {count} di {total}',
  'faq.noResults.title': 'Nessun risultato trovato',
  'faq.noResults.text': 'Prova a modificare i termini di ricerca o il filtro per categoria.',
  'faq.help.title': 'Ti serve ancora aiuto?',
  'faq.help.text':
    'Il nostro team risponde entro 24 ore e puoi controllare lo stato della tua domanda in qualsiasi momento.',
  'faq.help.contact': 'Contattaci',
  'faq.help.status': 'Controlla lo stato della domanda',
  'faq.what-is-eta.question': 'Che cos’è l’eTA per il Kenya?',
  'faq.what-is-eta.answer':
    'L’autorizzazione elettronica di viaggio (eTA) è il permesso di cui ha bisogno la maggior parte dei visitatori per recarsi in Kenya. Ha sostituito i visti nel gennaio 2024. La richiedi online prima del viaggio e ricevi l’eTA approvata via e-mail.',
  'faq.who-needs-eta.question': 'Chi ha bisogno dell’eTA per il Kenya?',
  'faq.who-needs-eta.answer':
    'Ogni visitatore ha bisogno dell’eTA, a meno che non sia cittadino di un Paese senza visto o esente, come gli altri membri della Comunità dell’Africa orientale. Anche bambini e neonati hanno bisogno della propria eTA. Verifica la tua cittadinanza nella nostra pagina dei requisiti di ingresso.',
  'faq.processing-times.question': 'Quanto dura l’elaborazione?',
  'faq.processing-times.answer':
    'L’elaborazione normale richiede da {normalMin} a {normalMax} giorni lavorativi, quella veloce da {fastMin} a {fastMax} giorni lavorativi e quella super veloce da {superFastMin} a {superFastMax} giorni lavorativi. Il tempo parte quando il pagamento è confermato.',
  'faq.required-documents.question': 'Di quali documenti ho bisogno?',
  'faq.required-documents.answer':
    'Un passaporto valido almeno 6 mesi dopo l’arrivo, una foto recente formato tessera, le date del viaggio e l’indirizzo dell’alloggio. Dopo il pagamento carichi una scansione della pagina dati del passaporto e la tua foto.',
  'faq.group-applications.question': 'Posso fare domanda insieme alla mia famiglia o al mio gruppo?',
  'faq.group-applications.answer':
    'Sì. Una domanda copre da 1 a 10 viaggiatori. I dati uguali per tutti, come le date del viaggio, si inseriscono una volta sola, e la tariffa di servizio a persona è più bassa per i gruppi numerosi.',
  'faq.cost.question': 'Quanto costa l’eTA?',
  'faq.cost.answer':
    'Per ogni viaggiatore paghi la tassa governativa di {governmentFee}, la nostra tariffa di servizio da {serviceMin} a {serviceMax} a seconda delle dimensioni del gruppo e una tariffa di elaborazione di {normal}, {fast} o {superFast} a seconda della velocità. L’assicurazione di viaggio è facoltativa, a {insurance}. Vedi il totale prima di pagare.',
  'faq.payment-methods.question': 'Come posso pagare?',
  'faq.payment-methods.answer':
    'Con carta di debito o di credito (Visa, Mastercard o American Express) su una pagina di pagamento sicura con 3-D Secure. Non vediamo né conserviamo mai il numero completo della tua carta.',
  'faq.refunds.question': 'Posso ottenere un rimborso?',
  'faq.refunds.answer':
    'Puoi chiedere un rimborso entro 24 ore dal pagamento se l’elaborazione non è iniziata. Quando la domanda è in elaborazione o è stata inoltrata alle autorità keniote, le tariffe non sono più rimborsabili. I dettagli sono nella nostra politica di rimborso.',
  'faq.validity.question': 'Per quanto tempo è valida l’eTA?',
  'faq.validity.answer':
    'L’eTA per turismo o affari vale per un solo ingresso entro 90 giorni dal rilascio. L’eTA di transito consente un soggiorno massimo di 72 ore.',
  'faq.length-of-stay.question': 'Quanto tempo posso restare in Kenya?',
  'faq.length-of-stay.answer':
    'Fino a 90 giorni per visita con un’eTA per turismo o affari. L’agente dell’immigrazione stabilisce la durata del soggiorno all’arrivo.',
  'faq.vaccinations.question': 'Servono vaccinazioni?',
  'faq.vaccinations.answer':
    'Il certificato contro la febbre gialla è richiesto se arrivi da un Paese a rischio di febbre gialla o vi sei transitato. Chiedi al medico, 4-6 settimane prima della partenza, delle altre vaccinazioni e della profilassi antimalarica.',
  'faq.passport-validity.question': 'Quanto deve essere valido il mio passaporto?',
  'faq.passport-validity.answer':
    'Almeno 6 mesi dopo il giorno di arrivo in Kenya, con almeno una pagina libera per il timbro d’ingresso (se ne consigliano due).',
  'faq.tracking.question': 'Come seguo la mia domanda?',
  'faq.tracking.answer':
    'Inserisci il numero di domanda (ad esempio KE-12345678) e il tuo indirizzo e-mail nella pagina dello stato. Ti scriviamo anche quando viene presa la decisione.',
  'faq.printing.question': 'Devo stampare la mia eTA?',
  'faq.printing.answer':
    'Porta una copia stampata o tienila sul telefono. Le compagnie aeree possono chiederla al check-in e gli agenti dell’immigrazione la controllano all’arrivo.',
  'faq.extending-stay.question': 'Posso prolungare il mio soggiorno in Kenya?',
  'faq.extending-stay.answer':
    'Le proroghe sono decise dal Dipartimento dei servizi di immigrazione del Kenya, non da noi. Rivolgiti a loro prima della fine del soggiorno consentito: superarlo può comportare multe e il divieto di rientro.',
};
