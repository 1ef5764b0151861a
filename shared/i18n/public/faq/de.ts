import type { FaqMessages } from './en';

export const de: FaqMessages = {
  'faq.title': 'Häufige Fragen',
  'faq.lead': 'Antworten zur Kenia-eTA, zu unserem Service, zur Zahlung und zur Reise.',
  'faq.search.label': 'Fragen durchsuchen',
  'faq.search.hint': 'Zum Beispiel: Erstattung, Reisepass, Gruppe',
  'faq.categories.label': 'Kategorie',
  'faq.category.all': 'Alle',
  'faq.category.general': 'Allgemein',
  'faq.category.application': 'Antrag',
  'faq.category.payment': 'Zahlung',
  'faq.category.validity': 'Gültigkeit',
  'faq.category.requirements': 'Voraussetzungen',
  'faq.category.process': 'Ablauf',
  'faq.category.travel': 'Reise',
  'faq.results': 'Angezeigte Fragen: {count} von {total}',
  'faq.noResults.title': 'Keine Ergebnisse gefunden',
  'faq.noResults.text': 'Ändern Sie Ihre Suchbegriffe oder den Kategoriefilter.',
  'faq.help.title': 'Brauchen Sie weitere Hilfe?',
  'faq.help.text':
    'Unser Support-Team antwortet innerhalb von 24 Stunden, und Sie können Ihren Antragsstatus jederzeit prüfen.',
  'faq.help.contact': 'Kontakt aufnehmen',
  'faq.help.status': 'Antragsstatus prüfen',
  'faq.what-is-eta.question': 'Was ist die Kenia-eTA?',
  'faq.what-is-eta.answer':
    'Die elektronische Reisegenehmigung (eTA) ist die Erlaubnis, die die meisten Besucher für die Reise nach Kenia brauchen. Sie hat im Januar 2024 die Visa ersetzt. Sie beantragen sie vor der Reise online und erhalten die genehmigte eTA per E-Mail.',
  'faq.who-needs-eta.question': 'Wer braucht eine Kenia-eTA?',
  'faq.who-needs-eta.answer':
    'Alle Besucher brauchen eine eTA, es sei denn, sie sind Staatsangehörige eines visumfreien oder befreiten Landes, etwa der anderen Mitglieder der Ostafrikanischen Gemeinschaft. Auch Kinder und Säuglinge brauchen eine eigene eTA. Prüfen Sie Ihre Staatsangehörigkeit auf unserer Seite zu den Einreisebestimmungen.',
  'faq.processing-times.question': 'Wie lange dauert die Bearbeitung?',
  'faq.processing-times.answer':
    'Die normale Bearbeitung dauert {normalMin} bis {normalMax} Werktage, die schnelle {fastMin} bis {fastMax} Werktage und die sehr schnelle {superFastMin} bis {superFastMax} Werktage. Die Frist beginnt, sobald Ihre Zahlung bestätigt ist.',
  'faq.required-documents.question': 'Welche Unterlagen brauche ich?',
  'faq.required-documents.answer':
    'Einen Reisepass, der nach Ihrer Ankunft noch mindestens 6 Monate gültig ist, ein aktuelles Passfoto, Ihre Reisedaten und die Adresse Ihrer Unterkunft. Nach der Zahlung laden Sie einen Scan der Passdatenseite und Ihr Foto hoch.',
  'faq.group-applications.question': 'Kann ich für meine Familie oder Gruppe gemeinsam beantragen?',
  'faq.group-applications.answer':
    'Ja. Ein Antrag umfasst 1 bis 10 Reisende. Angaben, die für alle gleich sind, etwa die Reisedaten, geben Sie nur einmal ein, und die Servicegebühr pro Person ist bei größeren Gruppen niedriger.',
  'faq.cost.question': 'Was kostet die eTA?',
  'faq.cost.answer':
    'Für jede reisende Person zahlen Sie die Regierungsgebühr von {governmentFee}, unsere Servicegebühr von {serviceMin} bis {serviceMax} je nach Gruppengröße und eine Bearbeitungsgebühr von {normal}, {fast} oder {superFast} je nach Tempo. Eine Reiseversicherung ist für {insurance} optional. Den Gesamtbetrag sehen Sie vor dem Bezahlen.',
  'faq.payment-methods.question': 'Wie kann ich bezahlen?',
  'faq.payment-methods.answer':
    'Mit Debit- oder Kreditkarte (Visa, Mastercard oder American Express) auf einer sicheren Zahlungsseite mit 3-D Secure. Ihre vollständige Kartennummer sehen und speichern wir nie.',
  'faq.refunds.question': 'Bekomme ich mein Geld zurück?',
  'faq.refunds.answer':
    'Sie können innerhalb von 24 Stunden nach der Zahlung eine Erstattung verlangen, wenn die Bearbeitung noch nicht begonnen hat. Sobald Ihr Antrag bearbeitet wird oder bei den kenianischen Behörden eingereicht ist, können die Gebühren nicht erstattet werden. Einzelheiten stehen in unserer Erstattungsrichtlinie.',
  'faq.validity.question': 'Wie lange ist die eTA gültig?',
  'faq.validity.answer':
    'Eine eTA für Tourismus oder Geschäftsreisen gilt für eine Einreise innerhalb von 90 Tagen nach Ausstellung. Eine Transit-eTA erlaubt einen Aufenthalt von höchstens 72 Stunden.',
  'faq.length-of-stay.question': 'Wie lange darf ich in Kenia bleiben?',
  'faq.length-of-stay.answer':
    'Mit einer eTA für Tourismus oder Geschäftsreisen bis zu 90 Tage pro Besuch. Die Einwanderungsbehörde legt die Aufenthaltsdauer bei der Ankunft fest.',
  'faq.vaccinations.question': 'Brauche ich Impfungen?',
  'faq.vaccinations.answer':
    'Ein Gelbfieber-Impfnachweis ist nötig, wenn Sie aus einem Land mit Gelbfieberrisiko kommen oder durch ein solches gereist sind. Fragen Sie 4 bis 6 Wochen vor der Reise Ihre Ärztin oder Ihren Arzt nach weiteren Impfungen und Malariavorsorge.',
  'faq.passport-validity.question': 'Wie lange muss mein Reisepass gültig sein?',
  'faq.passport-validity.answer':
    'Mindestens 6 Monate nach dem Tag Ihrer Ankunft in Kenia, mit mindestens einer leeren Seite für den Einreisestempel (zwei werden empfohlen).',
  'faq.tracking.question': 'Wie verfolge ich meinen Antrag?',
  'faq.tracking.answer':
    'Geben Sie auf der Statusseite Ihre Antragsnummer (zum Beispiel KE-12345678) und Ihre E-Mail-Adresse ein. Wir informieren Sie außerdem per E-Mail, sobald entschieden ist.',
  'faq.printing.question': 'Muss ich meine eTA ausdrucken?',
  'faq.printing.answer':
    'Führen Sie einen Ausdruck mit oder speichern Sie sie auf Ihrem Handy. Fluggesellschaften können beim Check-in danach fragen, und die Einwanderungsbehörde prüft sie bei der Ankunft.',
  'faq.extending-stay.question': 'Kann ich meinen Aufenthalt in Kenia verlängern?',
  'faq.extending-stay.answer':
    'Über Verlängerungen entscheidet die kenianische Einwanderungsbehörde (Department of Immigration Services), nicht wir. Beantragen Sie sie dort, bevor Ihr erlaubter Aufenthalt endet: Eine Überschreitung kann Geldstrafen und ein Wiedereinreiseverbot nach sich ziehen.',
};
