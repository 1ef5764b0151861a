import type { ApplicationMailMessages } from './en';

export const es: ApplicationMailMessages = {
  'applicationMail.etaType.tourist': 'Turismo',
  'applicationMail.etaType.business': 'Negocios',
  'applicationMail.etaType.transit': 'Tránsito',
  'applicationMail.processing.normal': 'Tramitación normal',
  'applicationMail.processing.fast': 'Tramitación rápida',
  'applicationMail.processing.super_fast': 'Tramitación muy rápida',
  'applicationMail.processing.time': '{min}–{max} días hábiles',
  'applicationMail.agreementText.terms': 'He leído y acepto las Condiciones del servicio',
  'applicationMail.agreementText.privacy': 'He leído y acepto la Política de privacidad',
  'applicationMail.agreementText.dataAccuracy':
    'Confirmo que la información facilitada es verdadera, completa y correcta',
  'applicationMail.agreementText.paymentAgreement':
    'Acepto pagar las tarifas indicadas y entiendo que no son reembolsables una vez iniciada la tramitación',
  'applicationMail.greeting': 'Hola:',
  'applicationMail.signoff': 'Kenya eTA Online',
  'applicationMail.footer':
    'Recibe este correo porque se hizo una solicitud con esta dirección en Kenya eTA Online. Somos una empresa privada, no el Gobierno de Kenia.',
  'applicationMail.label.applicationNumber': 'Número de solicitud',
  'applicationMail.label.applicants': 'Solicitantes',
  'applicationMail.label.etaType': 'Tipo de eTA',
  'applicationMail.label.processing': 'Velocidad de tramitación',
  'applicationMail.label.insurance': 'Seguro de viaje',
  'applicationMail.label.total': 'Total',
  'applicationMail.insurance.included': 'Incluido',
  'applicationMail.insurance.notIncluded': 'No incluido',
  'applicationMail.confirmation.subject': 'Hemos recibido su solicitud de eTA para Kenia {applicationNumber}',
  'applicationMail.confirmation.intro':
    'Gracias. Hemos recibido su solicitud de eTA para Kenia. Guarde su número de solicitud: lo necesitará para pagar, subir documentos y consultar el estado.',
  'applicationMail.confirmation.nextHeading': 'Próximos pasos',
  'applicationMail.confirmation.stepPay': 'Pague la solicitud. La tramitación empieza solo después del pago.',
  'applicationMail.confirmation.stepUpload':
    'Suba los documentos de cada solicitante: la página del pasaporte con la foto y una fotografía reciente.',
  'applicationMail.confirmation.stepDecision':
    'Tramitamos la solicitud en {time} tras el pago y le enviamos el resultado por correo electrónico.',
  'applicationMail.confirmation.statusHint':
    'Puede consultar el estado en cualquier momento con su número de solicitud y este correo electrónico.',
  'applicationMail.agreement.subject':
    'Su acuerdo firmado para la solicitud de eTA para Kenia {applicationNumber}',
  'applicationMail.agreement.intro':
    'Adjuntamos el acuerdo que firmó para la solicitud {applicationNumber}. Consérvelo para sus registros.',
  'applicationMail.pdf.title': 'Acuerdo firmado',
  'applicationMail.pdf.applicationNumber': 'Número de solicitud',
  'applicationMail.pdf.applicants': 'Solicitantes',
  'applicationMail.pdf.agreements': 'Declaraciones',
  'applicationMail.pdf.accepted': 'Aceptado',
  'applicationMail.pdf.signedAt': 'Firmado el (UTC)',
  'applicationMail.pdf.ipAddress': 'Dirección IP',
  'applicationMail.pdf.userAgent': 'Navegador (user agent)',
  'applicationMail.pdf.signature': 'Firma',
  'applicationMail.pdf.typedSignature': 'Firmado escribiendo el nombre completo',
};
