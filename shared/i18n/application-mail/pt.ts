import type { ApplicationMailMessages } from './en';

export const pt: ApplicationMailMessages = {
  'applicationMail.etaType.tourist': 'Turismo',
  'applicationMail.etaType.business': 'Negócios',
  'applicationMail.etaType.transit': 'Trânsito',
  'applicationMail.processing.normal': 'Processamento normal',
  'applicationMail.processing.fast': 'Processamento rápido',
  'applicationMail.processing.super_fast': 'Processamento super-rápido',
  'applicationMail.processing.time': '{min}–{max} dias úteis',
  'applicationMail.agreementText.terms': 'Li e aceito os Termos de Serviço',
  'applicationMail.agreementText.privacy': 'Li e aceito a Política de Privacidade',
  'applicationMail.agreementText.dataAccuracy':
    'Confirmo que as informações que prestei são verdadeiras, completas e exatas',
  'applicationMail.agreementText.paymentAgreement':
    'Aceito pagar as taxas indicadas e compreendo que não são reembolsáveis depois de iniciado o processamento',
  'applicationMail.greeting': 'Olá,',
  'applicationMail.signoff': 'Kenya eTA Online',
  'applicationMail.footer':
    'Recebe este e-mail porque foi feito um pedido com este endereço no Kenya eTA Online. Somos uma empresa privada, não o Governo do Quénia.',
  'applicationMail.label.applicationNumber': 'Número do pedido',
  'applicationMail.label.applicants': 'Requerentes',
  'applicationMail.label.etaType': 'Tipo de eTA',
  'applicationMail.label.processing': 'Velocidade de processamento',
  'applicationMail.label.insurance': 'Seguro de viagem',
  'applicationMail.label.total': 'Total',
  'applicationMail.insurance.included': 'Incluído',
  'applicationMail.insurance.notIncluded': 'Não incluído',
  'applicationMail.confirmation.subject': 'Recebemos o seu pedido de eTA para o Quénia {applicationNumber}',
  'applicationMail.confirmation.intro':
    'Obrigado. Recebemos o seu pedido de eTA para o Quénia. Guarde o número do pedido: vai precisar dele para pagar, enviar documentos e consultar o estado.',
  'applicationMail.confirmation.nextHeading': 'Próximos passos',
  'applicationMail.confirmation.stepPay': 'Pague o pedido. O processamento só começa após o pagamento.',
  'applicationMail.confirmation.stepUpload':
    'Envie os documentos de cada requerente: a página do passaporte com a fotografia e uma fotografia recente.',
  'applicationMail.confirmation.stepDecision':
    'Processamos o pedido em {time} após o pagamento e enviamos-lhe o resultado por e-mail.',
  'applicationMail.confirmation.statusHint':
    'Pode consultar o estado a qualquer momento com o número do pedido e este e-mail.',
  'applicationMail.agreement.subject':
    'O seu acordo assinado para o pedido de eTA para o Quénia {applicationNumber}',
  'applicationMail.agreement.intro':
    'Em anexo está o acordo que assinou para o pedido {applicationNumber}. Guarde-o para os seus registos.',
  'applicationMail.pdf.title': 'Acordo assinado',
  'applicationMail.pdf.applicationNumber': 'Número do pedido',
  'applicationMail.pdf.applicants': 'Requerentes',
  'applicationMail.pdf.agreements': 'Declarações',
  'applicationMail.pdf.accepted': 'Aceite',
  'applicationMail.pdf.signedAt': 'Assinado em (UTC)',
  'applicationMail.pdf.ipAddress': 'Endereço IP',
  'applicationMail.pdf.userAgent': 'Navegador (user agent)',
  'applicationMail.pdf.signature': 'Assinatura',
  'applicationMail.pdf.typedSignature': 'Assinado escrevendo o nome completo',
};
