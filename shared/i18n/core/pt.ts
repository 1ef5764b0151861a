import type { CoreMessages } from './en';

export const pt: CoreMessages = {
  'site.name': 'Kenya eTA Online',
  'site.tagline': 'Solicite online a sua autorização eletrónica de viagem para o Quénia',
  'meta.description':
    'Solicite online uma autorização eletrónica de viagem (eTA) para o Quénia para 1 a 10 viajantes, pague com segurança e acompanhe o seu pedido.',
  'a11y.skipToContent': 'Ir para o conteúdo principal',
  'nav.label': 'Navegação principal',
  'nav.home': 'Início',
  'nav.apply': 'Solicitar eTA',
  'nav.checkStatus': 'Verificar estado',
  'nav.howToApply': 'Como solicitar',
  'nav.requirements': 'Requisitos',
  'nav.faq': 'Perguntas frequentes',
  'nav.contact': 'Contacto',
  'language.label': 'Idioma',
  'language.change': 'Mudar de idioma',
  'footer.disclaimer':
    'Somos uma empresa privada que ajuda os viajantes a solicitar a eTA do Quénia. Não temos ligação ao Governo do Quénia. O nosso preço inclui a taxa governamental e a nossa taxa de serviço.',
  'footer.rights': '© {year} Kenya eTA Online. Todos os direitos reservados.',
  'footer.legal': 'Legal',
  'home.title': 'eTA do Quénia: solicite online em minutos',
  'home.lead':
    'Um só pedido para até 10 viajantes. Escolha a velocidade de processamento, pague com cartão em segurança, carregue os seus documentos e acompanhe o pedido online.',
  'home.apply': 'Iniciar o seu pedido',
  'home.checkStatus': 'Verificar o estado do pedido',
  'notFound.title': '404 Página não encontrada',
  'notFound.text': 'Esqueceu-se de adicionar a página ao router?',
  'notFound.help': 'A página que procura não existe ou foi movida.',
  'notFound.home': 'Ir para a página inicial',
};
