/** The "documents received" e-mail (functions/documents). */
export const en = {
  'documentsMail.subject': 'Documents received: application {applicationNumber}',
  'documentsMail.greeting': 'Hello,',
  'documentsMail.received':
    'We have received the documents for your Kenya eTA application {applicationNumber}. Your application is now awaiting review by our team.',
  'documentsMail.next':
    'We will e-mail you as soon as a decision is made. You can check the status at any time with your application number and this e-mail address.',
  'documentsMail.signoff': 'Kind regards, Kenya eTA Online',
} as const;

export type DocumentsMailKey = keyof typeof en;
export type DocumentsMailMessages = Readonly<Record<DocumentsMailKey, string>>;
