import type { PaymentMailMessages } from './en';

export const es: PaymentMailMessages = {
  'paymentMail.subject': 'Pago recibido – {applicationNumber}',
  'paymentMail.greeting': 'Hola:',
  'paymentMail.intro': 'Gracias. Hemos recibido su pago. Adjuntamos su recibo en PDF.',
  'paymentMail.next':
    'Siguiente paso: suba los documentos de cada solicitante para que podamos tramitar la solicitud.',
  'paymentMail.signoff': 'Kenya eTA Online',
  'paymentMail.footer':
    'Recibe este correo porque se realizó un pago de una solicitud hecha con esta dirección en Kenya eTA Online. Somos una empresa privada, no el Gobierno de Kenia.',
  'paymentMail.receipt.title': 'Recibo de pago',
  'paymentMail.label.applicationNumber': 'Número de solicitud',
  'paymentMail.label.date': 'Fecha del pago',
  'paymentMail.label.applicants': 'Solicitantes',
  'paymentMail.label.transactionId': 'ID de transacción',
  'paymentMail.label.card': 'Tarjeta',
  'paymentMail.card.ending': 'Tarjeta terminada en {last4}',
  'paymentMail.label.items': 'Conceptos',
  'paymentMail.item.serviceFee': 'Tarifa de servicio',
  'paymentMail.item.governmentFee': 'Tasa gubernamental',
  'paymentMail.item.processingFee': 'Tarifa de tramitación',
  'paymentMail.item.insurance': 'Seguro de viaje',
  'paymentMail.item.quantity': '{count} × {price}',
  'paymentMail.label.total': 'Total pagado',
  'paymentMail.receipt.file': 'recibo-{applicationNumber}.pdf',
};
