/**
 * The FAQ page and its fifteen entries (ids in shared/public/faq.ts). Figures that come from the price
 * table are placeholders, filled from shared/journey/pricing.ts when the page is built.
 */
export const en = {
  'faq.title': 'Frequently asked questions',
  'faq.lead': 'Answers about the Kenya eTA, our service, payment and travel.',
  'faq.search.label': 'Search the questions',
  'faq.search.hint': 'For example: refund, passport, group',
  'faq.categories.label': 'Category',
  'faq.category.all': 'All',
  'faq.category.general': 'General',
  'faq.category.application': 'Application',
  'faq.category.payment': 'Payment',
  'faq.category.validity': 'Validity',
  'faq.category.requirements': 'Requirements',
  'faq.category.process': 'Process',
  'faq.category.travel': 'Travel',
  'faq.results': 'Questions shown: {count} of {total}',
  'faq.noResults.title': 'No results found',
  'faq.noResults.text': 'Try adjusting your search terms or category filter.',
  'faq.help.title': 'Still need help?',
  'faq.help.text':
    'Our support team replies within 24 hours, and you can check your application status at any time.',
  'faq.help.contact': 'Contact us',
  'faq.help.status': 'Check application status',
  'faq.what-is-eta.question': 'What is the Kenya eTA?',
  'faq.what-is-eta.answer':
    'The electronic travel authorisation (eTA) is the permission most visitors need to travel to Kenya. It replaced visas in January 2024. You apply online before your trip and receive the approved eTA by e-mail.',
  'faq.who-needs-eta.question': 'Who needs a Kenya eTA?',
  'faq.who-needs-eta.answer':
    'Every visitor needs an eTA unless they are a citizen of a visa-free or exempt country, such as the other members of the East African Community. Children and infants need their own eTA. Check your nationality on our visa requirements page.',
  'faq.processing-times.question': 'How long does processing take?',
  'faq.processing-times.answer':
    'Normal processing takes {normalMin} to {normalMax} business days, fast processing {fastMin} to {fastMax} business days and super fast processing {superFastMin} to {superFastMax} business days. The time starts once your payment is confirmed.',
  'faq.required-documents.question': 'Which documents do I need?',
  'faq.required-documents.answer':
    'A passport valid for at least 6 months after your arrival, a recent passport-style photo, your travel dates and the address where you will stay. After payment you upload a scan of your passport photo page and your photo.',
  'faq.group-applications.question': 'Can I apply for my family or group together?',
  'faq.group-applications.answer':
    'Yes. One application covers 1 to 10 travellers. Details that are the same for everyone, such as the trip dates, are entered once, and the service fee per person is lower for larger groups.',
  'faq.cost.question': 'How much does the eTA cost?',
  'faq.cost.answer':
    'For each traveller you pay the government fee of {governmentFee}, our service fee of {serviceMin} to {serviceMax} depending on the group size, and a processing fee of {normal}, {fast} or {superFast} depending on the speed. Travel insurance is optional at {insurance}. You see the total before you pay.',
  'faq.payment-methods.question': 'How can I pay?',
  'faq.payment-methods.answer':
    'By debit or credit card (Visa, Mastercard or American Express) on a secure payment page with 3-D Secure. We never see or store your full card number.',
  'faq.refunds.question': 'Can I get a refund?',
  'faq.refunds.answer':
    'You can ask for a refund within 24 hours of payment if processing has not started. Once your application is being processed or has been submitted to the Kenyan authorities, the fees cannot be refunded. Our refund policy has the details.',
  'faq.validity.question': 'How long is the eTA valid?',
  'faq.validity.answer':
    'A tourism or business eTA is valid for a single entry within 90 days of being issued. A transit eTA allows a stay of up to 72 hours.',
  'faq.length-of-stay.question': 'How long can I stay in Kenya?',
  'faq.length-of-stay.answer':
    'Up to 90 days per visit with a tourism or business eTA. The immigration officer sets the length of your stay on arrival.',
  'faq.vaccinations.question': 'Do I need vaccinations?',
  'faq.vaccinations.answer':
    'A yellow fever certificate is required if you arrive from, or have travelled through, a country with a risk of yellow fever. Ask your doctor about other vaccinations and malaria prevention 4 to 6 weeks before you travel.',
  'faq.passport-validity.question': 'How long must my passport be valid?',
  'faq.passport-validity.answer':
    'At least 6 months after the day you arrive in Kenya, with at least one blank page for the entry stamp (two are recommended).',
  'faq.tracking.question': 'How can I track my application?',
  'faq.tracking.answer':
    'Enter your application number (for example KE-12345678) and your e-mail address on the status page. We also e-mail you when the decision is made.',
  'faq.printing.question': 'Do I need to print my eTA?',
  'faq.printing.answer':
    'Carry a printed copy or keep it on your phone. Airlines may ask for it at check-in, and immigration officers check it on arrival.',
  'faq.extending-stay.question': 'Can I extend my stay in Kenya?',
  'faq.extending-stay.answer':
    'Extensions are decided by Kenya’s Department of Immigration Services, not by us. Apply to them before your permitted stay ends: overstaying can lead to fines and a ban on returning.',
} as const;

export type FaqKey = keyof typeof en;
export type FaqMessages = Readonly<Record<FaqKey, string>>;
