import type { PublicInfoMessages } from './en';

export const it: PublicInfoMessages = {
  'fees.title': 'Tariffe per viaggiatore',
  'fees.caption': 'Tariffe per viaggiatore, in dollari statunitensi',
  'fees.item': 'Voce',
  'fees.amount': 'Importo per viaggiatore',
  'fees.government': 'Tassa governativa',
  'fees.service': 'Tariffa di servizio (più bassa per i gruppi numerosi)',
  'fees.range': 'da {min} a {max}',
  'fees.speed.normal': 'Normale',
  'fees.speed.fast': 'Veloce',
  'fees.speed.super_fast': 'Super veloce',
  'fees.processingRow': 'Elaborazione {speed}, da {min} a {max} giorni lavorativi',
  'fees.businessDays': 'Da {min} a {max} giorni lavorativi',
  'fees.perPerson': '{amount} per viaggiatore',
  'fees.popular': 'Più scelta',
  'fees.insurance': 'Assicurazione di viaggio (facoltativa)',
  'fees.total': 'Il totale è la somma di queste tariffe per ogni viaggiatore. Lo vedi prima di pagare.',
  'generalInfo.title': 'Informazioni generali sull’eTA per il Kenya',
  'generalInfo.lead':
    'Da gennaio 2024 la maggior parte dei visitatori del Kenya ha bisogno di un’autorizzazione elettronica di viaggio (eTA) invece del visto. Ecco di cosa si tratta e come funziona.',
  'generalInfo.what.title': 'Che cos’è l’eTA per il Kenya?',
  'generalInfo.what.text':
    'L’eTA è un permesso elettronico per viaggiare in Kenya, rilasciato dal governo keniota prima della partenza. La richiedi online e ricevi l’eTA approvata via e-mail. Le compagnie aeree la controllano prima dell’imbarco e gli agenti dell’immigrazione all’arrivo.',
  'generalInfo.types.title': 'Tipi di eTA',
  'generalInfo.types.tourist.title': 'Turismo e visite',
  'generalInfo.types.tourist.text': 'Vacanze, safari e visite a parenti o amici.',
  'generalInfo.types.business.title': 'Affari',
  'generalInfo.types.business.text':
    'Riunioni, conferenze e brevi viaggi di lavoro. Per un lavoro retribuito in Kenya serve invece un permesso di lavoro.',
  'generalInfo.types.transit.title': 'Transito',
  'generalInfo.types.transit.text':
    'Attraversare il Kenya per un massimo di 72 ore diretti in un altro Paese.',
  'generalInfo.validity.title': 'Validità',
  'generalInfo.validity.entry':
    'L’eTA per turismo o affari vale per un solo ingresso entro 90 giorni dal rilascio.',
  'generalInfo.validity.stay': 'Puoi restare in Kenya fino a 90 giorni per ogni visita.',
  'generalInfo.validity.transit':
    'L’eTA di transito consente un solo ingresso e un soggiorno massimo di 72 ore.',
  'generalInfo.validity.passport': 'Il passaporto deve essere valido almeno 6 mesi dopo il giorno di arrivo.',
  'generalInfo.notes.title': 'Buono a sapersi',
  'generalInfo.notes.each': 'Ogni viaggiatore ha bisogno della propria eTA, compresi bambini e neonati.',
  'generalInfo.notes.early':
    'Fai domanda almeno una settimana prima della partenza; l’elaborazione veloce e super veloce aiuta con i programmi dell’ultimo minuto.',
  'generalInfo.notes.entry':
    'L’eTA ti permette di viaggiare in Kenya; sull’ingresso decide l’agente dell’immigrazione.',
  'generalInfo.notes.private':
    'Siamo un servizio privato, non il governo del Kenya. Il nostro prezzo include la tassa governativa.',
  'generalInfo.apply': 'Richiedi ora',
  'generalInfo.howTo': 'Come fare domanda',
  'requirements.title': 'Requisiti di visto ed eTA per il Kenya',
  'requirements.lead': 'Scopri se ti serve un’eTA, cosa preparare e cosa ti aspetta all’arrivo in Kenya.',
  'requirements.eta.title': 'Paesi i cui cittadini hanno bisogno dell’eTA',
  'requirements.eta.text':
    'I cittadini di questi {count} Paesi hanno bisogno dell’eTA, come i cittadini di ogni Paese non elencato tra quelli senza visto o esenti.',
  'requirements.visaFree.title': 'Paesi senza visto',
  'requirements.visaFree.text':
    'I cittadini di questi {count} Paesi possono visitare il Kenya senza visto né eTA.',
  'requirements.exempt.title': 'Esenti dall’eTA',
  'requirements.exempt.text': 'I cittadini di questi Paesi sono esenti dall’eTA per le visite brevi.',
  'requirements.docs.title': 'Documenti necessari',
  'requirements.docs.passport':
    'Un passaporto valido almeno 6 mesi dopo l’arrivo, con almeno una pagina libera (se ne consigliano due).',
  'requirements.docs.photo':
    'Una foto recente formato tessera, scattata negli ultimi 6 mesi su sfondo chiaro.',
  'requirements.docs.itinerary':
    'Il tuo itinerario: biglietto di ritorno o di prosecuzione e i dati del volo, se li hai.',
  'requirements.docs.accommodation':
    'Dove alloggerai: una prenotazione alberghiera o una lettera d’invito del tuo ospite.',
  'requirements.docs.contact': 'Un indirizzo e-mail e un numero di telefono a cui contattarti.',
  'requirements.health.title': 'Requisiti sanitari',
  'requirements.health.yellowFever':
    'Il certificato di vaccinazione contro la febbre gialla è richiesto se arrivi da un Paese a rischio di febbre gialla o vi sei transitato.',
  'requirements.health.doctor':
    'Consulta il medico 4-6 settimane prima della partenza per le vaccinazioni di routine e la profilassi antimalarica.',
  'requirements.health.insurance':
    'Un’assicurazione di viaggio con copertura sanitaria è vivamente consigliata.',
  'requirements.special.title': 'Casi particolari',
  'requirements.special.minors':
    'I minori di 18 anni hanno bisogno della propria eTA. Un minore che viaggia senza entrambi i genitori deve avere il loro consenso scritto e il certificato di nascita.',
  'requirements.special.diplomats':
    'I titolari di passaporti diplomatici, di servizio o ufficiali in missione ufficiale seguono una procedura separata: scegli Diplomatici nella pagina iniziale.',
  'requirements.special.transit':
    'Se lasci l’aeroporto durante uno scalo ti serve un’eTA di transito; se resti nell’area di transito internazionale, no.',
  'requirements.special.residents':
    'I titolari di un permesso di soggiorno o di lavoro keniota valido non hanno bisogno dell’eTA.',
  'requirements.restrictions.title': 'Restrizioni all’ingresso',
  'requirements.restrictions.currency':
    'Il contante oltre i 10.000 dollari statunitensi, o il loro equivalente in un’altra valuta, va dichiarato all’arrivo.',
  'requirements.restrictions.plastic':
    'I sacchetti di plastica monouso sono vietati in Kenya e vengono ritirati all’arrivo.',
  'requirements.restrictions.goods':
    'Droghe, armi da fuoco, merci contraffatte e prodotti della fauna selvatica sono vietati. Porta i farmaci nella confezione originale con la ricetta.',
  'requirements.restrictions.officer':
    'Gli agenti dell’immigrazione possono chiedere il biglietto di ritorno, l’alloggio e la prova di mezzi sufficienti, e decidono sull’ingresso.',
  'requirements.tips.title': 'Consigli per una domanda senza intoppi',
  'requirements.tips.early': 'Fai domanda almeno una settimana prima della partenza.',
  'requirements.tips.names': 'Inserisci ogni nome esattamente come scritto sul passaporto.',
  'requirements.tips.scan':
    'Carica una scansione nitida della pagina dati del passaporto con tutti e quattro gli angoli visibili.',
  'requirements.tips.copy': 'Durante il viaggio tieni con te una copia stampata o digitale della tua eTA.',
  'requirements.disclaimer':
    'Le regole di ingresso sono stabilite dal governo del Kenya e possono cambiare con poco preavviso. Controlla le fonti ufficiali prima di partire.',
  'requirements.apply': 'Inizia la domanda',
  'requirements.faq': 'Leggi le FAQ',
  'requirements.contact': 'Contattaci',
  'howTo.title': 'Come richiedere l’eTA per il Kenya',
  'howTo.lead':
    'La domanda richiede circa 15 minuti per viaggiatore. Ecco i passaggi, cosa ti serve, le opzioni di elaborazione e i nostri consigli.',
  'howTo.steps.title': 'Quattro passaggi',
  'howTo.steps.apply.title': 'Compila la domanda',
  'howTo.steps.apply.text':
    'Inserisci i dati del passaporto e del viaggio di ogni viaggiatore. Una domanda copre fino a 10 viaggiatori.',
  'howTo.steps.pay.title': 'Scegli l’elaborazione e paga',
  'howTo.steps.pay.text':
    'Scegli l’elaborazione normale, veloce o super veloce, aggiungi se vuoi un’assicurazione di viaggio e paga in sicurezza con carta.',
  'howTo.steps.upload.title': 'Carica i documenti',
  'howTo.steps.upload.text':
    'Carica una scansione della pagina dati di ogni passaporto e una foto recente di ogni viaggiatore.',
  'howTo.steps.receive.title': 'Ricevi la tua eTA',
  'howTo.steps.receive.text':
    'Controlliamo tutto e lo inoltriamo. Ricevi l’eTA approvata via e-mail e puoi seguire lo stato online.',
  'howTo.requirements.title': 'Cosa ti serve',
  'howTo.requirements.passport': 'Un passaporto valido almeno 6 mesi dopo l’arrivo',
  'howTo.requirements.photo': 'Una foto digitale recente di ogni viaggiatore',
  'howTo.requirements.email': 'Un indirizzo e-mail che puoi leggere durante il viaggio',
  'howTo.requirements.card': 'Una carta Visa, Mastercard o American Express',
  'howTo.requirements.trip': 'Le date del viaggio e l’indirizzo dell’alloggio',
  'howTo.processing.title': 'Opzioni di elaborazione',
  'howTo.processing.text':
    'Il tempo di elaborazione parte quando il pagamento è confermato. I giorni lavorativi escludono fine settimana e festivi.',
  'howTo.dos.title': 'Cosa fare',
  'howTo.dos.early': 'Fai domanda almeno una settimana prima del viaggio.',
  'howTo.dos.check': 'Prima di pagare, confronta ogni nome e numero di passaporto con il passaporto.',
  'howTo.dos.validity': 'Usa un passaporto valido almeno 6 mesi dopo l’arrivo.',
  'howTo.dos.number': 'Conserva il numero di domanda: serve per seguirla.',
  'howTo.dos.carry': 'Porta in viaggio una copia della tua eTA approvata.',
  'howTo.donts.title': 'Cosa evitare',
  'howTo.donts.booking': 'Non prenotare viaggi non modificabili prima che la tua eTA sia approvata.',
  'howTo.donts.scans': 'Non caricare scansioni sfocate, tagliate o ritoccate.',
  'howTo.donts.twice': 'Non presentare due domande per lo stesso viaggio: contattaci invece.',
  'howTo.donts.damaged': 'Non viaggiare con un passaporto danneggiato o denunciato come smarrito.',
  'howTo.donts.share': 'Non rendere pubblici il numero di domanda o le nostre e-mail.',
  'howTo.apply': 'Inizia la domanda',
  'about.title': 'Chi siamo',
  'about.lead':
    'Kenya eTA Online aiuta i viaggiatori a richiedere l’autorizzazione elettronica di viaggio per il Kenya nella propria lingua, con prezzi chiari e assistenza vera.',
  'about.who.title': 'Chi siamo',
  'about.who.text':
    'Siamo una società privata registrata in Inghilterra e Galles che opera come intermediario a pagamento. Non siamo il governo del Kenya e non siamo affiliati a esso. Il nostro prezzo comprende la tassa governativa e la nostra tariffa di servizio.',
  'about.what.title': 'Cosa facciamo',
  'about.what.languages': 'Ti guidiamo nella domanda in 14 lingue.',
  'about.what.check': 'Controlliamo ogni domanda prima dell’invio.',
  'about.what.groups': 'Gestiamo in una volta le domande di gruppi fino a 10 viaggiatori.',
  'about.what.updates': 'Ti teniamo aggiornato via e-mail e con il monitoraggio online dello stato.',
  'about.what.support': 'Rispondiamo alle tue domande via e-mail e chat dal vivo.',
  'about.contact.title': 'Mettiti in contatto',
  'about.contact.text':
    'Domande prima o dopo la richiesta? Il nostro team di assistenza risponde entro 24 ore.',
  'about.apply': 'Inizia la domanda',
  'about.contactLink': 'Contattaci',
};
