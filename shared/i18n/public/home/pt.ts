import type { PublicHomeMessages } from './en';

export const pt: PublicHomeMessages = {
  'kenyaHome.highlights': 'De 1 a 10 viajantes · 14 idiomas · Pagamento seguro com cartão',
  'kenyaHome.features.title': 'Tudo o que precisa para a sua eTA do Quénia',
  'kenyaHome.features.form.title': 'Um formulário online claro',
  'kenyaHome.features.form.text':
    'Perguntas simples no seu idioma, ajuda em cada passo e nada para escrever duas vezes.',
  'kenyaHome.features.group.title': 'Um só pedido para o seu grupo',
  'kenyaHome.features.group.text':
    'Peça para até 10 viajantes de uma vez; a taxa de serviço por pessoa baixa à medida que o grupo cresce.',
  'kenyaHome.features.payment.title': 'Pagamento seguro com cartão',
  'kenyaHome.features.payment.text':
    'Pague numa página protegida com 3-D Secure. Nunca guardamos o número do seu cartão.',
  'kenyaHome.features.tracking.title': 'Acompanhe o seu pedido',
  'kenyaHome.features.tracking.text':
    'Consulte o estado online com o número do pedido e receba a sua eTA por e-mail.',
  'kenyaHome.steps.title': 'Como funciona',
  'kenyaHome.steps.apply.title': 'Preencha o pedido',
  'kenyaHome.steps.apply.text': 'Dados do passaporte e da viagem de cada viajante.',
  'kenyaHome.steps.pay.title': 'Escolha a rapidez e pague',
  'kenyaHome.steps.pay.text': 'Processamento normal, rápido ou muito rápido.',
  'kenyaHome.steps.upload.title': 'Carregue os documentos',
  'kenyaHome.steps.upload.text': 'Uma digitalização do passaporte e uma fotografia por viajante.',
  'kenyaHome.steps.receive.title': 'Receba a sua eTA',
  'kenyaHome.steps.receive.text': 'Enviada por e-mail assim que for aprovada.',
  'kenyaHome.steps.more': 'Leia o guia completo do pedido',
  'kenyaHome.why.title': 'Porque é que os viajantes nos escolhem',
  'kenyaHome.why.checked.title': 'Verificado antes do envio',
  'kenyaHome.why.checked.text': 'Revemos cada pedido à procura de erros que causam atrasos ou recusas.',
  'kenyaHome.why.prices.title': 'Preços claros',
  'kenyaHome.why.prices.text': 'A taxa governamental está incluída e vê o total antes de pagar.',
  'kenyaHome.why.support.title': 'Ajuda no seu idioma',
  'kenyaHome.why.support.text': 'Resposta por e-mail em 24 horas e chat em direto em todas as páginas.',
  'kenyaHome.why.privacy.title': 'Dados protegidos',
  'kenyaHome.why.privacy.text':
    'Ligações cifradas, e os seus documentos são apagados 30 dias após a decisão.',
  'eligibility.title': 'Preciso de uma eTA?',
  'eligibility.lead': 'Escolha a sua nacionalidade para ver o que o Quénia lhe pede.',
  'eligibility.label': 'A sua nacionalidade',
  'eligibility.placeholder': 'Escolha a sua nacionalidade',
  'eligibility.eta.title': 'Precisa de uma eTA',
  'eligibility.eta.text':
    'Os cidadãos de {country} precisam de uma autorização eletrónica de viagem antes de viajar para o Quénia.',
  'eligibility.eta.cta': 'Começar o pedido',
  'eligibility.visaFree.title': 'Isento de visto',
  'eligibility.visaFree.text':
    'Os cidadãos de {country} podem visitar o Quénia sem visto nem eTA. Viaje com um passaporte válido durante pelo menos 6 meses.',
  'eligibility.exempt.title': 'Isento de eTA',
  'eligibility.exempt.text':
    'Os cidadãos de {country} estão isentos de eTA em visitas curtas. Confirme quanto tempo pode ficar antes de viajar.',
  'eligibility.disclaimer':
    'As regras de entrada são definidas pelo Governo do Quénia e podem mudar. Confirme-as nas fontes oficiais antes de viajar.',
  'eligibility.more': 'Ver todos os requisitos de entrada',
  'eligibility.noscript':
    'O verificador precisa de JavaScript. A página de requisitos de entrada indica todas as regras.',
  'services.title': 'Os nossos serviços',
  'services.lead':
    'Ajudamos os viajantes a obter a sua eTA do Quénia sem stress e as empresas de viagens a chegar a mais clientes online.',
  'services.travel.title': 'Serviços de autorização de viagem',
  'services.travel.eta.title': 'Pedidos de eTA do Quénia',
  'services.travel.eta.text':
    'Um pedido guiado para 1 a 10 viajantes, verificado pela nossa equipa antes do envio.',
  'services.travel.support.title': 'Apoio em 14 idiomas',
  'services.travel.support.text': 'Ajuda por e-mail e chat em direto antes, durante e depois do pedido.',
  'services.travel.tracking.title': 'Acompanhamento do estado',
  'services.travel.tracking.text': 'Acompanhe o pedido online e receba a sua eTA por e-mail.',
  'services.marketing.title': 'Marketing digital para empresas de viagens',
  'services.marketing.social.title': 'Marketing nas redes sociais',
  'services.marketing.social.text':
    'Campanhas e conteúdos que chegam aos viajantes onde planeiam as viagens.',
  'services.marketing.ads.title': 'Google Ads e SEO',
  'services.marketing.ads.text':
    'Campanhas de pesquisa e otimização para motores de busca que trazem visitantes prontos a reservar.',
  'services.marketing.web.title': 'Sites e páginas de destino',
  'services.marketing.web.text':
    'Páginas rápidas, acessíveis e multilingues que transformam visitantes em clientes.',
  'services.cta': 'Pedir uma auditoria de marketing gratuita',
  'portfolio.title': 'Portefólio',
  'portfolio.lead': 'Os tipos de projetos que realizamos para empresas de viagens e de serviços.',
  'portfolio.multilingual.title': 'Sites de serviços multilingues',
  'portfolio.multilingual.text':
    'Sites em muitos idiomas, incluindo os escritos da direita para a esquerda, rápidos em redes móveis. Este site é um deles.',
  'portfolio.search.title': 'Campanhas de pesquisa',
  'portfolio.search.text':
    'Campanhas construídas a partir do que os viajantes procuram, medidas com pedidos reais.',
  'portfolio.social.title': 'Lançamentos nas redes sociais',
  'portfolio.social.text': 'Planos de conteúdo e campanhas para um novo serviço, destino ou época.',
  'portfolio.references':
    'Peça-nos referências do seu setor: partilhamo-las com autorização dos nossos clientes.',
  'portfolio.cta': 'Pedir uma auditoria gratuita',
  'audit.title': 'Auditoria de marketing gratuita',
  'audit.lead':
    'Fale-nos da sua empresa: analisaremos o seu site, a presença nos motores de busca e as redes sociais, e sugerimos o que melhorar primeiro.',
  'audit.company': 'Nome da empresa',
  'audit.website': 'Endereço do site',
  'audit.websiteHint': 'Por exemplo, www.example.com',
  'audit.email': 'Endereço de e-mail',
  'audit.submit': 'Pedir a minha auditoria gratuita',
  'audit.includes.title': 'O que a auditoria inclui',
  'audit.includes.website': 'A velocidade, a acessibilidade e a clareza do seu site',
  'audit.includes.search': 'Como aparece nos resultados de pesquisa',
  'audit.includes.social': 'A sua presença nas redes sociais',
  'audit.toastTitle': 'Auditoria de marketing gratuita pedida',
  'audit.toastText':
    'Os nossos especialistas em marketing digital vão contactá-lo em 24 horas com a sua auditoria personalizada.',
  'audit.toastClose': 'Fechar',
  'audit.errorSummary': 'Há um problema',
  'audit.errorPrefix': 'Erro:',
  'audit.errors.company.required': 'Indique o nome da sua empresa',
  'audit.errors.company.tooLong': 'O nome da empresa deve ter no máximo 120 caracteres',
  'audit.errors.website.required': 'Indique o endereço do seu site',
  'audit.errors.website.invalid': 'Indique um endereço de site como www.example.com',
  'audit.errors.email.required': 'Indique o seu endereço de e-mail',
  'audit.errors.email.invalid': 'Indique um endereço de e-mail no formato correto, como nome@example.com',
};
