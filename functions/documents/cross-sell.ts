import { destinations } from '../../shared/destinations';
import {
  carriedTravellerFields,
  type CarriedTraveller,
  type CarryOver,
  type CrossSellOffer,
} from '../../shared/journey/carry-over';
import type { StoredApplicant, StoredApplication } from '../lib/applications-table';
import { destinationOfApplication } from '../lib/documents-asked';
import { NotFoundError } from '../lib/domain-errors';

const nationalityOf = (applicant: StoredApplicant) => String(applicant.nationality ?? '');

/**
 * The destination offered after payment: another destination that takes applications
 * (`acceptsApplications`) and for which at least one traveller needs a visa or eTA (its `isExempt` says so
 * for every nationality of the group: nothing to offer). Read from the configuration: no country is named
 * here.
 */
export function crossSellOf(
  application: StoredApplication,
  applicants: readonly StoredApplicant[],
): CrossSellOffer | undefined {
  if (application.paymentStatus !== 'paid' || applicants.length === 0) return undefined;
  const own = destinationOfApplication(application).id;
  const other = Object.values(destinations).find(
    (d) => d.id !== own && d.acceptsApplications && applicants.some((a) => !d.isExempt(nationalityOf(a))),
  );
  return other && { destination: other.id, apply: other.paths.apply };
}

/** One traveller as carried over: those fields only, as strings. */
export function carriedTraveller(applicant: StoredApplicant): CarriedTraveller {
  const record = applicant as unknown as Record<string, unknown>;
  return Object.fromEntries(
    carriedTravellerFields.map((f) => [f, typeof record[f] === 'string' ? record[f] : '']),
  ) as unknown as CarriedTraveller;
}

/** What the final page may carry over to the offered destination (404 when nothing is offered). */
export function carryOverOf(
  application: StoredApplication,
  applicants: readonly StoredApplicant[],
): CarryOver {
  const offer = crossSellOf(application, applicants);
  if (!offer) throw new NotFoundError('No other destination is offered for this application');
  return {
    offer,
    travellers: [...applicants].sort((a, b) => a.index - b.index).map(carriedTraveller),
    contactEmail: application.contactEmail,
    contactPhone: application.contactPhone,
  };
}
