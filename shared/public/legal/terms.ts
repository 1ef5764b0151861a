import { company } from '../company';
import type { LegalDocument } from './types';

export const termsOfService: LegalDocument = {
  key: 'legal.terms',
  date: { kind: 'updated', iso: '2025-08-09' },
  intro: `<p>These terms apply between you and ${company.legalName}, a company registered in ${company.jurisdiction}, when you use this website and our Kenya eTA application service. Please read them before you pay. By ticking the agreement before payment you accept them.</p>`,
  sections: [
    {
      id: 'requirements',
      title: 'Requirements',
      html: `<ul>
<li>You must be at least 18 years old and able to enter into a binding contract.</li>
<li>The information you give must be true, complete and match each traveller’s passport. You may apply for others only with their permission or as their parent or guardian.</li>
<li>We are a private intermediary, not the Government of Kenya. You may apply directly to the Government yourself; our fee pays for our checking, support and submission service.</li>
</ul>`,
    },
    {
      id: 'prohibitions',
      title: 'Prohibitions',
      html: `<p>You must not give false information or forged documents, apply on behalf of someone without their permission, use the service for any unlawful purpose, try to get into systems or data you are not allowed to reach, send automated requests, interfere with the site’s security, or copy our content for commercial use.</p>`,
    },
    {
      id: 'third-party',
      title: 'Third-party services',
      html: `<p>The decision on an eTA is made by the Government of Kenya. Payments are processed by our payment provider under its own terms. Links to other websites are for your information; we are not responsible for their content.</p>`,
    },
    {
      id: 'ai-usage',
      title: 'Use of automated and AI tools',
      html: `<p>We may use automated tools, including AI-based tools, to help spot mistakes in an application or to translate messages. A person reviews every application before it is submitted. No tool of ours decides whether you may travel: that decision is the Government of Kenya’s.</p>`,
    },
    {
      id: 'commercial',
      title: 'Prices, orders and payment',
      html: `<ul>
<li>Prices are shown in US dollars per traveller before you pay and include the government fee. The total is calculated by our server from our price table.</li>
<li>Your order is confirmed when your payment is confirmed by our payment provider. An order cannot be changed or cancelled once processing has begun.</li>
<li>Promotional codes cannot be combined, have no cash value and expire 30 days after they are issued.</li>
<li>Business customers who are invoiced must pay within 30 days; late payments bear interest of 1% per month, or the legal maximum if that is lower.</li>
</ul>`,
    },
    {
      id: 'suspension',
      title: 'Suspension and termination',
      html: `<p>We may refuse, suspend or end the service for anyone who breaks these terms, gives false information, commits or attempts fraud, or abuses our staff, referral programme or chargeback rights. Someone whose use we have ended may not register again without our written consent.</p>`,
    },
    {
      id: 'disclaimers',
      title: 'Disclaimers',
      html: `<p>We do not guarantee that an eTA will be issued, how long the authorities will take, or that you will be admitted to Kenya: these decisions are outside our control. Processing times are our best estimates in business days. The information on this site is general guidance, not legal advice.</p>`,
    },
    {
      id: 'limitation',
      title: 'Limitation of liability',
      html: `<p>Nothing in these terms limits liability for death or personal injury caused by negligence, for fraud, or any other liability that cannot be limited by law. Otherwise our total liability to you for any claim is limited to GBP 100, and we are not liable for indirect losses such as missed flights, hotel costs or lost holidays caused by a decision of the authorities.</p>`,
    },
    {
      id: 'indemnification',
      title: 'Indemnification',
      html: `<p>You agree to compensate us for losses and reasonable costs we incur because you gave false information or forged documents, or used the service unlawfully.</p>`,
    },
    {
      id: 'notices',
      title: 'Notices',
      html: `<p>We send notices to the e-mail address given in your application. You can send notices to us through our contact page or at ${company.supportEmail}. A notice by e-mail is received when it is sent, unless we learn that it was not delivered.</p>`,
    },
    {
      id: 'entire-agreement',
      title: 'Entire agreement',
      html: `<p>These terms, together with our privacy, refund, security and payment policies, are the whole agreement between you and us about the service. If a court finds part of them invalid, the rest still applies.</p>`,
    },
    {
      id: 'time-barred',
      title: 'Time limits and disputes',
      html: `<p>Any claim about the service must be brought within 12 months of the day it arose, or it is time-barred. Please contact us first: most problems are solved quickly. Disputes that we cannot settle go to arbitration in London or within 100 miles of where you live; you may opt out of arbitration by telling us within 30 days of accepting these terms. These terms are governed by the law of England and Wales, and consumers keep the protection of the mandatory law of the country where they live.</p>`,
    },
    {
      id: 'referrals',
      title: 'Referral programme',
      html: `<ul>
<li>A person you refer who is a new customer gets a 20% discount on our service fee.</li>
<li>When that person buys an eligible visa product, you receive a GBP 20 gift card. Only visa products qualify.</li>
<li>Only the first recorded referral of a person counts. There is no limit on how many people you may refer.</li>
<li>We may end the referral of anyone who abuses the programme, for example by referring themselves.</li>
</ul>`,
    },
    {
      id: 'refunds',
      title: 'Refunds and cancellations',
      html: `<p>You may cancel and ask for a refund within 24 hours of payment, as long as processing has not begun. By ticking the agreement before payment you ask us to start at once and accept that you cannot cancel once processing has begun. If we make a mistake in your application, tell us within 7 days of receiving the result and we will correct it at no cost. Our refund policy has the details.</p>`,
    },
  ],
};
