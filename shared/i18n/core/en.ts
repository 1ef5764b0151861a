/** Core messages (layout, navigation, 404), English: complete. Every locale must have exactly these keys. */
export const en = {
  'site.name': 'Kenya eTA Online',
  'site.tagline': 'Apply online for your Kenya electronic travel authorisation',
  'meta.description':
    'Apply online for a Kenya electronic travel authorisation (eTA) for 1 to 10 travellers, pay securely and track your application.',
  'a11y.skipToContent': 'Skip to main content',
  'nav.label': 'Main navigation',
  'nav.home': 'Home',
  'nav.apply': 'Apply for eTA',
  'nav.checkStatus': 'Check status',
  'nav.howToApply': 'How to apply',
  'nav.requirements': 'Requirements',
  'nav.faq': 'FAQ',
  'nav.contact': 'Contact',
  'language.label': 'Language',
  'language.change': 'Change language',
  'footer.disclaimer':
    'We are a private company that helps travellers apply for the Kenya eTA. We are not affiliated with the Government of Kenya. Our fee includes the government fee and our service fee.',
  'footer.rights': '© {year} Kenya eTA Online. All rights reserved.',
  'footer.legal': 'Legal',
  'home.title': 'Kenya eTA: apply online in minutes',
  'home.lead':
    'One application for up to 10 travellers. Choose your processing speed, pay securely by card, upload your documents and follow your application online.',
  'home.apply': 'Start your application',
  'home.checkStatus': 'Check application status',
  'notFound.title': '404 Page Not Found',
  'notFound.text': 'Did you forget to add the page to the router?',
  'notFound.help': 'The page you were looking for does not exist or has moved.',
  'notFound.home': 'Go to the home page',
} as const;

export type CoreKey = keyof typeof en;
export type CoreMessages = Readonly<Record<CoreKey, string>>;
