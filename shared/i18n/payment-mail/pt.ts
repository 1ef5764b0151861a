import type { PaymentMailMessages } from './en';

export const pt: PaymentMailMessages = {
  'paymentMail.subject': 'Pagamento recebido – {applicationNumber}',
  'paymentMail.greeting': 'Olá,',
  'paymentMail.intro': 'Obrigado. Recebemos o seu pagamento. O recibo segue em anexo em PDF.',
  'paymentMail.next':
    'Próximo passo: envie os documentos de cada requerente para que possamos processar o pedido.',
  'paymentMail.signoff': 'Kenya eTA Online',
  'paymentMail.footer':
    'Você recebe este e-mail porque foi feito um pagamento de um pedido com este endereço no Kenya eTA Online. Somos uma empresa privada, não o Governo do Quénia.',
  'paymentMail.receipt.title': 'Recibo de pagamento',
  'paymentMail.label.applicationNumber': 'Número do pedido',
  'paymentMail.label.date': 'Data do pagamento',
  'paymentMail.label.applicants': 'Requerentes',
  'paymentMail.label.transactionId': 'ID da transação',
  'paymentMail.label.card': 'Cartão',
  'paymentMail.card.ending': 'Cartão terminado em {last4}',
  'paymentMail.label.items': 'Itens',
  'paymentMail.item.serviceFee': 'Taxa de serviço',
  'paymentMail.item.governmentFee': 'Taxa governamental',
  'paymentMail.item.processingFee': 'Taxa de processamento',
  'paymentMail.item.insurance': 'Seguro de viagem',
  'paymentMail.item.quantity': '{count} × {price}',
  'paymentMail.label.total': 'Total pago',
  'paymentMail.receipt.file': 'recibo-{applicationNumber}.pdf',
};
