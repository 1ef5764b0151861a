import type { DestinationId } from '../../shared/destinations/types';
import { GetCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Pricing } from '../../shared/journey/pricing';
import type { Applicant, ApplicationSubmission } from '../../shared/journey/schemas';
import type { LocaleCode } from '../../shared/locales';
import type { PassportCheck } from '../../shared/passport/checks';
import type { WizardApplicant } from '../../shared/wizard/applicant';
import type { WizardAnswers } from '../../shared/wizard/form-data';

/**
 * The application records in the one table (layout: `functions/applications/README.md`). Every
 * concern that reads or updates an application uses these keys and types.
 */
export interface TableRef {
  readonly db: DynamoDBDocumentClient;
  readonly tableName: string;
}

export const applicationKeys = {
  application: (id: string) => ({ pk: `APP#${id}`, sk: 'APP' }),
  applicant: (id: string, index: number) => ({
    pk: `APP#${id}`,
    sk: `APPLICANT#${String(index + 1).padStart(2, '0')}`,
  }),
  applicantPrefix: 'APPLICANT#',
  /** The application-number reservation: unique numbers, and lookup by number with one GetItem. */
  number: (applicationNumber: string) => ({ pk: `APPNO#${applicationNumber}`, sk: 'APPNO' }),
  idempotency: (key: string) => ({ pk: `IDEM#${key}`, sk: 'IDEM' }),
} as const;

/** gsi1: applications by status, newest first (`ScanIndexForward: false`). */
export const statusIndex = {
  name: 'gsi1',
  partition: (status: string) => `STATUS#${status}`,
  sort: (createdAt: string, id: string) => `${createdAt}#${id}`,
} as const;

/** gsi2: applications by contact e-mail (lower case), newest first. */
export const emailIndex = {
  name: 'gsi2',
  partition: (email: string) => `EMAIL#${email.trim().toLowerCase()}`,
  sort: (createdAt: string, id: string) => `${createdAt}#${id}`,
} as const;

/**
 * gsi3: an application's own items (the application and its applicants) by its number, so the status
 * lookup reads them with one Query: `gsi3pk = APPNO#<number>`, `gsi3sk` = the item's `sk`.
 */
export const numberIndex = {
  name: 'gsi3',
  partition: (applicationNumber: string) => `APPNO#${applicationNumber}`,
} as const;

export const initialStatus = 'pending';
export const initialPaymentStatus = 'unpaid';

export interface AgreementRecord {
  readonly signatureHash: string;
  readonly signedAt: string;
  readonly ipAddress: string;
  readonly userAgent: string;
  readonly signatureType: 'drawn' | 'typed';
  /** S3 key of the drawn signature PNG (drawn signatures only). */
  readonly signatureKey?: string;
  readonly pdfKey: string;
  readonly mailedAt?: string;
}

/** The application item (`APP#<id>` / `APP`). */
export interface StoredApplication {
  readonly pk: string;
  readonly sk: string;
  readonly entity: 'application';
  readonly id: string;
  readonly applicationNumber: string;
  /**
   * Where the application is for (`shared/destinations/`): absent on Kenya's, as on every application
   * stored before destinations existed (`destinationOf(undefined)` is Kenya).
   */
  readonly destination?: DestinationId;
  /** The destination's visa type (`shared/destinations/`), when it has more than one. */
  readonly visaType?: string;
  /**
   * The country the travellers fly in from (ISO alpha-2), asked by a visa destination's journey (the
   * yellow fever certificate rule reads it); absent on Kenya's.
   */
  readonly departureCountry?: string;
  readonly status: string;
  readonly paymentStatus: string;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly locale: LocaleCode;
  readonly applicationType: ApplicationSubmission['applicationType'];
  readonly transportationMethod?: ApplicationSubmission['transportationMethod'];
  readonly processingType: ApplicationSubmission['processingType'];
  readonly includeInsurance: boolean;
  readonly optInOffers: boolean;
  /** ISO code of the country the travellers live in (absent on older applications). */
  readonly residenceCountry?: string;
  readonly contactEmail: string;
  readonly contactPhone: string;
  readonly applicantCount: number;
  /** "First Last" of every applicant, in order (for lists and e-mails without a Query). */
  readonly applicantNames: readonly string[];
  readonly pricing: Pricing;
  /** SHA-256 (hex) of the bearer token the creation returned; the token itself is never stored here. */
  readonly accessTokenHash: string;
  readonly agreement?: AgreementRecord;
  /** Claims of `sendOnce` (`functions/lib/mail-once.ts`) while an e-mail is being sent. */
  readonly agreementClaim?: { readonly at: string; readonly version: string };
  readonly confirmationSentAt?: string;
  readonly confirmationClaim?: { readonly at: string };
  /** 1 as created (absent), +1 with each update by the traveller (`functions/applications/update-application.ts`). */
  readonly revision?: number;
  /** The "application updated" mail: the revision it last went for, when, and its claim while sending. */
  readonly updateMailRevision?: string;
  readonly updateMailSentAt?: string;
  readonly updateMailClaim?: { readonly at: string; readonly version: string };
  /**
   * SES reported the contact address bounced for good or complained (`functions/mail-events`): the
   * product no longer mails it, and staff see the flag and the phone number to call.
   */
  readonly contactMailIssue?: { readonly reason: 'bounce' | 'complaint'; readonly at: string };
  /** Created by the payment test page: left out of the counters, deleted by the retention job. */
  readonly testData?: boolean;
  /** Set for an application of the eight-step wizard (its own product and price, one traveller). */
  readonly product?: 'wizard';
  /** The wizard's answers of steps 3 to 6, as its schema validated them (`shared/wizard/schema.ts`). */
  readonly wizard?: WizardAnswers;
  readonly gsi1pk: string;
  readonly gsi1sk: string;
  readonly gsi2pk: string;
  readonly gsi2sk: string;
  /** Number index (absent on applications stored before it, until `npm run backfill`). */
  readonly gsi3pk?: string;
  readonly gsi3sk?: string;
}

/**
 * An applicant item (`APP#<id>` / `APPLICANT#01` … `#10`): the group journey's applicant, or the wizard's
 * one traveller (`shared/wizard/applicant.ts`), which has no marital status, employment or emergency contact.
 */
export type StoredApplicant = (Omit<Applicant, 'id'> | WizardApplicant) & {
  readonly pk: string;
  readonly sk: string;
  readonly entity: 'applicant';
  readonly applicationId: string;
  /** 0-based position in the application. */
  readonly index: number;
  /** The application's country of residence (asked once for the group), shown to staff per applicant. */
  readonly countryResidence?: string;
  readonly gsi3pk?: string;
  readonly gsi3sk?: string;
  /** The passport scanned on the details page, as the server read and compared it. */
  readonly passportCheck?: PassportCheck;
};

/** The application-number item (`APPNO#KE-…` / `APPNO`). */
export interface StoredApplicationNumber {
  readonly pk: string;
  readonly sk: string;
  readonly entity: 'applicationNumber';
  readonly applicationId: string;
  readonly contactEmail: string;
  readonly createdAt: string;
}

export async function getApplication(table: TableRef, id: string): Promise<StoredApplication | undefined> {
  const result = await table.db.send(
    new GetCommand({
      TableName: table.tableName,
      Key: applicationKeys.application(id),
      ConsistentRead: true,
    }),
  );
  return result.Item as StoredApplication | undefined;
}

/** The applicants of an application, in order (one Query, at most 10 items). */
export async function getApplicants(table: TableRef, id: string): Promise<StoredApplicant[]> {
  const result = await table.db.send(
    new QueryCommand({
      TableName: table.tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: {
        ':pk': applicationKeys.application(id).pk,
        ':prefix': applicationKeys.applicantPrefix,
      },
      ConsistentRead: true,
      Limit: 10,
    }),
  );
  return (result.Items ?? []) as StoredApplicant[];
}

/** The application id of an application number, if the number exists (one GetItem). */
export async function findApplicationIdByNumber(
  table: TableRef,
  applicationNumber: string,
): Promise<StoredApplicationNumber | undefined> {
  const result = await table.db.send(
    new GetCommand({ TableName: table.tableName, Key: applicationKeys.number(applicationNumber) }),
  );
  return result.Item as StoredApplicationNumber | undefined;
}
