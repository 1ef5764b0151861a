import { company } from '../company';
import type { LegalDocument } from './types';

export const paymentPolicy: LegalDocument = {
  key: 'legal.payment',
  date: { kind: 'effective', iso: '2025-08-01' },
  intro:
    '<p>This policy explains how payments for Kenya eTA applications are taken, protected and, where the rules allow, refunded.</p>',
  sections: [
    {
      id: 'gateway',
      title: '1. Payment gateway and methods',
      html: '<p>Payments are taken by card through a secure payment gateway: Visa, Mastercard, American Express and other regional online payment options where the gateway offers them. You pay on the gateway’s hosted page; we never receive your full card number or security code.</p>',
    },
    {
      id: 'three-d-secure',
      title: '2. 3-D Secure',
      html: '<p>Card payments are authenticated with 3-D Secure 2.0 by your bank. If the check fails, the payment is declined and you are not charged; you can try again or use another card.</p>',
    },
    {
      id: 'currency-pricing',
      title: '3. Currency, pricing and tax',
      html: '<p>Prices are in US dollars and cover our consultancy (service) fee, the government visa fee, the processing fee you choose and tax where it applies. If your card is in another currency, your bank converts the amount and may charge a fee. An invoice or receipt is created automatically after payment and sent by e-mail.</p>',
    },
    {
      id: 'chargebacks',
      title: '4. Chargeback policy',
      html: '<p>A chargeback is a request to your bank to reverse a payment. If you dispute a payment, we give your bank the evidence of the service we provided, including your signed declaration. Fraudulent chargebacks, such as disputing a payment for an eTA that was issued, lead to suspension of the service, blacklisting of the name, e-mail address and IP address involved, and a report to the card schemes.</p>',
    },
    {
      id: 'disputes',
      title: '5. Dispute protocol',
      html: '<p>Before you open a dispute with your bank, contact our support with your application number. We answer within 24 hours and aim to resolve valid payment issues within 3 business days. If we cannot agree, you keep every right your bank and the law give you.</p>',
    },
    {
      id: 'refunds',
      title: '6. Refunds and cancellations',
      html: '<p>You may cancel within 24 hours of payment if processing has not started. No refund is possible once an application is being processed or has been submitted to the Kenyan immigration authorities. Approved refunds are paid within 7 business days to the original payment method. The refund policy has the details.</p>',
    },
    {
      id: 'anti-fraud',
      title: '7. Anti-fraud checks',
      html: '<p>To protect cardholders, payments are screened with geolocation, device fingerprinting, velocity checks and blacklist screening. A payment may be held or declined when these checks show a risk; we then contact you.</p>',
    },
    {
      id: 'data-privacy',
      title: '8. Data privacy',
      html: '<p>We keep the amount, the order number, the payment result and the invoice, for six years as UK tax law requires. Full card numbers and security codes are never stored by us. Our privacy policy explains how we handle personal data.</p>',
    },
    {
      id: 'contact',
      title: '9. Contact',
      html: `<p>Payment questions: ${company.supportEmail}, or the contact page of this site. ${company.legalName}, registered in ${company.jurisdiction}.</p>`,
    },
  ],
};
