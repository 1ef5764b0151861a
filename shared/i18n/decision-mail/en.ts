/** The decision e-mails (functions/admin): approval with the e-visa PDF, rejection with the reason. */
export const en = {
  'decisionMail.greeting': 'Hello,',
  'decisionMail.applicationNumber': 'Application number',
  'decisionMail.applicants': 'Applicants',
  'decisionMail.approved.subject': 'Your Kenya eTA is approved – {applicationNumber}',
  'decisionMail.approved.intro':
    'Good news: your Kenya eTA application {applicationNumber} has been approved.',
  'decisionMail.approved.attachment':
    'Your eTA is attached to this e-mail as a PDF. Print it or keep it on your phone, and show it with your passport when you travel to Kenya.',
  'decisionMail.approved.check':
    'Please check that the names and passport numbers on it match your passports. If anything is wrong, reply to this e-mail before you travel.',
  'decisionMail.approved.file': 'kenya-eta-{applicationNumber}.pdf',
  'decisionMail.rejected.subject': 'Decision on your Kenya eTA application {applicationNumber}',
  'decisionMail.rejected.intro':
    'We are sorry: your Kenya eTA application {applicationNumber} has not been approved.',
  'decisionMail.rejected.reason': 'Reason given',
  'decisionMail.rejected.next':
    'If you have questions about this decision, or believe it was based on incorrect information, reply to this e-mail or contact our support team and quote your application number.',
  'decisionMail.signoff': 'Kind regards, Kenya eTA Online',
  'decisionMail.footer':
    'You receive this e-mail because an application with this address was made on Kenya eTA Online. We are a private company, not the Government of Kenya.',
} as const;

export type DecisionMailKey = keyof typeof en;
export type DecisionMailMessages = Readonly<Record<DecisionMailKey, string>>;
