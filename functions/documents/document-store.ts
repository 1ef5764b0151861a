import { randomBytes } from 'node:crypto';
import { CopyObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import {
  documentRules,
  kindOfContentType,
  matchesKind,
  type DocumentType,
  type PresignedUpload,
  type RecordedDocument,
} from '../../shared/documents/rules';
import type { PresignRequest, RecordRequest } from '../../shared/documents/request-schemas';
import {
  passportCheckOf,
  photoCheckRecordOf,
  summaryOf,
  type PassportCheck,
  type PhotoCheckRecord,
} from '../../shared/passport/checks';
import type { TypedPassportDetails } from '../../shared/passport/compare';
import { applicationKeys, type StoredApplicant, type TableRef } from '../lib/applications-table';
import {
  ConflictError,
  DocumentRejectedError,
  InvalidReferenceError,
  NotFoundError,
} from '../lib/domain-errors';
import { conditionalWrite } from '../lib/dynamo-writes';
import { log } from '../lib/log';
import {
  deleteObject,
  firstBytes,
  headObject as headOf,
  isMissingObject,
  presignPost,
} from '../lib/s3-objects';

/**
 * Documents of an application (DESIGN decision 6). The browser posts each file straight to S3 under
 * `uploads/tmp/…` (a presigned POST whose policy fixes the key, the content type and the size); the
 * record call checks the object's first bytes, moves it to `uploads/<id>/<applicant>/<type>/<random>`
 * and stores item `APP#<id>` / `DOC#<applicant>#<type>`. What is never recorded expires with the
 * bucket's lifecycle rule for `uploads/tmp/`.
 */
export interface DocumentDeps extends TableRef {
  readonly s3: S3Client;
  readonly bucketName: string;
  readonly now: () => Date;
}

export const presignExpirySeconds = 600;
export const documentKeyPrefix = 'DOC#';

export const documentKeys = {
  document: (id: string, applicantIndex: number, type: DocumentType) => ({
    pk: `APP#${id}`,
    sk: `${documentKeyPrefix}${applicantIndex}#${type}`,
  }),
};

const slotPath = (id: string, applicantIndex: number, type: DocumentType) =>
  `${id}/${applicantIndex}/${type}/`;
export const temporaryKeyPrefix = (id: string, applicantIndex: number, type: DocumentType) =>
  `uploads/tmp/${slotPath(id, applicantIndex, type)}`;
export const finalKeyPrefix = (id: string, applicantIndex: number, type: DocumentType) =>
  `uploads/${slotPath(id, applicantIndex, type)}`;

export interface StoredDocument extends Omit<RecordedDocument, 'passportCheck' | 'photoCheck'> {
  readonly pk: string;
  readonly sk: string;
  readonly entity: 'document';
  readonly applicationId: string;
  readonly key: string;
  /** The temporary key it was uploaded to: a repeated record call with it answers the same record. */
  readonly sourceKey: string;
  /** A passport page's MRZ, re-read here and compared with the applicant's details. */
  readonly passportCheck?: PassportCheck;
  readonly photoCheck?: PhotoCheckRecord;
}

export function publicDocument(item: StoredDocument): RecordedDocument {
  const { applicantIndex, type, fileName, contentType, size, uploadedAt, passportCheck, photoCheck } = item;
  return {
    applicantIndex,
    type,
    fileName,
    contentType,
    size,
    uploadedAt,
    ...(passportCheck ? { passportCheck: summaryOf(passportCheck) } : {}),
    ...(photoCheck ? { photoCheck: { passed: photoCheck.passed, problems: photoCheck.problems } } : {}),
  };
}

async function getApplicant(
  deps: DocumentDeps,
  id: string,
  index: number,
): Promise<StoredApplicant | undefined> {
  const result = await deps.db.send(
    new GetCommand({ TableName: deps.tableName, Key: applicationKeys.applicant(id, index) }),
  );
  return result.Item as StoredApplicant | undefined;
}

/** What a document item records about its checks. */
export interface DocumentChecks {
  readonly passportCheck?: PassportCheck;
  readonly photoCheck?: PhotoCheckRecord;
}

/**
 * The checks that go with a document: a passport page's MRZ re-read and compared with the applicant's
 * details (`comparePassport`, as for a reading sent with the application), a photo's findings
 * recomputed from its measures. The documents page's record call and the wizard's create call use it.
 */
export function documentChecksOf(
  sent: Pick<RecordRequest, 'passportScan' | 'photoCheck'>,
  applicant: TypedPassportDetails,
  now: Date,
): DocumentChecks {
  return {
    ...(sent.passportScan
      ? { passportCheck: passportCheckOf(sent.passportScan.mrz, applicant, 'document', now) }
      : {}),
    ...(sent.photoCheck ? { photoCheck: photoCheckRecordOf(sent.photoCheck, now) } : {}),
  };
}

async function checksOf(deps: DocumentDeps, request: RecordRequest, now: Date): Promise<DocumentChecks> {
  const applicant = request.passportScan
    ? await getApplicant(deps, request.applicationId, request.applicantIndex)
    : undefined;
  return documentChecksOf(request, applicant ?? {}, now);
}

export async function presignUpload(deps: DocumentDeps, request: PresignRequest): Promise<PresignedUpload> {
  const rule = documentRules[request.type];
  const key = `${temporaryKeyPrefix(request.applicationId, request.applicantIndex, request.type)}${randomBytes(16).toString('hex')}`;
  return presignPost(deps, {
    key,
    contentType: request.contentType,
    maxBytes: rule.maxBytes,
    expiresSeconds: presignExpirySeconds,
    now: deps.now(),
  });
}

export async function getDocument(
  deps: DocumentDeps,
  id: string,
  applicantIndex: number,
  type: DocumentType,
): Promise<StoredDocument | undefined> {
  const result = await deps.db.send(
    new GetCommand({
      TableName: deps.tableName,
      Key: documentKeys.document(id, applicantIndex, type),
      ConsistentRead: true,
    }),
  );
  return result.Item as StoredDocument | undefined;
}

/** Every recorded document of an application (one Query; at most 10 applicants × 5 slots). */
export async function listDocuments(deps: TableRef, id: string): Promise<StoredDocument[]> {
  const result = await deps.db.send(
    new QueryCommand({
      TableName: deps.tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': `APP#${id}`, ':prefix': documentKeyPrefix },
      ConsistentRead: true,
      Limit: 60,
    }),
  );
  return (result.Items ?? []) as StoredDocument[];
}

function refuse(message: string): DocumentRejectedError {
  return new DocumentRejectedError(message, [{ path: 'key', message: 'documents.errors.content' }]);
}

/** Concurrent records of one slot: each retries after losing a race, at most this often. */
const maxRecordAttempts = 12;

/**
 * The answer for an upload that has gone from its temporary key: a concurrent call with the same key
 * recorded (and moved) it, so the same record; else it was never uploaded (404).
 */
async function recordedMeanwhile(deps: DocumentDeps, request: RecordRequest): Promise<RecordedDocument> {
  const now = await getDocument(deps, request.applicationId, request.applicantIndex, request.type);
  if (now?.sourceKey === request.key) return publicDocument(now);
  throw new NotFoundError('No upload under this key', [
    { path: 'key', message: 'documents.errors.notUploaded' },
  ]);
}

/** Runs an S3 step on the upload; a missing object means a concurrent call took it (see above). */
async function onUpload<T>(
  deps: DocumentDeps,
  request: RecordRequest,
  step: () => Promise<T>,
): Promise<T | { readonly recorded: RecordedDocument }> {
  try {
    return await step();
  } catch (e: unknown) {
    if (!isMissingObject(e)) throw e;
    return { recorded: await recordedMeanwhile(deps, request) };
  }
}

const isRecorded = (v: unknown): v is { readonly recorded: RecordedDocument } =>
  typeof v === 'object' && v !== null && 'recorded' in v;

/**
 * Records an uploaded file as its slot's document: checks the object's size, content type and first
 * bytes (deleting it and answering 400 when they do not match), moves it out of the temporary prefix,
 * replaces the slot's earlier file. Idempotent: the same call again answers the same record. Concurrent
 * calls for one slot end in one record and one file: the write is conditional on the slot being as it
 * was read, and a call that loses the race either finds its own upload recorded (same answer) or
 * replaces the winner's as if it had come after it.
 */
export async function recordDocument(deps: DocumentDeps, request: RecordRequest): Promise<RecordedDocument> {
  const { applicationId: id, applicantIndex, type, key } = request;
  if (!key.startsWith(temporaryKeyPrefix(id, applicantIndex, type)) || key.includes('..')) {
    throw new InvalidReferenceError('The key is not an upload of this slot', [
      { path: 'key', message: 'documents.errors.key' },
    ]);
  }
  let earlier = await getDocument(deps, id, applicantIndex, type);
  if (earlier?.sourceKey === key) return publicDocument(earlier);

  const head = await headOf(deps, key);
  if (head === undefined) return recordedMeanwhile(deps, request);
  const rule = documentRules[type];
  const contentType = head.ContentType ?? '';
  const kind = kindOfContentType[contentType];
  const size = head.ContentLength ?? 0;
  const allowed = kind !== undefined && rule.extensions.some((e) => (e === 'jpeg' ? 'jpg' : e) === kind);
  const bytes = allowed && size >= 1 ? await onUpload(deps, request, () => firstBytes(deps, key)) : undefined;
  if (isRecorded(bytes)) return bytes.recorded;
  if (!allowed || size > rule.maxBytes || bytes === undefined || !matchesKind(kind, bytes)) {
    await deleteObject(deps, key);
    log.info('document refused', { applicationId: id, applicantIndex, type, contentType, size });
    throw refuse('The file’s content does not match its type');
  }

  const finalKey = `${finalKeyPrefix(id, applicantIndex, type)}${key.slice(key.lastIndexOf('/') + 1)}`;
  const copied = await onUpload(deps, request, () =>
    deps.s3.send(
      new CopyObjectCommand({
        Bucket: deps.bucketName,
        CopySource: `${deps.bucketName}/${key}`,
        Key: finalKey,
      }),
    ),
  );
  if (isRecorded(copied)) return copied.recorded;
  const item: StoredDocument = {
    ...documentKeys.document(id, applicantIndex, type),
    entity: 'document',
    applicationId: id,
    applicantIndex,
    type,
    key: finalKey,
    sourceKey: key,
    fileName: request.fileName || `${type}.${kind}`,
    contentType,
    size,
    uploadedAt: deps.now().toISOString(),
    ...(await checksOf(deps, request, deps.now())),
  };
  for (let attempt = 1; ; attempt += 1) {
    const written = await conditionalWrite(
      deps.db,
      new PutCommand({
        TableName: deps.tableName,
        Item: item,
        ...(earlier
          ? {
              ConditionExpression: 'sourceKey = :source',
              ExpressionAttributeValues: { ':source': earlier.sourceKey },
            }
          : { ConditionExpression: 'attribute_not_exists(pk)' }),
      }),
    );
    if (written) break;
    const now = await getDocument(deps, id, applicantIndex, type);
    if (now?.sourceKey === key) return publicDocument(now);
    if (attempt >= maxRecordAttempts) {
      await deleteObject(deps, finalKey);
      throw new ConflictError('Another file was recorded for this document at the same time');
    }
    earlier = now;
  }
  await deleteObject(deps, key);
  if (earlier && earlier.key !== finalKey) await deleteObject(deps, earlier.key);
  log.info('document recorded', {
    applicationId: id,
    applicantIndex,
    type,
    size,
    ...(item.passportCheck ? { passportMatches: item.passportCheck.comparison.matches } : {}),
    ...(item.photoCheck ? { photoPassed: item.photoCheck.passed } : {}),
  });
  return publicDocument(item);
}

/** Removes a slot's document (its file and its record). Removing an empty slot changes nothing. */
export async function removeDocument(
  deps: DocumentDeps,
  id: string,
  applicantIndex: number,
  type: DocumentType,
): Promise<void> {
  const earlier = await getDocument(deps, id, applicantIndex, type);
  if (!earlier) return;
  await deps.db.send(
    new DeleteCommand({ TableName: deps.tableName, Key: documentKeys.document(id, applicantIndex, type) }),
  );
  await deleteObject(deps, earlier.key);
}
