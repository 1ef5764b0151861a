import { company } from '../company';
import type { LegalDocument } from './types';

export const refundPolicy: LegalDocument = {
  key: 'legal.refund',
  date: { kind: 'updated', iso: '2025-08-01' },
  intro:
    '<p>This policy explains when you can cancel a Kenya eTA application made through Kenya eTA Online and how refunds are handled. It is part of our terms of service.</p>',
  sections: [
    {
      id: 'scope',
      title: '1. Scope',
      html: '<p>This policy covers every payment made on this site for a Kenya eTA application: the government fee, our service fee, the processing fee and optional travel insurance.</p>',
    },
    {
      id: 'cancellation',
      title: '2. Cancelling within 24 hours',
      html: '<p>You may cancel and ask for a full refund within 24 hours of payment, provided processing of your application has not started. Write to us with your application number within that time.</p>',
    },
    {
      id: 'no-refund',
      title: '3. When fees cannot be refunded',
      html: `<ul>
<li>Once your application is being processed or has been submitted to the Kenyan immigration authorities.</li>
<li>When the authorities refuse an eTA, or ask for more information that is not provided.</li>
<li>When an application is delayed or refused because the information or documents given were wrong or incomplete.</li>
<li>For fast and super fast processing once work on the application has started.</li>
</ul>`,
    },
    {
      id: 'government-decisions',
      title: '4. Decisions of the authorities',
      html: '<p>The Government of Kenya decides on every eTA and does not refund its fee. We cannot influence the decision or its timing, and a refusal is not a reason for a refund of our fees once the application has been submitted.</p>',
    },
    {
      id: 'our-errors',
      title: '5. Mistakes made by us',
      html: '<p>If we make a mistake in your application, tell us within 7 days of receiving the result. We correct it at no cost, or refund our service fee if it cannot be corrected.</p>',
    },
    {
      id: 'how-to-request',
      title: '6. How to ask for a refund',
      html: `<p>Use our contact page, or write to ${company.supportEmail}, with your application number, the e-mail address used for the application and the reason for your request.</p>`,
    },
    {
      id: 'review-payment',
      title: '7. Review and payment of refunds',
      html: '<p>We review every request within 3 business days and tell you the result. Approved refunds are paid within 7 business days to the card used for the payment; your bank may take a few more days to show it.</p>',
    },
    {
      id: 'chargebacks',
      title: '8. Chargebacks',
      html: '<p>Please contact us before you dispute a payment with your bank: we answer within 24 hours and most issues are solved within 3 business days. Our payment policy explains how chargebacks are handled.</p>',
    },
    {
      id: 'contact',
      title: '9. Contact',
      html: `<p>${company.legalName}, registered in ${company.jurisdiction}. Customer support: ${company.supportEmail}, or the contact page of this site.</p>`,
    },
  ],
};
