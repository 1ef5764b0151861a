import { randomBytes } from 'node:crypto';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NotFound,
  NoSuchKey,
  type S3Client,
} from '@aws-sdk/client-s3';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { errorCodes } from '../../shared/api/errors';
import {
  documentRules,
  kindOfContentType,
  matchesKind,
  type DocumentType,
  type PresignRequest,
  type PresignedUpload,
  type RecordedDocument,
  type RecordRequest,
} from '../../shared/documents/rules';
import type { TableRef } from '../lib/applications-table';
import { HttpError } from '../lib/http';
import { log } from '../lib/log';

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

export interface StoredDocument extends RecordedDocument {
  readonly pk: string;
  readonly sk: string;
  readonly entity: 'document';
  readonly applicationId: string;
  readonly key: string;
  /** The temporary key it was uploaded to: a repeated record call with it answers the same record. */
  readonly sourceKey: string;
}

export function publicDocument(item: StoredDocument): RecordedDocument {
  const { applicantIndex, type, fileName, contentType, size, uploadedAt } = item;
  return { applicantIndex, type, fileName, contentType, size, uploadedAt };
}

export async function presignUpload(deps: DocumentDeps, request: PresignRequest): Promise<PresignedUpload> {
  const rule = documentRules[request.type];
  const key = `${temporaryKeyPrefix(request.applicationId, request.applicantIndex, request.type)}${randomBytes(16).toString('hex')}`;
  const { url, fields } = await createPresignedPost(deps.s3, {
    Bucket: deps.bucketName,
    Key: key,
    Conditions: [
      ['content-length-range', 1, rule.maxBytes],
      ['eq', '$Content-Type', request.contentType],
      ['eq', '$key', key],
    ],
    Fields: { 'Content-Type': request.contentType },
    Expires: presignExpirySeconds,
  });
  const expiresAt = new Date(deps.now().getTime() + presignExpirySeconds * 1000).toISOString();
  return { url, fields, key, maxBytes: rule.maxBytes, expiresAt };
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
export async function listDocuments(deps: DocumentDeps, id: string): Promise<StoredDocument[]> {
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

async function deleteObject(deps: DocumentDeps, key: string): Promise<void> {
  await deps.s3.send(new DeleteObjectCommand({ Bucket: deps.bucketName, Key: key }));
}

function isMissing(e: unknown): boolean {
  return (
    e instanceof NotFound ||
    e instanceof NoSuchKey ||
    (e instanceof Error && (e.name === 'NotFound' || e.name === 'NoSuchKey'))
  );
}

async function headOf(deps: DocumentDeps, key: string) {
  try {
    return await deps.s3.send(new HeadObjectCommand({ Bucket: deps.bucketName, Key: key }));
  } catch (e: unknown) {
    if (isMissing(e)) return undefined;
    throw e;
  }
}

async function firstBytes(deps: DocumentDeps, key: string): Promise<Uint8Array> {
  const result = await deps.s3.send(
    new GetObjectCommand({ Bucket: deps.bucketName, Key: key, Range: 'bytes=0-15' }),
  );
  return result.Body ? (await result.Body.transformToByteArray()).slice(0, 16) : new Uint8Array();
}

function refuse(message: string): HttpError {
  return new HttpError(422, 'document_rejected', message, [
    { path: 'key', message: 'documents.errors.content' },
  ]);
}

/**
 * Records an uploaded file as its slot's document: checks the object's size, content type and first
 * bytes (deleting it and answering 422 when they do not match), moves it out of the temporary prefix,
 * replaces the slot's earlier file. Idempotent: the same call again answers the same record.
 */
export async function recordDocument(deps: DocumentDeps, request: RecordRequest): Promise<RecordedDocument> {
  const { applicationId: id, applicantIndex, type, key } = request;
  if (!key.startsWith(temporaryKeyPrefix(id, applicantIndex, type)) || key.includes('..')) {
    throw new HttpError(400, errorCodes.validation, 'The key is not an upload of this slot', [
      { path: 'key', message: 'documents.errors.key' },
    ]);
  }
  const earlier = await getDocument(deps, id, applicantIndex, type);
  if (earlier?.sourceKey === key) return publicDocument(earlier);

  const head = await headOf(deps, key);
  if (head === undefined) {
    throw new HttpError(404, errorCodes.notFound, 'No upload under this key', [
      { path: 'key', message: 'documents.errors.notUploaded' },
    ]);
  }
  const rule = documentRules[type];
  const contentType = head.ContentType ?? '';
  const kind = kindOfContentType[contentType];
  const size = head.ContentLength ?? 0;
  const allowed = kind !== undefined && rule.extensions.some((e) => (e === 'jpeg' ? 'jpg' : e) === kind);
  if (!allowed || size < 1 || size > rule.maxBytes || !matchesKind(kind, await firstBytes(deps, key))) {
    await deleteObject(deps, key);
    log.info('document refused', { applicationId: id, applicantIndex, type, contentType, size });
    throw refuse('The file’s content does not match its type');
  }

  const finalKey = `${finalKeyPrefix(id, applicantIndex, type)}${key.slice(key.lastIndexOf('/') + 1)}`;
  await deps.s3.send(
    new CopyObjectCommand({
      Bucket: deps.bucketName,
      CopySource: `${deps.bucketName}/${key}`,
      Key: finalKey,
    }),
  );
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
  };
  await deps.db.send(new PutCommand({ TableName: deps.tableName, Item: item }));
  await deleteObject(deps, key);
  if (earlier && earlier.key !== finalKey) await deleteObject(deps, earlier.key);
  log.info('document recorded', { applicationId: id, applicantIndex, type, size });
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
