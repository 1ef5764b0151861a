import type { PublicHomeMessages } from './en';

export const de: PublicHomeMessages = {
  'kenyaHome.highlights': 'Für 1 bis 10 Reisende · 14 Sprachen · Sichere Kartenzahlung',
  'kenyaHome.features.title': 'Alles, was Sie für Ihre Kenia-eTA brauchen',
  'kenyaHome.features.form.title': 'Ein klares Online-Formular',
  'kenyaHome.features.form.text':
    'Einfache Fragen in Ihrer Sprache, Hilfe bei jedem Schritt und nichts doppelt eingeben.',
  'kenyaHome.features.group.title': 'Ein Antrag für Ihre Gruppe',
  'kenyaHome.features.group.text':
    'Beantragen Sie für bis zu 10 Reisende auf einmal; die Servicegebühr pro Person sinkt mit der Gruppengröße.',
  'kenyaHome.features.payment.title': 'Sichere Kartenzahlung',
  'kenyaHome.features.payment.text':
    'Zahlen Sie auf einer geschützten Zahlungsseite mit 3-D Secure. Ihre Kartennummer speichern wir nie.',
  'kenyaHome.features.tracking.title': 'Antrag verfolgen',
  'kenyaHome.features.tracking.text':
    'Prüfen Sie den Status online mit Ihrer Antragsnummer und erhalten Sie Ihre eTA per E-Mail.',
  'kenyaHome.steps.title': 'So funktioniert es',
  'kenyaHome.steps.apply.title': 'Antrag ausfüllen',
  'kenyaHome.steps.apply.text': 'Pass- und Reisedaten jeder reisenden Person.',
  'kenyaHome.steps.pay.title': 'Tempo wählen und bezahlen',
  'kenyaHome.steps.pay.text': 'Normale, schnelle oder sehr schnelle Bearbeitung.',
  'kenyaHome.steps.upload.title': 'Dokumente hochladen',
  'kenyaHome.steps.upload.text': 'Ein Passscan und ein Foto pro Person.',
  'kenyaHome.steps.receive.title': 'eTA erhalten',
  'kenyaHome.steps.receive.text': 'Nach der Genehmigung per E-Mail zugeschickt.',
  'kenyaHome.steps.more': 'Zur vollständigen Antragsanleitung',
  'kenyaHome.why.title': 'Warum Reisende uns wählen',
  'kenyaHome.why.checked.title': 'Vor dem Absenden geprüft',
  'kenyaHome.why.checked.text':
    'Wir prüfen jeden Antrag auf Fehler, die zu Verzögerungen oder Ablehnungen führen.',
  'kenyaHome.why.prices.title': 'Klare Preise',
  'kenyaHome.why.prices.text':
    'Die Regierungsgebühr ist enthalten, und Sie sehen den Gesamtbetrag vor dem Bezahlen.',
  'kenyaHome.why.support.title': 'Hilfe in Ihrer Sprache',
  'kenyaHome.why.support.text':
    'Antworten per E-Mail innerhalb von 24 Stunden und Live-Chat auf jeder Seite.',
  'kenyaHome.why.privacy.title': 'Ihre Daten geschützt',
  'kenyaHome.why.privacy.text':
    'Verschlüsselte Verbindungen; Ihre Dokumente werden 30 Tage nach der Entscheidung gelöscht.',
  'eligibility.title': 'Brauche ich eine eTA?',
  'eligibility.lead': 'Wählen Sie Ihre Staatsangehörigkeit, um zu sehen, was Kenia von Ihnen verlangt.',
  'eligibility.label': 'Ihre Staatsangehörigkeit',
  'eligibility.placeholder': 'Staatsangehörigkeit wählen',
  'eligibility.eta.title': 'Sie brauchen eine eTA',
  'eligibility.eta.text':
    'Staatsangehörige von {country} brauchen vor der Reise nach Kenia eine elektronische Reisegenehmigung.',
  'eligibility.eta.cta': 'Antrag starten',
  'eligibility.visaFree.title': 'Visumfrei',
  'eligibility.visaFree.text':
    'Staatsangehörige von {country} können Kenia ohne Visum und ohne eTA besuchen. Reisen Sie mit einem Pass, der noch mindestens 6 Monate gültig ist.',
  'eligibility.exempt.title': 'Von der eTA befreit',
  'eligibility.exempt.text':
    'Staatsangehörige von {country} sind für kurze Aufenthalte von der eTA befreit. Prüfen Sie vor der Reise, wie lange Sie bleiben dürfen.',
  'eligibility.disclaimer':
    'Die Einreiseregeln legt die Regierung Kenias fest, und sie können sich ändern. Prüfen Sie sie vor der Reise bei den offiziellen Stellen.',
  'eligibility.more': 'Alle Einreisebestimmungen ansehen',
  'eligibility.noscript':
    'Die Prüfung benötigt JavaScript. Die Seite mit den Einreisebestimmungen nennt alle Regeln.',
  'services.title': 'Unsere Leistungen',
  'services.lead':
    'Wir helfen Reisenden, ihre Kenia-eTA ohne Stress zu bekommen, und Reiseunternehmen, online mehr Kundschaft zu erreichen.',
  'services.travel.title': 'Reisegenehmigungen',
  'services.travel.eta.title': 'Anträge auf die Kenia-eTA',
  'services.travel.eta.text':
    'Ein geführter Antrag für 1 bis 10 Reisende, vor dem Absenden von unserem Team geprüft.',
  'services.travel.support.title': 'Support in 14 Sprachen',
  'services.travel.support.text': 'Hilfe per E-Mail und Live-Chat vor, während und nach Ihrem Antrag.',
  'services.travel.tracking.title': 'Statusverfolgung',
  'services.travel.tracking.text': 'Verfolgen Sie Ihren Antrag online und erhalten Sie Ihre eTA per E-Mail.',
  'services.marketing.title': 'Digitales Marketing für Reiseunternehmen',
  'services.marketing.social.title': 'Social-Media-Marketing',
  'services.marketing.social.text':
    'Kampagnen und Inhalte, die Reisende dort erreichen, wo sie ihre Reisen planen.',
  'services.marketing.ads.title': 'Google Ads & SEO',
  'services.marketing.ads.text':
    'Suchkampagnen und Suchmaschinenoptimierung, die buchungsbereite Besucher bringen.',
  'services.marketing.web.title': 'Websites und Landingpages',
  'services.marketing.web.text':
    'Schnelle, barrierefreie, mehrsprachige Seiten, die Besucher zu Kunden machen.',
  'services.cta': 'Kostenlose Marketinganalyse anfordern',
  'portfolio.title': 'Referenzen',
  'portfolio.lead': 'Die Art von Projekten, die wir für Reise- und Dienstleistungsunternehmen umsetzen.',
  'portfolio.multilingual.title': 'Mehrsprachige Service-Websites',
  'portfolio.multilingual.text':
    'Websites in vielen Sprachen, auch von rechts nach links, die in Mobilfunknetzen schnell laden. Diese Website ist eine davon.',
  'portfolio.search.title': 'Suchkampagnen',
  'portfolio.search.text': 'Kampagnen rund um das, wonach Reisende suchen, gemessen an echten Anfragen.',
  'portfolio.social.title': 'Social-Media-Starts',
  'portfolio.social.text':
    'Content-Pläne und Kampagnen für einen neuen Service, ein Reiseziel oder eine Saison.',
  'portfolio.references':
    'Fragen Sie uns nach Referenzen aus Ihrer Branche: Wir teilen sie mit Zustimmung unserer Kunden.',
  'portfolio.cta': 'Kostenlose Analyse anfordern',
  'audit.title': 'Kostenlose Marketinganalyse',
  'audit.lead':
    'Erzählen Sie uns von Ihrem Unternehmen: Wir prüfen Ihre Website, Ihre Sichtbarkeit in Suchmaschinen und Ihre sozialen Medien und sagen Ihnen, was Sie zuerst verbessern sollten.',
  'audit.company': 'Firmenname',
  'audit.website': 'Website-Adresse',
  'audit.websiteHint': 'Zum Beispiel www.example.com',
  'audit.email': 'E-Mail-Adresse',
  'audit.submit': 'Kostenlose Analyse anfordern',
  'audit.includes.title': 'Was die Analyse umfasst',
  'audit.includes.website': 'Tempo, Barrierefreiheit und Verständlichkeit Ihrer Website',
  'audit.includes.search': 'Wie Sie in den Suchergebnissen erscheinen',
  'audit.includes.social': 'Ihre Präsenz in den sozialen Medien',
  'audit.toastTitle': 'Kostenlose Marketinganalyse angefordert',
  'audit.toastText':
    'Unsere Experten für digitales Marketing melden sich innerhalb von 24 Stunden mit Ihrer persönlichen Analyse.',
  'audit.toastClose': 'Schließen',
  'audit.errorSummary': 'Es gibt ein Problem',
  'audit.errorPrefix': 'Fehler:',
  'audit.errors.company.required': 'Geben Sie Ihren Firmennamen ein',
  'audit.errors.company.tooLong': 'Der Firmenname darf höchstens 120 Zeichen lang sein',
  'audit.errors.website.required': 'Geben Sie die Adresse Ihrer Website ein',
  'audit.errors.website.invalid': 'Geben Sie eine Website-Adresse wie www.example.com ein',
  'audit.errors.email.required': 'Geben Sie Ihre E-Mail-Adresse ein',
  'audit.errors.email.invalid':
    'Geben Sie eine E-Mail-Adresse im richtigen Format ein, z. B. name@example.com',
};
