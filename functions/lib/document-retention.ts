/**
 * The documents bucket's lifecycle, as plain data: the single source for the cloud bucket
 * (`infra/cloud/constructs/data.ts` builds its S3 lifecycle rules from `documentsLifecycleRules`) and
 * for the local stack (`infra/local/s3/lifecycle.ts` applies the same rules to s3rver).
 *
 * DESIGN decision 12, privacy policy "retention": uploaded documents are deleted within 30 days after
 * the decision on the application. Recording a decision tags every object under `uploads/<id>/` with
 * `retentionTag`; the rule `expire-decided-documents` expires tagged objects under `uploads/` 30 days
 * after their creation. S3 counts lifecycle days from the object's creation (for a recorded document:
 * when it was moved out of `uploads/tmp/`), not from the tagging, so a document recorded more than 30
 * days before the decision is removed at the next lifecycle run after the tagging, and one recorded
 * later is removed 30 days after its creation, which is before 30 days after the decision: "within 30
 * days after the decision" holds either way. (S3 rounds the due time up to the next midnight UTC and
 * removes expired objects asynchronously, usually within a day; the local stack rounds the same way.)
 *
 * The e-visa PDFs under `evisa/<id>/` are the traveller's authorisation, not an uploaded document:
 * no rule covers them and they are never tagged.
 */

/** The object tag that marks an uploaded document of a decided application for deletion. */
export const retentionTag = { key: 'retention', value: 'decided' } as const;

/** Uploaded documents and passport data are deleted this many days after the decision. */
export const retentionAfterDecisionDays = 30;

/** Prefix of uploads that were presigned but never recorded; they disappear after a day. */
export const temporaryUploadPrefix = 'uploads/tmp/';
/** Prefix of e-visa PDFs uploaded by staff but never approved with; they disappear after a day. */
export const temporaryEvisaPrefix = 'evisa/tmp/';
/** Prefix of every uploaded document: `uploads/<application id>/<applicant>/<type>/<random>`. */
export const uploadsPrefix = 'uploads/';

/** The recorded documents of one application: the prefix a decision tags. */
export const applicationUploadsPrefix = (applicationId: string) => `${uploadsPrefix}${applicationId}/`;

export interface LifecycleTag {
  readonly key: string;
  readonly value: string;
}

/** An expiration rule: objects under `prefix` (and carrying `tag`, when given) expire `days` after creation. */
export interface LifecycleRule {
  readonly id: string;
  readonly prefix: string;
  readonly tag?: LifecycleTag;
  readonly days: number;
}

/**
 * The expiration rules of the documents bucket. (Aborting incomplete multipart uploads after a day is
 * not an expiration: it stays a rule of `data.ts` alone, and the local stack does not emulate it.)
 */
export const documentsLifecycleRules: readonly LifecycleRule[] = [
  { id: 'expire-temporary-uploads', prefix: temporaryUploadPrefix, days: 1 },
  { id: 'expire-temporary-evisas', prefix: temporaryEvisaPrefix, days: 1 },
  {
    id: 'expire-decided-documents',
    prefix: uploadsPrefix,
    tag: retentionTag,
    days: retentionAfterDecisionDays,
  },
];
