/**
 * What the server writes to applicants (e-mails and the signed-agreement PDF), English: complete.
 * A catalog of its own so the applications function bundles only these messages. Option labels and
 * agreement sentences repeat the journey catalog's (a test keeps them equal).
 */
export const en = {
  'applicationMail.etaType.tourist': 'Tourist',
  'applicationMail.etaType.business': 'Business',
  'applicationMail.etaType.transit': 'Transit',
  'applicationMail.processing.normal': 'Normal processing',
  'applicationMail.processing.fast': 'Fast processing',
  'applicationMail.processing.super_fast': 'Super fast processing',
  'applicationMail.processing.time': '{min}–{max} business days',
  'applicationMail.agreementText.terms': 'I have read and accept the Terms of Service',
  'applicationMail.agreementText.privacy': 'I have read and accept the Privacy Policy',
  'applicationMail.agreementText.dataAccuracy':
    'I confirm that the information I have given is true, complete and accurate',
  'applicationMail.agreementText.paymentAgreement':
    'I agree to pay the fees shown and understand that they are not refundable once processing has started',
  'applicationMail.greeting': 'Hello,',
  'applicationMail.signoff': 'Kenya eTA Online',
  'applicationMail.footer':
    'You receive this email because an application was made with this address on Kenya eTA Online. We are a private company, not the Government of Kenya.',
  'applicationMail.label.applicationNumber': 'Application number',
  'applicationMail.label.applicants': 'Applicants',
  'applicationMail.label.etaType': 'eTA type',
  'applicationMail.label.processing': 'Processing speed',
  'applicationMail.label.insurance': 'Travel insurance',
  'applicationMail.label.total': 'Total',
  'applicationMail.insurance.included': 'Included',
  'applicationMail.insurance.notIncluded': 'Not included',
  'applicationMail.confirmation.subject': 'We have received your Kenya eTA application {applicationNumber}',
  'applicationMail.confirmation.intro':
    'Thank you. We have received your Kenya eTA application. Keep your application number: you need it to pay, upload documents and check your status.',
  'applicationMail.confirmation.nextHeading': 'What happens next',
  'applicationMail.confirmation.stepPay': 'Pay for the application. We start processing only after payment.',
  'applicationMail.confirmation.stepUpload':
    'Upload the documents of every applicant: a scan of the passport page with the photo, and a recent photo.',
  'applicationMail.confirmation.stepDecision':
    'We process the application in {time} after payment and email you the result.',
  'applicationMail.confirmation.statusHint':
    'You can check the status at any time with your application number and this email address.',
  'applicationMail.agreement.subject': 'Your signed agreement for Kenya eTA application {applicationNumber}',
  'applicationMail.agreement.intro':
    'Attached is the agreement you signed for application {applicationNumber}. Please keep it for your records.',
  'applicationMail.pdf.title': 'Signed agreement',
  'applicationMail.pdf.applicationNumber': 'Application number',
  'applicationMail.pdf.applicants': 'Applicants',
  'applicationMail.pdf.agreements': 'Agreements',
  'applicationMail.pdf.accepted': 'Accepted',
  'applicationMail.pdf.signedAt': 'Signed at (UTC)',
  'applicationMail.pdf.ipAddress': 'IP address',
  'applicationMail.pdf.userAgent': 'Browser (user agent)',
  'applicationMail.pdf.signature': 'Signature',
  'applicationMail.pdf.typedSignature': 'Signed by typing the full name',
} as const;

export type ApplicationMailKey = keyof typeof en;
export type ApplicationMailMessages = Readonly<Record<ApplicationMailKey, string>>;
