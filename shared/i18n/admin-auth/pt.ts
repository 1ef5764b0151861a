import type { AdminAuthMessages } from './en';

export const pt: AdminAuthMessages = {
  'admin.signIn.pageTitle': 'Acesso da equipa',
  'admin.signIn.checking': 'A verificar se tem sessão iniciada…',
  'admin.signIn.title': 'Inicie sessão no painel de administração',
  'admin.signIn.lead':
    'Apenas para a equipa da Kenya eTA. Precisa do seu nome de utilizador, da sua palavra-passe e da aplicação de autenticação no telemóvel.',
  'admin.signIn.username': 'Nome de utilizador',
  'admin.signIn.password': 'Palavra-passe',
  'admin.signIn.continue': 'Continuar',
  'admin.signIn.busy': 'Aguarde…',
  'admin.signIn.errorSummaryTitle': 'Existe um problema',
  'admin.signIn.errorPrefix': 'Erro:',
  'admin.signIn.invalidCredentials': 'Nome de utilizador ou palavra-passe inválidos',
  'admin.signIn.tooManyAttempts.one': 'Demasiadas tentativas. Tente novamente dentro de {minutes} minuto.',
  'admin.signIn.tooManyAttempts.other': 'Demasiadas tentativas. Tente novamente dentro de {minutes} minutos.',
  'admin.signIn.networkError':
    'Não foi possível contactar o servidor. Verifique a ligação e tente novamente.',
  'admin.signIn.serverError': 'Ocorreu um erro do nosso lado. Tente novamente daqui a pouco.',
  'admin.signIn.code.title': 'Introduza o código de acesso',
  'admin.signIn.code.lead': 'Abra a aplicação de autenticação no telemóvel e procure Kenya eTA Admin.',
  'admin.signIn.code.label': 'Código da aplicação de autenticação',
  'admin.signIn.code.hint': 'O código de 6 dígitos muda a cada 30 segundos.',
  'admin.signIn.code.submit': 'Iniciar sessão',
  'admin.signIn.code.invalid':
    'O código está errado ou já foi utilizado. Aguarde pelo código seguinte e tente novamente.',
  'admin.signIn.expired':
    'Não concluiu o início de sessão em 5 minutos. Introduza novamente o nome de utilizador e a palavra-passe.',
  'admin.signIn.restart': 'Recomeçar com o nome de utilizador e a palavra-passe',
  'admin.signIn.enrol.title': 'Configure a aplicação de autenticação',
  'admin.signIn.enrol.lead':
    'Cada acesso da equipa exige, como segundo passo, um código de uma aplicação de autenticação. Só a configura uma vez.',
  'admin.signIn.enrol.install':
    'Instale uma aplicação de autenticação no telemóvel se não tiver nenhuma, por exemplo Google Authenticator, Microsoft Authenticator ou FreeOTP.',
  'admin.signIn.enrol.scan': 'Na aplicação, adicione uma conta e leia este código QR.',
  'admin.signIn.enrol.qrLabel': 'Código QR que adiciona Kenya eTA Admin a uma aplicação de autenticação',
  'admin.signIn.enrol.manual':
    'Se não conseguir lê-lo, escolha introduzir uma chave de configuração e escreva esta chave baseada no tempo:',
  'admin.signIn.enrol.keyLabel': 'Chave de configuração',
  'admin.signIn.enrol.enterCode':
    'Introduza o código de 6 dígitos que a aplicação mostra agora para Kenya eTA Admin.',
  'admin.signIn.enrol.submit': 'Confirmar e iniciar sessão',
  'admin.signIn.signedOut': 'Terminou a sessão.',
  'admin.signIn.signOutFailed':
    'A sua sessão continua iniciada: não foi possível contactar o servidor. Verifique a ligação e tente novamente.',
  'admin.errors.usernameRequired': 'Introduza o seu nome de utilizador',
  'admin.errors.passwordRequired': 'Introduza a sua palavra-passe',
  'admin.errors.codeFormat': 'Introduza o código de 6 dígitos da aplicação de autenticação',
};
