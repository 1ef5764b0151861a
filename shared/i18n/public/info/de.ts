import type { PublicInfoMessages } from './en';

export const de: PublicInfoMessages = {
  'fees.title': 'Gebühren pro Person',
  'fees.caption': 'Gebühren pro reisender Person, in US-Dollar',
  'fees.item': 'Gebühr',
  'fees.amount': 'Betrag pro Person',
  'fees.government': 'Regierungsgebühr',
  'fees.service': 'Servicegebühr (niedriger für größere Gruppen)',
  'fees.range': '{min} bis {max}',
  'fees.speed.normal': 'Normal',
  'fees.speed.fast': 'Schnell',
  'fees.speed.super_fast': 'Sehr schnell',
  'fees.processingRow': 'Bearbeitung „{speed}“: {min} bis {max} Werktage',
  'fees.businessDays': '{min} bis {max} Werktage',
  'fees.perPerson': '{amount} pro Person',
  'fees.popular': 'Beliebt',
  'fees.insurance': 'Reiseversicherung (optional)',
  'fees.total':
    'Ihr Gesamtbetrag ist die Summe dieser Gebühren für jede reisende Person. Sie sehen ihn vor dem Bezahlen.',
  'generalInfo.title': 'Allgemeine Informationen zur Kenia-eTA',
  'generalInfo.lead':
    'Seit Januar 2024 brauchen die meisten Besucher Kenias statt eines Visums eine elektronische Reisegenehmigung (eTA). Hier erfahren Sie, was das ist und wie es funktioniert.',
  'generalInfo.what.title': 'Was ist die Kenia-eTA?',
  'generalInfo.what.text':
    'Die eTA ist eine elektronische Genehmigung für die Reise nach Kenia, die die Regierung Kenias vor Ihrer Reise erteilt. Sie beantragen sie online und erhalten die genehmigte eTA per E-Mail. Fluggesellschaften prüfen sie vor dem Boarding, die Einwanderungsbehörde bei der Ankunft.',
  'generalInfo.types.title': 'Arten der eTA',
  'generalInfo.types.tourist.title': 'Tourismus und Besuche',
  'generalInfo.types.tourist.text': 'Urlaub, Safari und Besuche bei Familie oder Freunden.',
  'generalInfo.types.business.title': 'Geschäftsreisen',
  'generalInfo.types.business.text':
    'Meetings, Konferenzen und kurze Geschäftsreisen. Für bezahlte Arbeit in Kenia ist stattdessen eine Arbeitserlaubnis nötig.',
  'generalInfo.types.transit.title': 'Transit',
  'generalInfo.types.transit.text':
    'Durchreise durch Kenia von höchstens 72 Stunden auf dem Weg in ein anderes Land.',
  'generalInfo.validity.title': 'Gültigkeit',
  'generalInfo.validity.entry':
    'Eine eTA für Tourismus oder Geschäftsreisen gilt für eine Einreise innerhalb von 90 Tagen nach Ausstellung.',
  'generalInfo.validity.stay': 'Sie dürfen pro Besuch bis zu 90 Tage in Kenia bleiben.',
  'generalInfo.validity.transit':
    'Eine Transit-eTA erlaubt eine Einreise und einen Aufenthalt von höchstens 72 Stunden.',
  'generalInfo.validity.passport':
    'Ihr Reisepass muss nach dem Ankunftstag noch mindestens 6 Monate gültig sein.',
  'generalInfo.notes.title': 'Gut zu wissen',
  'generalInfo.notes.each': 'Jede reisende Person braucht eine eigene eTA, auch Kinder und Säuglinge.',
  'generalInfo.notes.early':
    'Beantragen Sie mindestens eine Woche vor der Reise; schnelle und sehr schnelle Bearbeitung helfen bei kurzfristigen Plänen.',
  'generalInfo.notes.entry':
    'Mit der eTA dürfen Sie nach Kenia reisen; über die Einreise entscheidet die Einwanderungsbehörde.',
  'generalInfo.notes.private':
    'Wir sind ein privater Dienstleister, nicht die Regierung Kenias. Unser Preis enthält die Regierungsgebühr.',
  'generalInfo.apply': 'Jetzt beantragen',
  'generalInfo.howTo': 'So beantragen Sie',
  'requirements.title': 'Visum- und eTA-Bestimmungen für Kenia',
  'requirements.lead':
    'Finden Sie heraus, ob Sie eine eTA brauchen, was Sie vorbereiten müssen und was Sie bei der Ankunft in Kenia erwartet.',
  'requirements.eta.title': 'Länder, deren Staatsangehörige eine eTA brauchen',
  'requirements.eta.text':
    'Staatsangehörige dieser {count} Länder brauchen eine eTA, ebenso Staatsangehörige aller Länder, die nicht als visumfrei oder befreit aufgeführt sind.',
  'requirements.visaFree.title': 'Visumfreie Länder',
  'requirements.visaFree.text':
    'Staatsangehörige dieser {count} Länder können Kenia ohne Visum und ohne eTA besuchen.',
  'requirements.exempt.title': 'Von der eTA befreit',
  'requirements.exempt.text':
    'Staatsangehörige dieser Länder sind für kurze Aufenthalte von der eTA befreit.',
  'requirements.docs.title': 'Benötigte Unterlagen',
  'requirements.docs.passport':
    'Ein Reisepass, der nach Ihrer Ankunft noch mindestens 6 Monate gültig ist und mindestens eine leere Seite hat (zwei werden empfohlen).',
  'requirements.docs.photo':
    'Ein aktuelles Passfoto, in den letzten 6 Monaten vor hellem Hintergrund aufgenommen.',
  'requirements.docs.itinerary':
    'Ihre Reisepläne: ein Rück- oder Weiterreiseticket und, falls vorhanden, Ihre Flugdaten.',
  'requirements.docs.accommodation':
    'Ihre Unterkunft: eine Hotelbuchung oder ein Einladungsschreiben Ihrer Gastgeber.',
  'requirements.docs.contact': 'Eine E-Mail-Adresse und eine Telefonnummer, unter der wir Sie erreichen.',
  'requirements.health.title': 'Gesundheitliche Anforderungen',
  'requirements.health.yellowFever':
    'Ein Impfnachweis gegen Gelbfieber ist erforderlich, wenn Sie aus einem Land mit Gelbfieberrisiko kommen oder durch ein solches gereist sind.',
  'requirements.health.doctor':
    'Sprechen Sie 4 bis 6 Wochen vor der Reise mit Ihrer Ärztin oder Ihrem Arzt über Standardimpfungen und Malariavorsorge.',
  'requirements.health.insurance': 'Eine Reiseversicherung mit Krankenschutz wird dringend empfohlen.',
  'requirements.special.title': 'Besondere Fälle',
  'requirements.special.minors':
    'Kinder unter 18 Jahren brauchen eine eigene eTA. Ein Kind, das nicht mit beiden Eltern reist, sollte die schriftliche Zustimmung der Eltern und die Geburtsurkunde dabeihaben.',
  'requirements.special.diplomats':
    'Inhaber von Diplomaten-, Dienst- oder amtlichen Pässen auf Dienstreise folgen einem eigenen Verfahren: Wählen Sie auf der Startseite „Diplomaten“.',
  'requirements.special.transit':
    'Wenn Sie beim Umsteigen den Flughafen verlassen, brauchen Sie eine Transit-eTA; wenn Sie im internationalen Transitbereich bleiben, nicht.',
  'requirements.special.residents':
    'Wer eine gültige kenianische Aufenthalts- oder Arbeitserlaubnis besitzt, braucht keine eTA.',
  'requirements.restrictions.title': 'Einreisebeschränkungen',
  'requirements.restrictions.currency':
    'Bargeld über 10.000 US-Dollar oder den Gegenwert in einer anderen Währung muss bei der Ankunft angemeldet werden.',
  'requirements.restrictions.plastic':
    'Einweg-Plastiktüten sind in Kenia verboten und werden bei der Ankunft abgenommen.',
  'requirements.restrictions.goods':
    'Drogen, Schusswaffen, gefälschte Waren und Wildtierprodukte sind verboten. Führen Sie Medikamente in der Originalverpackung mit Rezept mit.',
  'requirements.restrictions.officer':
    'Die Einwanderungsbehörde kann Rückflugticket, Unterkunft und Nachweis ausreichender Mittel verlangen und entscheidet über die Einreise.',
  'requirements.tips.title': 'Tipps für einen reibungslosen Antrag',
  'requirements.tips.early': 'Beantragen Sie mindestens eine Woche vor der Reise.',
  'requirements.tips.names': 'Geben Sie jeden Namen genau so ein, wie er im Pass steht.',
  'requirements.tips.scan':
    'Laden Sie einen scharfen Scan der Passdatenseite hoch, auf dem alle vier Ecken zu sehen sind.',
  'requirements.tips.copy': 'Führen Sie während der Reise eine gedruckte oder digitale Kopie Ihrer eTA mit.',
  'requirements.disclaimer':
    'Die Einreiseregeln legt die Regierung Kenias fest, und sie können sich kurzfristig ändern. Prüfen Sie vor der Reise die offiziellen Quellen.',
  'requirements.apply': 'Antrag starten',
  'requirements.faq': 'Zu den FAQ',
  'requirements.contact': 'Kontakt aufnehmen',
  'howTo.title': 'So beantragen Sie die Kenia-eTA',
  'howTo.lead':
    'Der Antrag dauert etwa 15 Minuten pro Person. Hier finden Sie die Schritte, was Sie brauchen, die Bearbeitungsoptionen und unsere Tipps.',
  'howTo.steps.title': 'Vier Schritte',
  'howTo.steps.apply.title': 'Antrag ausfüllen',
  'howTo.steps.apply.text':
    'Geben Sie die Pass- und Reisedaten jeder Person ein. Ein Antrag umfasst bis zu 10 Reisende.',
  'howTo.steps.pay.title': 'Bearbeitung wählen und bezahlen',
  'howTo.steps.pay.text':
    'Wählen Sie normale, schnelle oder sehr schnelle Bearbeitung, fügen Sie bei Bedarf eine Reiseversicherung hinzu und zahlen Sie sicher per Karte.',
  'howTo.steps.upload.title': 'Dokumente hochladen',
  'howTo.steps.upload.text':
    'Laden Sie einen Scan der Passdatenseite und ein aktuelles Foto jeder Person hoch.',
  'howTo.steps.receive.title': 'eTA erhalten',
  'howTo.steps.receive.text':
    'Wir prüfen alles und reichen es ein. Sie erhalten die genehmigte eTA per E-Mail und können den Status online verfolgen.',
  'howTo.requirements.title': 'Was Sie brauchen',
  'howTo.requirements.passport':
    'Einen Reisepass, der nach Ihrer Ankunft noch mindestens 6 Monate gültig ist',
  'howTo.requirements.photo': 'Ein aktuelles digitales Foto jeder reisenden Person',
  'howTo.requirements.email': 'Eine E-Mail-Adresse, die Sie auch unterwegs lesen',
  'howTo.requirements.card': 'Eine Visa-, Mastercard- oder American-Express-Karte',
  'howTo.requirements.trip': 'Ihre Reisedaten und die Adresse Ihrer Unterkunft',
  'howTo.processing.title': 'Bearbeitungsoptionen',
  'howTo.processing.text':
    'Die Bearbeitungszeit beginnt, sobald Ihre Zahlung bestätigt ist. Werktage sind ohne Wochenenden und Feiertage gezählt.',
  'howTo.dos.title': 'Das sollten Sie tun',
  'howTo.dos.early': 'Beantragen Sie mindestens eine Woche vor Ihrer Reise.',
  'howTo.dos.check': 'Vergleichen Sie vor dem Bezahlen jeden Namen und jede Passnummer mit dem Pass.',
  'howTo.dos.validity': 'Verwenden Sie einen Pass, der nach der Ankunft noch mindestens 6 Monate gültig ist.',
  'howTo.dos.number': 'Bewahren Sie Ihre Antragsnummer auf: Sie brauchen sie, um Ihren Antrag zu verfolgen.',
  'howTo.dos.carry': 'Führen Sie auf der Reise eine Kopie Ihrer genehmigten eTA mit.',
  'howTo.donts.title': 'Das sollten Sie lassen',
  'howTo.donts.booking': 'Buchen Sie keine unveränderbare Reise, bevor Ihre eTA genehmigt ist.',
  'howTo.donts.scans': 'Laden Sie keine unscharfen, beschnittenen oder bearbeiteten Scans hoch.',
  'howTo.donts.twice': 'Stellen Sie für dieselbe Reise keinen zweiten Antrag: Schreiben Sie uns stattdessen.',
  'howTo.donts.damaged': 'Reisen Sie nicht mit einem beschädigten oder als verloren gemeldeten Pass.',
  'howTo.donts.share': 'Veröffentlichen Sie weder Ihre Antragsnummer noch unsere E-Mails.',
  'howTo.apply': 'Antrag starten',
  'about.title': 'Über uns',
  'about.lead':
    'Kenya eTA Online hilft Reisenden, die elektronische Reisegenehmigung für Kenia in ihrer eigenen Sprache zu beantragen – mit klaren Preisen und echter Unterstützung.',
  'about.who.title': 'Wer wir sind',
  'about.who.text':
    'Wir sind ein privates, in England und Wales eingetragenes Unternehmen und arbeiten als bezahlter Vermittler. Wir sind nicht die Regierung Kenias und nicht mit ihr verbunden. Unser Preis enthält die Regierungsgebühr und unsere Servicegebühr.',
  'about.what.title': 'Was wir tun',
  'about.what.languages': 'Wir führen Sie in 14 Sprachen durch den Antrag.',
  'about.what.check': 'Wir prüfen jeden Antrag vor dem Absenden auf Fehler.',
  'about.what.groups': 'Wir bearbeiten Anträge für Gruppen von bis zu 10 Reisenden auf einmal.',
  'about.what.updates': 'Wir informieren Sie per E-Mail und über die Online-Statusverfolgung.',
  'about.what.support': 'Wir beantworten Ihre Fragen per E-Mail und Live-Chat.',
  'about.contact.title': 'Kontakt',
  'about.contact.text':
    'Fragen vor oder nach dem Antrag? Unser Support-Team antwortet innerhalb von 24 Stunden.',
  'about.apply': 'Antrag starten',
  'about.contactLink': 'Kontakt aufnehmen',
};
