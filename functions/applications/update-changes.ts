import type { ApplicationSubmission } from '../../shared/journey/schemas';
import type { StoredApplicant, StoredApplication } from '../lib/applications-table';
import type { StoredSearchTerm } from '../lib/prefix-search';
import type { buildItems } from './create-application';

type Built = ReturnType<typeof buildItems>;

/** The application's own answers, compared one by one (the applicants' come apart, by field). */
const applicationFields = [
  'applicationType',
  'transportationMethod',
  'processingType',
  'includeInsurance',
  'optInOffers',
  'residenceCountry',
  'visaType',
  'departureCountry',
  'contactEmail',
  'contactPhone',
  'applicantCount',
] as const;

/** The answers a price depends on (with the total itself): refused once the application is paid. */
const priceFields: ReadonlySet<string> = new Set([
  'applicationType',
  'visaType',
  'processingType',
  'includeInsurance',
  'applicantCount',
  'pricing',
]);

/** What an applicant item carries beside the traveller's answers: never compared. */
const applicantBookkeeping: ReadonlySet<string> = new Set([
  'pk',
  'sk',
  'entity',
  'applicationId',
  'index',
  'gsi3pk',
  'gsi3sk',
  'passportCheck',
]);

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

function applicantChanges(index: number, before: StoredApplicant | undefined, after: StoredApplicant) {
  if (before === undefined) return [`applicants[${index}]`];
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys]
    .filter((k) => !applicantBookkeeping.has(k))
    .filter((k) => !same((before as Record<string, unknown>)[k], (after as Record<string, unknown>)[k]))
    .sort()
    .map((k) => `applicants[${index}].${k}`);
}

export interface UpdateChanges {
  /** Field names that changed (`processingType`, `applicants[0].dateOfArrival`), never their values. */
  readonly fields: readonly string[];
  /** Whether the price (or what it is computed from) changed. */
  readonly priceChanged: boolean;
  /** Whether what the signed agreement covers changed: the applicants' names or the fees agreed to. */
  readonly signAgain: boolean;
  /** Search items to put and to delete (their keys), so that staff find the application as it is now. */
  readonly searchPuts: readonly StoredSearchTerm[];
  readonly searchDeletes: readonly { readonly pk: string; readonly sk: string }[];
  /** Applicant items past the new group's size. */
  readonly applicantDeletes: readonly { readonly pk: string; readonly sk: string }[];
}

/**
 * What an update changes, comparing the stored application, applicants and search items with the
 * items the submission builds (`buildItems`, the creation's own).
 */
export function updateChanges(
  stored: StoredApplication,
  storedApplicants: readonly StoredApplicant[],
  storedSearch: readonly StoredSearchTerm[],
  built: Built,
  submission: ApplicationSubmission,
): UpdateChanges {
  const app = built.application as unknown as Record<string, unknown>;
  const old = stored as unknown as Record<string, unknown>;
  const own = applicationFields.filter((k) => !same(old[k], app[k]));
  const pricing = stored.pricing.totalPrice !== built.pricing.totalPrice ? ['pricing'] : [];
  const byIndex = new Map(storedApplicants.map((a) => [a.index, a]));
  const applicants = built.applicants.flatMap((a, i) => applicantChanges(i, byIndex.get(i), a));
  const removed = storedApplicants.filter((a) => a.index >= submission.applicants.length);
  const fields = [...own, ...pricing, ...applicants, ...removed.map((a) => `applicants[${a.index}]`)];
  const oldTerms = new Set(storedSearch.map((s) => s.sk));
  const newTerms = new Set(built.names.map((s) => s.sk));
  return {
    fields,
    priceChanged: fields.some((f) => priceFields.has(f)),
    signAgain:
      stored.agreement !== undefined &&
      (pricing.length > 0 || !same(stored.applicantNames, built.application.applicantNames)),
    searchPuts: built.names.filter((s) => !oldTerms.has(s.sk)),
    searchDeletes: storedSearch.filter((s) => !newTerms.has(s.sk)).map(({ pk, sk }) => ({ pk, sk })),
    applicantDeletes: removed.map(({ pk, sk }) => ({ pk, sk })),
  };
}
