/** Legal pages: titles, the English-only note and the page furniture. The policy texts are English only. */
export const en = {
  'legal.englishOnly':
    'This policy is published in English only. The English text below is the binding version.',
  'legal.contents': 'Contents',
  'legal.lastUpdated': 'Last updated: {date}',
  'legal.effective': 'Effective from: {date}',
  'legal.backHome': 'Back to home',
  'legal.questions': 'Questions about this policy?',
  'legal.questionsText': 'Write to us through our contact page and mention the name of the policy.',
  'legal.contactLink': 'Contact us',
  'legal.privacy.title': 'Privacy Policy',
  'legal.privacy.description': 'How Kenya eTA Online collects, uses, shares and protects your personal data.',
  'legal.terms.title': 'Terms of Service',
  'legal.terms.description': 'The terms that apply when you use Kenya eTA Online and its services.',
  'legal.refund.title': 'Refund and Cancellation Policy',
  'legal.refund.description': 'When you can cancel a Kenya eTA application and how refunds are handled.',
  'legal.security.title': 'Security and Legal Protection Policy',
  'legal.security.description': 'How we protect your data, our systems and your payments.',
  'legal.payment.title': 'Payment Policy',
  'legal.payment.description':
    'How payments, 3-D Secure, currency, chargebacks and refunds work at Kenya eTA Online.',
} as const;

export type LegalKey = keyof typeof en;
export type LegalMessages = Readonly<Record<LegalKey, string>>;
