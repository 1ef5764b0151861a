import type { PublicInfoMessages } from './en';

export const pt: PublicInfoMessages = {
  'fees.title': 'Taxas por viajante',
  'fees.caption': 'Taxas por viajante, em dólares americanos',
  'fees.item': 'Taxa',
  'fees.amount': 'Valor por viajante',
  'fees.government': 'Taxa governamental',
  'fees.service': 'Taxa de serviço (mais baixa para grupos maiores)',
  'fees.range': 'de {min} a {max}',
  'fees.speed.normal': 'Normal',
  'fees.speed.fast': 'Rápido',
  'fees.speed.super_fast': 'Muito rápido',
  'fees.processingRow': 'Processamento {speed}, de {min} a {max} dias úteis',
  'fees.businessDays': 'De {min} a {max} dias úteis',
  'fees.perPerson': '{amount} por viajante',
  'fees.popular': 'Popular',
  'fees.insurance': 'Seguro de viagem (opcional)',
  'fees.total': 'O total é a soma destas taxas por cada viajante. Vê-o antes de pagar.',
  'generalInfo.title': 'Informações gerais sobre a eTA do Quénia',
  'generalInfo.lead':
    'Desde janeiro de 2024, a maioria dos visitantes do Quénia precisa de uma autorização eletrónica de viagem (eTA) em vez de um visto. Saiba o que é e como funciona.',
  'generalInfo.what.title': 'O que é a eTA do Quénia?',
  'generalInfo.what.text':
    'A eTA é uma autorização eletrónica para viajar para o Quénia, emitida pelo Governo do Quénia antes da viagem. Faz o pedido online e recebe a eTA aprovada por e-mail. As companhias aéreas verificam-na antes do embarque e os agentes de imigração à chegada.',
  'generalInfo.types.title': 'Tipos de eTA',
  'generalInfo.types.tourist.title': 'Turismo e visitas',
  'generalInfo.types.tourist.text': 'Férias, safaris e visitas a familiares ou amigos.',
  'generalInfo.types.business.title': 'Negócios',
  'generalInfo.types.business.text':
    'Reuniões, conferências e viagens de negócios curtas. Trabalho remunerado no Quénia exige uma autorização de trabalho.',
  'generalInfo.types.transit.title': 'Trânsito',
  'generalInfo.types.transit.text': 'Passar pelo Quénia durante no máximo 72 horas a caminho de outro país.',
  'generalInfo.validity.title': 'Validade',
  'generalInfo.validity.entry':
    'A eTA de turismo ou negócios é válida para uma única entrada nos 90 dias seguintes à emissão.',
  'generalInfo.validity.stay': 'Pode permanecer no Quénia até 90 dias por visita.',
  'generalInfo.validity.transit':
    'A eTA de trânsito permite uma única entrada e uma estadia de no máximo 72 horas.',
  'generalInfo.validity.passport': 'O passaporte deve ser válido pelo menos 6 meses após o dia da chegada.',
  'generalInfo.notes.title': 'Bom saber',
  'generalInfo.notes.each': 'Cada viajante precisa da sua própria eTA, incluindo crianças e bebés.',
  'generalInfo.notes.early':
    'Faça o pedido pelo menos uma semana antes da viagem; o processamento rápido e muito rápido ajudam nos planos de última hora.',
  'generalInfo.notes.entry':
    'A eTA permite-lhe viajar para o Quénia; a entrada é decidida pelo agente de imigração.',
  'generalInfo.notes.private':
    'Somos um serviço privado, não o Governo do Quénia. O nosso preço inclui a taxa governamental.',
  'generalInfo.apply': 'Solicitar agora',
  'generalInfo.howTo': 'Como solicitar',
  'requirements.title': 'Requisitos de visto e eTA para o Quénia',
  'requirements.lead': 'Saiba se precisa de uma eTA, o que preparar e o que esperar à chegada ao Quénia.',
  'requirements.eta.title': 'Países cujos cidadãos precisam de eTA',
  'requirements.eta.text':
    'Os cidadãos destes {count} países precisam de eTA, tal como os de qualquer país que não conste como isento de visto ou de eTA.',
  'requirements.visaFree.title': 'Países isentos de visto',
  'requirements.visaFree.text': 'Os cidadãos destes {count} países podem visitar o Quénia sem visto nem eTA.',
  'requirements.exempt.title': 'Isentos de eTA',
  'requirements.exempt.text': 'Os cidadãos destes países estão isentos de eTA em visitas curtas.',
  'requirements.docs.title': 'Documentos necessários',
  'requirements.docs.passport':
    'Um passaporte válido pelo menos 6 meses após a chegada, com pelo menos uma página em branco (recomendam-se duas).',
  'requirements.docs.photo': 'Uma fotografia recente tipo passe, tirada nos últimos 6 meses com fundo claro.',
  'requirements.docs.itinerary':
    'O seu itinerário: bilhete de regresso ou de continuação e os dados do voo, se os tiver.',
  'requirements.docs.accommodation': 'Onde vai ficar: reserva de hotel ou carta de convite do anfitrião.',
  'requirements.docs.contact': 'Um e-mail e um número de telefone onde o possamos contactar.',
  'requirements.health.title': 'Requisitos de saúde',
  'requirements.health.yellowFever':
    'É exigido o certificado de vacinação contra a febre-amarela se chegar de um país com risco de febre-amarela ou tiver passado por ele.',
  'requirements.health.doctor':
    'Consulte o seu médico 4 a 6 semanas antes da viagem sobre vacinas de rotina e prevenção da malária.',
  'requirements.health.insurance': 'Recomenda-se vivamente um seguro de viagem com cobertura médica.',
  'requirements.special.title': 'Casos especiais',
  'requirements.special.minors':
    'Os menores de 18 anos precisam da sua própria eTA. Um menor que viaje sem ambos os pais deve levar a autorização escrita dos pais e a certidão de nascimento.',
  'requirements.special.diplomats':
    'Os titulares de passaportes diplomáticos, de serviço ou oficiais em missão oficial seguem um processo próprio: escolha Diplomatas na página inicial do pedido.',
  'requirements.special.transit':
    'Se sair do aeroporto durante uma escala precisa de uma eTA de trânsito; se ficar na zona de trânsito internacional, não precisa.',
  'requirements.special.residents':
    'Os titulares de uma autorização de residência ou de trabalho queniana válida não precisam de eTA.',
  'requirements.restrictions.title': 'Restrições à entrada',
  'requirements.restrictions.currency':
    'O dinheiro em numerário acima de 10 000 dólares americanos, ou o equivalente noutra moeda, tem de ser declarado à chegada.',
  'requirements.restrictions.plastic':
    'Os sacos de plástico descartáveis são proibidos no Quénia e são retirados à chegada.',
  'requirements.restrictions.goods':
    'São proibidos drogas, armas de fogo, contrafações e produtos de vida selvagem. Leve os medicamentos na embalagem original com a receita.',
  'requirements.restrictions.officer':
    'Os agentes de imigração podem pedir o bilhete de regresso, o alojamento e prova de meios de subsistência, e decidem a entrada.',
  'requirements.tips.title': 'Dicas para um pedido sem problemas',
  'requirements.tips.early': 'Faça o pedido pelo menos uma semana antes da viagem.',
  'requirements.tips.names': 'Escreva cada nome exatamente como está no passaporte.',
  'requirements.tips.scan':
    'Carregue uma digitalização nítida da página de dados do passaporte com os quatro cantos visíveis.',
  'requirements.tips.copy': 'Leve uma cópia impressa ou digital da eTA durante a viagem.',
  'requirements.disclaimer':
    'As regras de entrada são definidas pelo Governo do Quénia e podem mudar com pouca antecedência. Consulte as fontes oficiais antes de viajar.',
  'requirements.apply': 'Começar o pedido',
  'requirements.faq': 'Ler as perguntas frequentes',
  'requirements.contact': 'Contacte-nos',
  'howTo.title': 'Como pedir a eTA do Quénia',
  'howTo.lead':
    'O pedido demora cerca de 15 minutos por viajante. Veja os passos, o que precisa, as opções de processamento e os nossos conselhos.',
  'howTo.steps.title': 'Quatro passos',
  'howTo.steps.apply.title': 'Preencha o pedido',
  'howTo.steps.apply.text':
    'Introduza os dados do passaporte e da viagem de cada viajante. Um pedido abrange até 10 viajantes.',
  'howTo.steps.pay.title': 'Escolha o processamento e pague',
  'howTo.steps.pay.text':
    'Escolha processamento normal, rápido ou muito rápido, junte um seguro de viagem se quiser e pague em segurança com cartão.',
  'howTo.steps.upload.title': 'Carregue os documentos',
  'howTo.steps.upload.text':
    'Carregue uma digitalização da página de dados de cada passaporte e uma fotografia recente de cada viajante.',
  'howTo.steps.receive.title': 'Receba a sua eTA',
  'howTo.steps.receive.text':
    'Verificamos tudo e submetemos. Recebe a eTA aprovada por e-mail e pode acompanhar o estado online.',
  'howTo.requirements.title': 'O que precisa',
  'howTo.requirements.passport': 'Um passaporte válido pelo menos 6 meses após a chegada',
  'howTo.requirements.photo': 'Uma fotografia digital recente de cada viajante',
  'howTo.requirements.email': 'Um e-mail que consiga ler durante a viagem',
  'howTo.requirements.card': 'Um cartão Visa, Mastercard ou American Express',
  'howTo.requirements.trip': 'As datas da viagem e a morada onde vai ficar',
  'howTo.processing.title': 'Opções de processamento',
  'howTo.processing.text':
    'O prazo de processamento começa quando o pagamento é confirmado. Os dias úteis excluem fins de semana e feriados.',
  'howTo.dos.title': 'A fazer',
  'howTo.dos.early': 'Faça o pedido pelo menos uma semana antes da viagem.',
  'howTo.dos.check': 'Antes de pagar, confira cada nome e número de passaporte com o passaporte.',
  'howTo.dos.validity': 'Use um passaporte válido pelo menos 6 meses após a chegada.',
  'howTo.dos.number': 'Guarde o número do pedido: precisa dele para o acompanhar.',
  'howTo.dos.carry': 'Leve uma cópia da eTA aprovada na viagem.',
  'howTo.donts.title': 'A evitar',
  'howTo.donts.booking': 'Não reserve viagens que não possa alterar antes de a eTA ser aprovada.',
  'howTo.donts.scans': 'Não carregue digitalizações desfocadas, cortadas ou editadas.',
  'howTo.donts.twice': 'Não faça dois pedidos para a mesma viagem: contacte-nos.',
  'howTo.donts.damaged': 'Não viaje com um passaporte danificado ou dado como perdido.',
  'howTo.donts.share': 'Não publique o número do pedido nem os nossos e-mails.',
  'howTo.apply': 'Começar o pedido',
  'about.title': 'Sobre nós',
  'about.lead':
    'O Kenya eTA Online ajuda os viajantes a pedir a autorização eletrónica de viagem do Quénia no seu próprio idioma, com preços claros e apoio a sério.',
  'about.who.title': 'Quem somos',
  'about.who.text':
    'Somos uma empresa privada registada em Inglaterra e no País de Gales que atua como intermediário remunerado. Não somos o Governo do Quénia nem estamos associados a ele. O nosso preço inclui a taxa governamental e a nossa taxa de serviço.',
  'about.what.title': 'O que fazemos',
  'about.what.languages': 'Guiamo-lo no pedido em 14 idiomas.',
  'about.what.check': 'Verificamos cada pedido antes de o submeter.',
  'about.what.groups': 'Tratamos de uma só vez pedidos de grupos até 10 viajantes.',
  'about.what.updates': 'Mantemo-lo informado por e-mail e pelo acompanhamento online.',
  'about.what.support': 'Respondemos às suas perguntas por e-mail e chat em direto.',
  'about.contact.title': 'Fale connosco',
  'about.contact.text':
    'Tem perguntas antes ou depois do pedido? A nossa equipa de apoio responde em 24 horas.',
  'about.apply': 'Começar o pedido',
  'about.contactLink': 'Contacte-nos',
};
