import { nameTokens } from './name-index';
import { searchItems, type StoredSearchTerm } from './prefix-search';
import { applicationKeys } from './applications-table';

/**
 * What staff can search an application by (issue 19), each the start of a term, case and accents
 * ignored (`functions/lib/prefix-search.ts`): the application number (the start of its digits, or
 * its last four: "1234" and "5678" find KE-12345678), the contact e-mail, each passport number,
 * and each word of every applicant's names. Written in the creating transaction.
 */
export type ApplicationSearchKind = 'number' | 'email' | 'passport' | 'name';

/**
 * At most this many distinct name words per application: 10 applicants with first, middle and last
 * names need ~30, and the creating transaction (with ~30 other items) must stay below DynamoDB's 100.
 */
export const maxNameTerms = 40;

/**
 * The digits of an application number (a prefix search finds it from its start) and its last four
 * (how a traveller on the phone often quotes it). Every ending was indexed before; that made the
 * creating transaction 6 items larger and 100 sequential creations slower than their test allows.
 */
export function numberTerms(applicationNumber: string): string[] {
  const digits = applicationNumber.replace(/\D/g, '');
  return digits.length > 4 ? [digits, digits.slice(-4)] : digits.length > 0 ? [digits] : [];
}

export function applicationSearchItems(
  application: {
    readonly id: string;
    readonly applicationNumber: string;
    readonly contactEmail: string;
    readonly createdAt: string;
  },
  applicants: readonly {
    readonly firstName: string;
    readonly middleName?: string | undefined;
    readonly lastName: string;
    readonly passportNumber: string;
  }[],
  expiresAt?: number,
): StoredSearchTerm[] {
  const terms = [
    ...numberTerms(application.applicationNumber).map((term) => ({ kind: 'number', term })),
    { kind: 'email', term: application.contactEmail },
    ...applicants.map((a) => ({ kind: 'passport', term: a.passportNumber })),
    ...[
      ...new Set(
        applicants.flatMap((a) => nameTokens([a.firstName, a.middleName ?? '', a.lastName].join(' '))),
      ),
    ]
      .slice(0, maxNameTerms)
      .map((term) => ({ kind: 'name', term })),
  ];
  return searchItems(
    'APP',
    {
      pk: applicationKeys.application(application.id).pk,
      id: application.id,
      sortTail: `${application.createdAt}#${application.id}`,
    },
    terms,
    expiresAt,
  );
}
