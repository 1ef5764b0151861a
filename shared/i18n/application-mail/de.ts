import type { ApplicationMailMessages } from './en';

export const de: ApplicationMailMessages = {
  'applicationMail.etaType.tourist': 'Tourismus',
  'applicationMail.etaType.business': 'Geschäftlich',
  'applicationMail.etaType.transit': 'Transit',
  'applicationMail.processing.normal': 'Normale Bearbeitung',
  'applicationMail.processing.fast': 'Schnelle Bearbeitung',
  'applicationMail.processing.super_fast': 'Sehr schnelle Bearbeitung',
  'applicationMail.processing.time': '{min}–{max} Werktage',
  'applicationMail.agreementText.terms': 'Ich habe die Nutzungsbedingungen gelesen und akzeptiere sie',
  'applicationMail.agreementText.privacy': 'Ich habe die Datenschutzerklärung gelesen und akzeptiere sie',
  'applicationMail.agreementText.dataAccuracy':
    'Ich bestätige, dass meine Angaben wahr, vollständig und richtig sind',
  'applicationMail.agreementText.paymentAgreement':
    'Ich stimme zu, die angezeigten Gebühren zu zahlen, und weiß, dass sie nach Beginn der Bearbeitung nicht erstattet werden',
  'applicationMail.greeting': 'Guten Tag,',
  'applicationMail.signoff': 'Kenya eTA Online',
  'applicationMail.footer':
    'Sie erhalten diese E-Mail, weil mit dieser Adresse ein Antrag bei Kenya eTA Online gestellt wurde. Wir sind ein privates Unternehmen, nicht die Regierung Kenias.',
  'applicationMail.label.applicationNumber': 'Antragsnummer',
  'applicationMail.label.applicants': 'Antragsteller',
  'applicationMail.label.etaType': 'Art der eTA',
  'applicationMail.label.processing': 'Bearbeitungsgeschwindigkeit',
  'applicationMail.label.insurance': 'Reiseversicherung',
  'applicationMail.label.total': 'Gesamt',
  'applicationMail.insurance.included': 'Inbegriffen',
  'applicationMail.insurance.notIncluded': 'Nicht inbegriffen',
  'applicationMail.confirmation.subject': 'Wir haben Ihren Kenia-eTA-Antrag {applicationNumber} erhalten',
  'applicationMail.confirmation.intro':
    'Vielen Dank. Wir haben Ihren Kenia-eTA-Antrag erhalten. Bewahren Sie Ihre Antragsnummer auf: Sie brauchen sie zum Bezahlen, zum Hochladen der Dokumente und zur Statusabfrage.',
  'applicationMail.confirmation.nextHeading': 'So geht es weiter',
  'applicationMail.confirmation.stepPay':
    'Bezahlen Sie den Antrag. Die Bearbeitung beginnt erst nach der Zahlung.',
  'applicationMail.confirmation.stepUpload':
    'Laden Sie die Dokumente jedes Antragstellers hoch: die Passseite mit Foto und ein aktuelles Foto.',
  'applicationMail.confirmation.stepDecision':
    'Wir bearbeiten den Antrag nach der Zahlung in {time} und senden Ihnen das Ergebnis per E-Mail.',
  'applicationMail.confirmation.statusHint':
    'Den Status können Sie jederzeit mit Ihrer Antragsnummer und dieser E-Mail-Adresse abfragen.',
  'applicationMail.agreement.subject':
    'Ihre unterschriebene Vereinbarung zum Kenia-eTA-Antrag {applicationNumber}',
  'applicationMail.agreement.intro':
    'Anbei finden Sie die Vereinbarung, die Sie für den Antrag {applicationNumber} unterschrieben haben. Bitte bewahren Sie sie auf.',
  'applicationMail.pdf.title': 'Unterschriebene Vereinbarung',
  'applicationMail.pdf.applicationNumber': 'Antragsnummer',
  'applicationMail.pdf.applicants': 'Antragsteller',
  'applicationMail.pdf.agreements': 'Zustimmungen',
  'applicationMail.pdf.accepted': 'Akzeptiert',
  'applicationMail.pdf.signedAt': 'Unterschrieben am (UTC)',
  'applicationMail.pdf.ipAddress': 'IP-Adresse',
  'applicationMail.pdf.userAgent': 'Browser (User-Agent)',
  'applicationMail.pdf.signature': 'Unterschrift',
  'applicationMail.pdf.typedSignature': 'Durch Eingabe des vollen Namens unterschrieben',
};
