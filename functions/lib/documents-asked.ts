import { defaultDestinationId, destinationOf, destinations } from '../../shared/destinations';
import { requiredDocumentsFor, type TravellerFacts } from '../../shared/destinations/rules';
import { needsYellowFeverCertificate } from '../../shared/destinations/yellow-fever';
import type { Destination, DocumentRequirement } from '../../shared/destinations/types';
import type { MailKey } from '../../shared/i18n/types';
import type { Translator } from '../../shared/i18n/translate';
import { getLocale, type LocaleCode } from '../../shared/locales';
import type { StoredApplication } from './applications-table';

/** The application's destination (Kenya's when the item has none, as every item stored before). */
export const destinationOfApplication = (application: Pick<StoredApplication, 'destination'>): Destination =>
  destinationOf(application.destination) ?? destinations[defaultDestinationId];

/**
 * True when the group comes from a country with a risk of yellow fever (the WHO table): a fact about the
 * traveller, asked of every application; whether it asks for a document is the destination's
 * configuration (`when: 'yellowFeverOrigin'`).
 */
export const comesFromYellowFeverCountry = (application: Pick<StoredApplication, 'departureCountry'>) =>
  application.departureCountry !== undefined && needsYellowFeverCertificate(application.departureCountry);

/**
 * The documents the application's destination requires of an adult of the group (the mails' "next
 * steps"): Kenya's passport page and photo; Tanzania's passport page, photo, return ticket and, from a
 * yellow fever country, the certificate.
 */
export function requiredDocumentsOfApplication(
  application: Pick<StoredApplication, 'destination' | 'departureCountry'>,
): DocumentRequirement[] {
  const facts: TravellerFacts = { minor: false, yellowFeverOrigin: comesFromYellowFeverCountry(application) };
  return requiredDocumentsFor(destinationOfApplication(application), facts);
}

/** Those documents' names as one list in the mail's language ("A, B and C"). */
export function requiredDocumentsText(
  t: Translator<MailKey>,
  application: Pick<StoredApplication, 'destination' | 'departureCountry'>,
  locale: LocaleCode,
): string {
  const names = requiredDocumentsOfApplication(application).map((d) =>
    t(`common.documentType.${d.type}` as MailKey),
  );
  return new Intl.ListFormat(getLocale(locale).tag, { style: 'long', type: 'conjunction' }).format(names);
}
