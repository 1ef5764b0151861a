/** The home page (Kenya), its eligibility checker, and the agency pages: services, portfolio, free audit. */
export const en = {
  'kenyaHome.highlights': 'For 1 to 10 travellers · 14 languages · Secure card payment',
  'kenyaHome.features.title': 'Everything you need for your Kenya eTA',
  'kenyaHome.features.form.title': 'A clear online form',
  'kenyaHome.features.form.text':
    'Plain questions in your language, with help at every step and nothing asked twice.',
  'kenyaHome.features.group.title': 'One application for your group',
  'kenyaHome.features.group.text':
    'Apply for up to 10 travellers at once; the service fee per person falls as the group grows.',
  'kenyaHome.features.payment.title': 'Secure card payment',
  'kenyaHome.features.payment.text':
    'Pay on a protected payment page with 3-D Secure. We never store your card number.',
  'kenyaHome.features.tracking.title': 'Follow your application',
  'kenyaHome.features.tracking.text':
    'Check the status online with your application number and receive your eTA by e-mail.',
  'kenyaHome.steps.title': 'How it works',
  'kenyaHome.steps.apply.title': 'Fill in the application',
  'kenyaHome.steps.apply.text': 'Passport and trip details for each traveller.',
  'kenyaHome.steps.pay.title': 'Choose a speed and pay',
  'kenyaHome.steps.pay.text': 'Normal, fast or super fast processing.',
  'kenyaHome.steps.upload.title': 'Upload your documents',
  'kenyaHome.steps.upload.text': 'A passport scan and a photo per traveller.',
  'kenyaHome.steps.receive.title': 'Receive your eTA',
  'kenyaHome.steps.receive.text': 'Sent to you by e-mail once approved.',
  'kenyaHome.steps.more': 'Read the full guide to applying',
  'kenyaHome.why.title': 'Why travellers choose us',
  'kenyaHome.why.checked.title': 'Checked before submission',
  'kenyaHome.why.checked.text': 'We review every application for mistakes that lead to delays or refusals.',
  'kenyaHome.why.prices.title': 'Clear prices',
  'kenyaHome.why.prices.text': 'The government fee is included and you see the total before you pay.',
  'kenyaHome.why.support.title': 'Help in your language',
  'kenyaHome.why.support.text': 'Answers by e-mail within 24 hours and live chat on every page.',
  'kenyaHome.why.privacy.title': 'Your data protected',
  'kenyaHome.why.privacy.text':
    'Encrypted connections, and your documents deleted 30 days after the decision.',
  'eligibility.title': 'Do I need an eTA?',
  'eligibility.lead': 'Choose your nationality to see what Kenya asks of you.',
  'eligibility.label': 'Your nationality',
  'eligibility.placeholder': 'Choose your nationality',
  'eligibility.eta.title': 'You need an eTA',
  'eligibility.eta.text':
    'Citizens of {country} need an electronic travel authorisation before travelling to Kenya.',
  'eligibility.eta.cta': 'Start your application',
  'eligibility.visaFree.title': 'Visa-free',
  'eligibility.visaFree.text':
    'Citizens of {country} can visit Kenya without a visa or an eTA. Travel with a passport valid for at least 6 months.',
  'eligibility.exempt.title': 'Exempt from the eTA',
  'eligibility.exempt.text':
    'Citizens of {country} are exempt from the eTA for short visits. Check how long you may stay before you travel.',
  'eligibility.disclaimer':
    'Entry rules are set by the Government of Kenya and can change. Confirm them with the official sources before you travel.',
  'eligibility.more': 'See the full visa requirements',
  'eligibility.noscript': 'The checker needs JavaScript. The visa requirements page lists every rule.',
  'services.title': 'Our services',
  'services.lead':
    'We help travellers get their Kenya eTA without stress, and we help travel businesses reach more customers online.',
  'services.travel.title': 'Travel authorisation services',
  'services.travel.eta.title': 'Kenya eTA applications',
  'services.travel.eta.text':
    'A guided application for 1 to 10 travellers, checked by our team before submission.',
  'services.travel.support.title': 'Support in 14 languages',
  'services.travel.support.text': 'Help by e-mail and live chat before, during and after your application.',
  'services.travel.tracking.title': 'Status tracking',
  'services.travel.tracking.text': 'Follow your application online and receive your eTA by e-mail.',
  'services.marketing.title': 'Digital marketing for travel businesses',
  'services.marketing.social.title': 'Social Media Marketing',
  'services.marketing.social.text':
    'Campaigns and content that reach travellers where they plan their trips.',
  'services.marketing.ads.title': 'Google Ads & SEO',
  'services.marketing.ads.text':
    'Search campaigns and search engine optimisation that bring visitors who are ready to book.',
  'services.marketing.web.title': 'Websites and landing pages',
  'services.marketing.web.text': 'Fast, accessible, multilingual pages that turn visitors into customers.',
  'services.cta': 'Request a free marketing audit',
  'portfolio.title': 'Portfolio',
  'portfolio.lead': 'The kinds of projects we deliver for travel and service businesses.',
  'portfolio.multilingual.title': 'Multilingual service websites',
  'portfolio.multilingual.text':
    'Sites in many languages, right-to-left included, that load fast on mobile networks. This site is one of them.',
  'portfolio.search.title': 'Search campaigns',
  'portfolio.search.text': 'Campaigns built around what travellers search for, measured on real enquiries.',
  'portfolio.social.title': 'Social media launches',
  'portfolio.social.text': 'Content plans and campaigns for a new service, destination or season.',
  'portfolio.references':
    'Ask us for references from your sector: we share them with our clients’ permission.',
  'portfolio.cta': 'Request a free audit',
  'audit.title': 'Free marketing audit',
  'audit.lead':
    'Tell us about your business and we will review your website, search presence and social media, and suggest what to improve first.',
  'audit.company': 'Company name',
  'audit.website': 'Website URL',
  'audit.websiteHint': 'For example, www.example.com',
  'audit.email': 'E-mail address',
  'audit.submit': 'Request my free audit',
  'audit.includes.title': 'What the audit covers',
  'audit.includes.website': 'Speed, accessibility and clarity of your website',
  'audit.includes.search': 'How you appear in search results',
  'audit.includes.social': 'Your social media presence',
  'audit.toastTitle': 'Free Marketing Audit Requested',
  'audit.toastText':
    'Our digital marketing experts will contact you within 24 hours with your personalized audit.',
  'audit.toastClose': 'Dismiss',
  'audit.errorSummary': 'There is a problem',
  'audit.errorPrefix': 'Error:',
  'audit.errors.company.required': 'Enter your company name',
  'audit.errors.company.tooLong': 'Company name must be 120 characters or fewer',
  'audit.errors.website.required': 'Enter your website address',
  'audit.errors.website.invalid': 'Enter a website address like www.example.com',
  'audit.errors.email.required': 'Enter your e-mail address',
  'audit.errors.email.invalid': 'Enter an e-mail address in the correct format, like name@example.com',
} as const;

export type PublicHomeKey = keyof typeof en;
export type PublicHomeMessages = Readonly<Record<PublicHomeKey, string>>;
