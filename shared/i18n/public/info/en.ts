/** Information pages: general information, visa requirements, how to apply, about us, and the fee table. */
export const en = {
  'fees.title': 'Fees per traveller',
  'fees.caption': 'Fees per traveller, in US dollars',
  'fees.item': 'Fee',
  'fees.amount': 'Amount per traveller',
  'fees.government': 'Government fee',
  'fees.service': 'Service fee (lower for larger groups)',
  'fees.range': '{min} to {max}',
  'fees.speed.normal': 'Normal',
  'fees.speed.fast': 'Fast',
  'fees.speed.super_fast': 'Super fast',
  'fees.processingRow': '{speed} processing, {min} to {max} business days',
  'fees.businessDays': '{min} to {max} business days',
  'fees.perPerson': '{amount} per traveller',
  'fees.popular': 'Popular',
  'fees.insurance': 'Travel insurance (optional)',
  'fees.total': 'Your total is the sum of these fees for every traveller. You see it before you pay.',
  'generalInfo.title': 'General information about the Kenya eTA',
  'generalInfo.lead':
    'Since January 2024 most visitors to Kenya need an electronic travel authorisation (eTA) instead of a visa. Here is what it is and how it works.',
  'generalInfo.what.title': 'What is the Kenya eTA?',
  'generalInfo.what.text':
    'The eTA is an electronic permission to travel to Kenya, issued by the Government of Kenya before your trip. You apply online and receive the approved eTA by e-mail. Airlines check it before boarding and immigration officers check it on arrival.',
  'generalInfo.types.title': 'Types of eTA',
  'generalInfo.types.tourist.title': 'Tourism and visits',
  'generalInfo.types.tourist.text': 'Holidays, safaris, and visiting family or friends.',
  'generalInfo.types.business.title': 'Business',
  'generalInfo.types.business.text':
    'Meetings, conferences and short business trips. Paid work in Kenya needs a work permit instead.',
  'generalInfo.types.transit.title': 'Transit',
  'generalInfo.types.transit.text': 'Passing through Kenya for up to 72 hours on the way to another country.',
  'generalInfo.validity.title': 'Validity',
  'generalInfo.validity.entry':
    'A tourism or business eTA is valid for a single entry within 90 days of being issued.',
  'generalInfo.validity.stay': 'You may stay in Kenya for up to 90 days per visit.',
  'generalInfo.validity.transit': 'A transit eTA allows a single entry and a stay of up to 72 hours.',
  'generalInfo.validity.passport':
    'Your passport must be valid for at least 6 months after the day you arrive.',
  'generalInfo.notes.title': 'Good to know',
  'generalInfo.notes.each': 'Every traveller needs their own eTA, children and infants included.',
  'generalInfo.notes.early':
    'Apply at least one week before you travel; fast and super fast processing help with late plans.',
  'generalInfo.notes.entry': 'An eTA lets you travel to Kenya; the immigration officer decides on entry.',
  'generalInfo.notes.private':
    'We are a private service, not the Government of Kenya. Our price includes the government fee.',
  'generalInfo.apply': 'Apply now',
  'generalInfo.howTo': 'How to apply',
  'requirements.title': 'Kenya visa and eTA requirements',
  'requirements.lead':
    'Find out whether you need an eTA, what to prepare, and what to expect when you arrive in Kenya.',
  'requirements.eta.title': 'Countries whose citizens need an eTA',
  'requirements.eta.text':
    'Citizens of these {count} countries need an eTA, and so do citizens of every country not listed as visa-free or exempt.',
  'requirements.visaFree.title': 'Visa-free countries',
  'requirements.visaFree.text':
    'Citizens of these {count} countries can visit Kenya without a visa or an eTA.',
  'requirements.exempt.title': 'Exempt from the eTA',
  'requirements.exempt.text': 'Citizens of these countries are exempt from the eTA for short visits.',
  'requirements.docs.title': 'Documents you need',
  'requirements.docs.passport':
    'A passport valid for at least 6 months after your arrival, with at least one blank page (two are recommended).',
  'requirements.docs.photo':
    'A recent passport-style photo, taken in the last 6 months against a light background.',
  'requirements.docs.itinerary':
    'Your travel plans: a return or onward ticket and your flight details if you have them.',
  'requirements.docs.accommodation':
    'Where you will stay: a hotel booking or an invitation letter from your host.',
  'requirements.docs.contact': 'An e-mail address and a phone number where we can reach you.',
  'requirements.health.title': 'Health requirements',
  'requirements.health.yellowFever':
    'A yellow fever vaccination certificate is required if you arrive from, or have travelled through, a country with a risk of yellow fever.',
  'requirements.health.doctor':
    'See your doctor 4 to 6 weeks before you travel about routine vaccinations and malaria prevention.',
  'requirements.health.insurance': 'Travel insurance with medical cover is strongly recommended.',
  'requirements.special.title': 'Special categories',
  'requirements.special.minors':
    'Children under 18 need their own eTA. A child travelling without both parents should carry the parents’ written consent and a birth certificate.',
  'requirements.special.diplomats':
    'Holders of diplomatic, service or official passports on official business follow a separate process: choose Diplomats on the start page.',
  'requirements.special.transit':
    'If you leave the airport during a connection you need a transit eTA; if you stay in the international transit area you do not.',
  'requirements.special.residents': 'Holders of a valid Kenyan residence or work permit do not need an eTA.',
  'requirements.restrictions.title': 'Entry restrictions',
  'requirements.restrictions.currency':
    'Cash of more than 10,000 US dollars, or the same value in another currency, must be declared on arrival.',
  'requirements.restrictions.plastic':
    'Single-use plastic carrier bags are banned in Kenya and are taken away on arrival.',
  'requirements.restrictions.goods':
    'Drugs, firearms, counterfeit goods and wildlife products are prohibited. Carry medicines in their original packs with the prescription.',
  'requirements.restrictions.officer':
    'Immigration officers may ask for your return ticket, accommodation and proof of funds, and decide on entry.',
  'requirements.tips.title': 'Tips for a smooth application',
  'requirements.tips.early': 'Apply at least one week before you travel.',
  'requirements.tips.names': 'Enter every name exactly as it is written in the passport.',
  'requirements.tips.scan': 'Upload a sharp scan of the passport photo page with all four corners visible.',
  'requirements.tips.copy': 'Keep a printed or digital copy of your eTA with you while you travel.',
  'requirements.disclaimer':
    'Entry rules are set by the Government of Kenya and can change at short notice. Check the official sources before you travel.',
  'requirements.apply': 'Start your application',
  'requirements.faq': 'Read the FAQ',
  'requirements.contact': 'Contact us',
  'howTo.title': 'How to apply for a Kenya eTA',
  'howTo.lead':
    'Applying takes about 15 minutes per traveller. Here are the steps, what you need, the processing options and our advice.',
  'howTo.steps.title': 'Four steps',
  'howTo.steps.apply.title': 'Fill in the application',
  'howTo.steps.apply.text':
    'Enter the passport and trip details of each traveller. One application covers up to 10 travellers.',
  'howTo.steps.pay.title': 'Choose processing and pay',
  'howTo.steps.pay.text':
    'Pick normal, fast or super fast processing, add travel insurance if you want it, and pay securely by card.',
  'howTo.steps.upload.title': 'Upload your documents',
  'howTo.steps.upload.text':
    'Upload a scan of each passport photo page and a recent photo of each traveller.',
  'howTo.steps.receive.title': 'Receive your eTA',
  'howTo.steps.receive.text':
    'We check everything and submit it. You receive the approved eTA by e-mail and can follow the status online.',
  'howTo.requirements.title': 'What you need',
  'howTo.requirements.passport': 'A passport valid for at least 6 months after your arrival',
  'howTo.requirements.photo': 'A recent digital photo of each traveller',
  'howTo.requirements.email': 'An e-mail address you can read while you travel',
  'howTo.requirements.card': 'A Visa, Mastercard or American Express card',
  'howTo.requirements.trip': 'Your travel dates and the address where you will stay',
  'howTo.processing.title': 'Processing options',
  'howTo.processing.text':
    'Processing time starts once your payment is confirmed. Business days exclude weekends and public holidays.',
  'howTo.dos.title': 'Do',
  'howTo.dos.early': 'Apply at least one week before your trip.',
  'howTo.dos.check': 'Check every name and passport number against the passport before you pay.',
  'howTo.dos.validity': 'Use a passport valid for at least 6 months after your arrival.',
  'howTo.dos.number': 'Keep your application number: you need it to follow your application.',
  'howTo.dos.carry': 'Carry a copy of your approved eTA when you travel.',
  'howTo.donts.title': 'Don’t',
  'howTo.donts.booking': 'Don’t book travel you cannot change before your eTA is approved.',
  'howTo.donts.scans': 'Don’t upload blurred, cropped or edited scans.',
  'howTo.donts.twice': 'Don’t apply twice for the same trip: contact us instead.',
  'howTo.donts.damaged': 'Don’t travel on a passport that is damaged or has been reported lost.',
  'howTo.donts.share': 'Don’t share your application number or e-mails from us publicly.',
  'howTo.apply': 'Start your application',
  'about.title': 'About us',
  'about.lead':
    'Kenya eTA Online helps travellers apply for the Kenya electronic travel authorisation in their own language, with clear prices and real support.',
  'about.who.title': 'Who we are',
  'about.who.text':
    'We are a private company registered in England and Wales, acting as a paid intermediary. We are not the Government of Kenya and are not affiliated with it. Our price includes the government fee and our service fee.',
  'about.what.title': 'What we do',
  'about.what.languages': 'Guide you through the application in 14 languages.',
  'about.what.check': 'Check each application for mistakes before it is submitted.',
  'about.what.groups': 'Handle applications for groups of up to 10 travellers at once.',
  'about.what.updates': 'Keep you informed by e-mail and online status tracking.',
  'about.what.support': 'Answer your questions by e-mail and live chat.',
  'about.contact.title': 'Get in touch',
  'about.contact.text': 'Questions before or after you apply? Our support team replies within 24 hours.',
  'about.apply': 'Start your application',
  'about.contactLink': 'Contact us',
} as const;

export type PublicInfoKey = keyof typeof en;
export type PublicInfoMessages = Readonly<Record<PublicInfoKey, string>>;
