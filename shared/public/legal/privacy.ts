import { company } from '../company';
import type { LegalDocument } from './types';

export const privacyPolicy: LegalDocument = {
  key: 'legal.privacy',
  date: { kind: 'updated', iso: '2026-11-26' },
  intro:
    '<p>This policy explains what personal data Kenya eTA Online Ltd (“we”, “us”) collects when you use this website and our Kenya eTA application service, why we use it, who we share it with, how long we keep it and the rights you have.</p>',
  sections: [
    {
      id: 'introduction',
      title: 'Introduction',
      html: `<p>We are a private company registered in England and Wales that helps travellers apply for the Kenya electronic travel authorisation (eTA). We are the controller of the personal data described here. We are not the Government of Kenya: the Government decides on each eTA and is responsible for the data it receives from us.</p>
<p>By using our service you confirm that you are at least 18 years old. If you apply for other people, such as your children or members of your group, you confirm that you may give us their data and that you have shown them this policy.</p>`,
    },
    {
      id: 'information-collected',
      title: 'Information we collect',
      html: `<ul>
<li><strong>Application data</strong> for each traveller: names, date and place of birth, nationality, gender, marital status, addresses, passport details, travel dates, port of entry, accommodation, occupation and employer, emergency contact, previous visits to Kenya and customs declarations.</li>
<li><strong>Documents</strong> you upload: passport photo page, photo, and where needed an invitation letter, hotel booking or return ticket.</li>
<li><strong>Contact details</strong>: e-mail address and phone number.</li>
<li><strong>Your signature</strong> on the declaration, with the date, your IP address and your browser’s user agent, so that the agreement can be proven.</li>
<li><strong>Payment data</strong>: the amount, the order number and the result. Card details are entered on our payment provider’s page; we never receive or store your full card number or security code.</li>
<li><strong>Messages</strong> you send us through the contact form, by e-mail or in the live chat.</li>
<li><strong>Technical data</strong>: server logs of requests (time, address, page, browser) kept for security, and counters that limit how often one connection may send forms, which hold a one-way hash of your IP address, not the address.</li>
</ul>`,
    },
    {
      id: 'cookies',
      title: 'Cookies and similar technologies',
      html: `<p>We use your browser’s storage for what the site needs to work: your language (<code>preferred-language</code>), your cookie choice (<code>cookie-consent</code>, kept for 365 days) and the application you are filling in, so that nothing is lost between pages. Staff who sign in to our administration area receive a session cookie. These are strictly necessary and are always on.</p>
<p>Analytics and marketing cookies are off until you accept them in the cookie banner or under Cookie settings at the bottom of every page. You can change your choice at any time; we then ask again after 365 days.</p>`,
    },
    {
      id: 'analytics-advertising',
      title: 'Analytics and advertising',
      html: `<p>If you accept analytics cookies, we measure visits to understand which pages help travellers, with IP addresses anonymised. If you accept marketing cookies, we measure which of our advertisements bring visitors to the site. No analytics or marketing script is loaded before you consent. We do not use application or passport data for advertising, and we do not sell personal data.</p>
<p>At the date of this policy we do not use any third-party analytics or advertising provider. Before we start using one we will name it in this section.</p>`,
    },
    {
      id: 'use-of-data',
      title: 'How we use your data',
      html: `<ul>
<li>To prepare, check and submit your eTA application and to tell you about its progress and outcome (performance of our contract with you).</li>
<li>To take payment, issue receipts, handle refunds and chargebacks, and keep accounting records (contract and legal obligation).</li>
<li>To answer your questions and complaints (contract and legitimate interests).</li>
<li>To prevent fraud and abuse and to keep the service secure, for example by limiting repeated requests (legitimate interests).</li>
<li>To measure and improve the site, only with your consent for analytics and marketing cookies (consent).</li>
<li>To comply with the law and respond to lawful requests from authorities (legal obligation).</li>
</ul>
<p>We may use automated tools to help spot mistakes in an application before submission. A person reviews every application; the decision on your eTA is made by the Government of Kenya, not by us or by software.</p>`,
    },
    {
      id: 'sharing',
      title: 'Sharing your data',
      html: `<ul>
<li><strong>The Government of Kenya</strong> (Department of Immigration Services), which receives the application data and documents needed to decide on your eTA.</li>
<li><strong>Our payment provider</strong>, which processes your card payment and carries out fraud checks and 3-D Secure authentication.</li>
<li><strong>Our hosting provider</strong>, Amazon Web Services, which stores our data and sends our e-mails on our instructions.</li>
<li><strong>Professional advisers</strong> such as accountants and lawyers, under a duty of confidentiality.</li>
<li><strong>Authorities</strong> where the law requires it, or to protect our customers and ourselves against fraud.</li>
</ul>
<p>We do not sell your personal data and we do not share it for cross-context behavioural advertising.</p>`,
    },
    {
      id: 'retention',
      title: 'How long we keep data',
      html: `<ul>
<li>Uploaded documents and passport data are deleted within 30 days after the decision on the application.</li>
<li>Payment and invoice records are kept for six years, as UK tax law requires.</li>
<li>Answers you save with “Save and continue later” (before you submit) are deleted 30 days after your last save; only the link we e-mailed you opens them.</li>
<li>Messages to our support team are deleted two years after they were received.</li>
<li>Signed declarations are kept with the payment records, to show what was agreed.</li>
<li>Rate-limiting counters disappear within about an hour; security logs are kept for up to 30 days.</li>
</ul>`,
    },
    {
      id: 'security',
      title: 'Security',
      html: `<p>All connections to the site are encrypted (TLS). Data is encrypted at rest, documents are kept in a private store that cannot be reached from the internet without a time-limited signed link, and staff access requires a password and a second factor, is limited to those who need it and is logged. If a personal data breach is likely to put your rights at risk, we notify the regulator within 72 hours and tell you without undue delay. Our security policy has the details.</p>`,
    },
    {
      id: 'international-transfers',
      title: 'International transfers',
      html: `<p>Your application has to be sent to Kenya, which is outside the United Kingdom and the European Economic Area; this transfer is necessary to perform the service you ask for. Our service providers may process data in other countries; where they do, we rely on adequacy regulations or on the UK International Data Transfer Agreement or the EU Standard Contractual Clauses, with additional safeguards where needed.</p>`,
    },
    {
      id: 'choices',
      title: 'Your choices',
      html: `<ul>
<li>Change your cookie choice at any time under Cookie settings at the bottom of every page.</li>
<li>Opt out of marketing e-mails with the link in each e-mail; service e-mails about your application are always sent.</li>
<li>Ask us to correct your data before your application is submitted; after submission, changes may require a new application.</li>
<li>From your application’s personal page (the link in each of our e-mails) you can withdraw an application you have not paid for and, once a decision is made, delete its passport data and uploaded documents at once instead of waiting for the 30 days; what the payment records need is kept.</li>
</ul>`,
    },
    {
      id: 'regional-rights',
      title: 'Region-specific rights (EEA/UK, California)',
      html: `<p><strong>United Kingdom and European Economic Area.</strong> You have the right to access your data, to have it corrected or erased, to restrict or object to its use, to data portability and to withdraw consent at any time. You may complain to the Information Commissioner’s Office (ico.org.uk) or to the data protection authority where you live.</p>
<p><strong>California.</strong> You have the right to know what personal information we collect, use and disclose, to delete it, to correct it, and to opt out of its sale or sharing. We do not sell or share personal information, and we treat a Global Privacy Control signal as an opt-out. We will not discriminate against you for using these rights.</p>`,
    },
    {
      id: 'us-state-rights',
      title: 'Other US state rights',
      html: `<p>Residents of other US states with privacy laws, such as Virginia, Colorado, Connecticut, Utah and Texas, have similar rights to access, correct, delete and obtain a copy of their data and to opt out of targeted advertising, sale and profiling. If we decline your request you may appeal by replying to our answer; if the appeal is declined you may contact your state Attorney General.</p>`,
    },
    {
      id: 'childrens-privacy',
      title: 'Children’s privacy',
      html: `<p>Our service is for adults of 18 or over. Children travelling to Kenya need their own eTA; a parent or guardian applies for them and gives their data. We do not knowingly collect data from children directly, and we never sell or share the data of anyone under 16.</p>`,
    },
    {
      id: 'third-party-links',
      title: 'Third-party links',
      html: `<p>Our pages link to other websites, such as official government sources. Their owners decide how they use your data; please read their privacy policies.</p>`,
    },
    {
      id: 'policy-updates',
      title: 'Updates to this policy',
      html: `<p>We update this policy when our service or the law changes. The date at the top shows the latest version. If a change affects how we use data you have already given us, we will tell you by e-mail before it applies.</p>`,
    },
    {
      id: 'contact-us',
      title: 'Contact us',
      html: `<p>To use your rights or ask a question about your data, write to us through the contact page or at ${company.privacyEmail}. We answer within one month. ${company.legalName}, registered in ${company.jurisdiction}.</p>`,
    },
  ],
};
