import type { DecisionMailMessages } from './en';

export const de: DecisionMailMessages = {
  'decisionMail.greeting': 'Guten Tag,',
  'decisionMail.applicationNumber': 'Antragsnummer',
  'decisionMail.applicants': 'Antragsteller',
  'decisionMail.approved.subject': 'Ihre eTA für Kenia ist genehmigt – {applicationNumber}',
  'decisionMail.approved.intro':
    'Gute Nachricht: Ihr eTA-Antrag für Kenia {applicationNumber} wurde genehmigt.',
  'decisionMail.approved.attachment':
    'Ihre eTA ist dieser E-Mail als PDF beigefügt. Drucken Sie sie aus oder speichern Sie sie auf Ihrem Telefon und zeigen Sie sie bei der Reise nach Kenia zusammen mit Ihrem Reisepass vor.',
  'decisionMail.approved.check':
    'Bitte prüfen Sie, ob die Namen und Passnummern darauf mit Ihren Reisepässen übereinstimmen. Falls etwas nicht stimmt, antworten Sie vor Ihrer Reise auf diese E-Mail.',
  'decisionMail.approved.file': 'kenia-eta-{applicationNumber}.pdf',
  'decisionMail.rejected.subject': 'Entscheidung über Ihren eTA-Antrag für Kenia {applicationNumber}',
  'decisionMail.rejected.intro':
    'Es tut uns leid: Ihr eTA-Antrag für Kenia {applicationNumber} wurde nicht genehmigt.',
  'decisionMail.rejected.reason': 'Angegebener Grund',
  'decisionMail.rejected.next':
    'Wenn Sie Fragen zu dieser Entscheidung haben oder meinen, dass sie auf falschen Angaben beruht, antworten Sie auf diese E-Mail oder wenden Sie sich unter Angabe Ihrer Antragsnummer an unser Support-Team.',
  'decisionMail.signoff': 'Mit freundlichen Grüßen, Kenya eTA Online',
  'decisionMail.footer':
    'Sie erhalten diese E-Mail, weil mit dieser Adresse ein Antrag bei Kenya eTA Online gestellt wurde. Wir sind ein privates Unternehmen, nicht die Regierung von Kenia.',
};
