import { company } from '../company';
import type { LegalDocument } from './types';

export const securityPolicy: LegalDocument = {
  key: 'legal.security',
  date: { kind: 'updated', iso: '2025-08-01' },
  intro:
    '<p>Travellers trust us with passports, photos and payments. This policy describes how we protect them, and the legal protection that applies to our service.</p>',
  sections: [
    {
      id: 'commitment',
      title: '1. Our commitment',
      html: '<p>We collect only the data the Kenya eTA application needs, protect it at every step, keep it no longer than necessary, and review our protection regularly.</p>',
    },
    {
      id: 'encryption',
      title: '2. Encryption',
      html: '<p>Every connection to the site is encrypted with TLS (256-bit). Our database and document store are encrypted at rest. Documents are uploaded straight to a private store through time-limited signed links and are never publicly reachable.</p>',
    },
    {
      id: 'access-control',
      title: '3. Access control',
      html: '<p>Staff sign in with a password and a second factor (a time-based one-time code). Access is limited to the staff who need it for their work, every administrative action is recorded in an audit log, and an application can only be approved or rejected once.</p>',
    },
    {
      id: 'payment-security',
      title: '4. Payment security',
      html: '<p>Card details are entered only on the hosted page of our payment provider and protected by 3-D Secure. We never see or store full card numbers or security codes. A payment counts as successful only when the provider confirms it to our server in a signed message; an application can never be charged twice.</p>',
    },
    {
      id: 'documents',
      title: '5. Documents and passport data',
      html: '<p>Each upload is checked for its type and size, and its content is verified before it is recorded. Uploaded documents and passport data are deleted within 30 days after the decision on the application.</p>',
    },
    {
      id: 'service-protection',
      title: '6. Protecting the service',
      html: '<p>Forms and look-ups are limited per connection to stop abuse, without puzzles that shut out people with disabilities. Prices are calculated on our server, never taken from the browser. Our systems are monitored and their logs contain no personal data.</p>',
    },
    {
      id: 'incidents',
      title: '7. Incident response',
      html: '<p>If we detect a security incident we contain it, investigate it and fix its cause. If a personal data breach is likely to put your rights at risk we notify the Information Commissioner’s Office within 72 hours and tell the people affected without undue delay.</p>',
    },
    {
      id: 'fraud-legal',
      title: '8. Fraud prevention and legal protection',
      html: '<p>Each signed declaration records the date, the IP address and the browser used, so that it can be proven. We report fraud, forged documents and identity theft to the police and the authorities concerned, and we keep the records the law requires.</p>',
    },
    {
      id: 'your-part',
      title: '9. How you can protect yourself',
      html: '<p>Keep your application number and our e-mails private. We will never ask for your card details or a password by e-mail, phone or chat. Check that the address bar shows our site before you enter any data.</p>',
    },
    {
      id: 'reporting',
      title: '10. Reporting a concern',
      html: `<p>If you think you have found a security weakness, or received a message that pretends to be from us, write to ${company.supportEmail} with the details. We acknowledge reports within 24 hours and do not take action against anyone who reports a weakness in good faith.</p>`,
    },
  ],
};
