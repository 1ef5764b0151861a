import type { FaqMessages } from './en';

export const pt: FaqMessages = {
  'faq.title': 'Perguntas frequentes',
  'faq.lead': 'Respostas sobre a eTA do Quénia, o nosso serviço, o pagamento e a viagem.',
  'faq.search.label': 'Pesquisar nas perguntas',
  'faq.search.hint': 'Por exemplo: reembolso, passaporte, grupo',
  'faq.categories.label': 'Categoria',
  'faq.category.all': 'Todas',
  'faq.category.general': 'Geral',
  'faq.category.application': 'Pedido',
  'faq.category.payment': 'Pagamento',
  'faq.category.validity': 'Validade',
  'faq.category.requirements': 'Requisitos',
  'faq.category.process': 'Processo',
  'faq.category.travel': 'Viagem',
  'faq.results': 'Perguntas apresentadas: {count} de {total}',
  'faq.noResults.title': 'Nenhum resultado encontrado',
  'faq.noResults.text': 'Experimente alterar os termos de pesquisa ou o filtro de categoria.',
  'faq.help.title': 'Ainda precisa de ajuda?',
  'faq.help.text':
    'A nossa equipa de apoio responde em 24 horas e pode verificar o estado do pedido a qualquer momento.',
  'faq.help.contact': 'Contacte-nos',
  'faq.help.status': 'Verificar o estado do pedido',
  'faq.what-is-eta.question': 'O que é a eTA do Quénia?',
  'faq.what-is-eta.answer':
    'A autorização eletrónica de viagem (eTA) é a autorização de que a maioria dos visitantes precisa para viajar para o Quénia. Substituiu os vistos em janeiro de 2024. Faz o pedido online antes da viagem e recebe a eTA aprovada por e-mail.',
  'faq.who-needs-eta.question': 'Quem precisa da eTA do Quénia?',
  'faq.who-needs-eta.answer':
    'Todos os visitantes precisam de eTA, exceto os cidadãos de países isentos de visto ou de eTA, como os outros membros da Comunidade da África Oriental. Crianças e bebés precisam da sua própria eTA. Verifique a sua nacionalidade na nossa página de requisitos de entrada.',
  'faq.processing-times.question': 'Quanto tempo demora o processamento?',
  'faq.processing-times.answer':
    'O processamento normal demora de {normalMin} a {normalMax} dias úteis, o rápido de {fastMin} a {fastMax} dias úteis e o muito rápido de {superFastMin} a {superFastMax} dias úteis. O prazo começa quando o pagamento é confirmado.',
  'faq.required-documents.question': 'De que documentos preciso?',
  'faq.required-documents.answer':
    'Um passaporte válido pelo menos 6 meses após a chegada, uma fotografia recente tipo passe, as datas da viagem e a morada onde vai ficar. Depois do pagamento, carrega uma digitalização da página de dados do passaporte e a sua fotografia.',
  'faq.group-applications.question': 'Posso fazer o pedido em conjunto para a família ou o grupo?',
  'faq.group-applications.answer':
    'Sim. Um pedido abrange de 1 a 10 viajantes. Os dados comuns a todos, como as datas da viagem, são introduzidos uma só vez, e a taxa de serviço por pessoa é mais baixa nos grupos maiores.',
  'faq.cost.question': 'Quanto custa a eTA?',
  'faq.cost.answer':
    'Por cada viajante paga a taxa governamental de {governmentFee}, a nossa taxa de serviço de {serviceMin} a {serviceMax} conforme o tamanho do grupo e uma taxa de processamento de {normal}, {fast} ou {superFast} conforme a rapidez. O seguro de viagem é opcional, por {insurance}. Vê o total antes de pagar.',
  'faq.payment-methods.question': 'Como posso pagar?',
  'faq.payment-methods.answer':
    'Com cartão de débito ou de crédito (Visa, Mastercard ou American Express) numa página de pagamento segura com 3-D Secure. Nunca vemos nem guardamos o número completo do seu cartão.',
  'faq.refunds.question': 'Posso ser reembolsado?',
  'faq.refunds.answer':
    'Pode pedir o reembolso nas 24 horas seguintes ao pagamento se o processamento não tiver começado. Depois de o pedido estar em processamento ou de ter sido submetido às autoridades quenianas, as taxas não são reembolsáveis. A nossa política de reembolso tem os pormenores.',
  'faq.validity.question': 'Durante quanto tempo é válida a eTA?',
  'faq.validity.answer':
    'A eTA de turismo ou negócios é válida para uma única entrada nos 90 dias seguintes à emissão. A eTA de trânsito permite uma estadia de no máximo 72 horas.',
  'faq.length-of-stay.question': 'Quanto tempo posso ficar no Quénia?',
  'faq.length-of-stay.answer':
    'Até 90 dias por visita com uma eTA de turismo ou negócios. O agente de imigração fixa a duração da estadia à chegada.',
  'faq.vaccinations.question': 'Preciso de vacinas?',
  'faq.vaccinations.answer':
    'É exigido o certificado de febre-amarela se chegar de um país com risco de febre-amarela ou tiver passado por ele. Consulte o seu médico 4 a 6 semanas antes da viagem sobre outras vacinas e a prevenção da malária.',
  'faq.passport-validity.question': 'Durante quanto tempo tem de ser válido o meu passaporte?',
  'faq.passport-validity.answer':
    'Pelo menos 6 meses após o dia da chegada ao Quénia, com pelo menos uma página em branco para o carimbo de entrada (recomendam-se duas).',
  'faq.tracking.question': 'Como acompanho o meu pedido?',
  'faq.tracking.answer':
    'Introduza o número do pedido (por exemplo, KE-12345678) e o seu e-mail na página de estado. Também lhe enviamos um e-mail quando houver decisão.',
  'faq.printing.question': 'Tenho de imprimir a eTA?',
  'faq.printing.answer':
    'Leve uma cópia impressa ou guarde-a no telemóvel. As companhias aéreas podem pedi-la no check-in e os agentes de imigração verificam-na à chegada.',
  'faq.extending-stay.question': 'Posso prolongar a minha estadia no Quénia?',
  'faq.extending-stay.answer':
    'As prorrogações são decididas pelo Departamento de Serviços de Imigração do Quénia, não por nós. Faça o pedido junto deles antes do fim da estadia autorizada: exceder o prazo pode levar a multas e à proibição de regressar.',
};
