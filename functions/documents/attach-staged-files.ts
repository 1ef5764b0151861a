import { CopyObjectCommand } from '@aws-sdk/client-s3';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { kindOfContentType, matchesKind, type DocumentType } from '../../shared/documents/rules';
import type { SiteKey } from '../../shared/i18n/types';
import type { WizardFile, WizardFileSlot } from '../../shared/wizard/form-data';
import {
  requiredWizardFileSlots,
  slotOfStagedKey,
  wizardContentTypesFor,
  wizardDocumentTypeOf,
  wizardFileRules,
} from '../../shared/wizard/uploads';
import { applicationKeys, getApplication, type StoredApplication } from '../lib/applications-table';
import { DocumentRejectedError, ServiceUnavailableError } from '../lib/domain-errors';
import { conditionalWrite, transactWrite } from '../lib/dynamo-writes';
import { log } from '../lib/log';
import { viewTransition } from '../lib/queue';
import { deleteObject, firstBytes, headObject } from '../lib/s3-objects';
import {
  documentKeys,
  finalKeyPrefix,
  type DocumentChecks,
  type DocumentDeps,
  type StoredDocument,
} from './document-store';

/**
 * The wizard's files, uploaded before the application existed (`POST /api/staged-uploads`), become
 * documents of traveller 0 when the application is created: first every file is checked (the key is
 * a staged key of its slot, the object is there, its content type, size and first bytes fit the slot),
 * then each is copied under the application and recorded. A file that fails makes the whole creation
 * a 400 with the issue `files.<slot>`, before anything is stored. The staged objects stay where they
 * are until the bucket's lifecycle rule removes them (one day), so that a retried create finds them.
 */
export type StagedFiles = Partial<Record<WizardFileSlot, WizardFile>>;

/** A staged file that passed the checks: what its document item records. */
export interface VerifiedStagedFile {
  readonly slot: WizardFileSlot;
  readonly type: DocumentType;
  readonly key: string;
  readonly fileName: string;
  readonly contentType: string;
  readonly size: number;
  /** What the browser's check of it gave, as the server recorded it (the passport page, the photo). */
  readonly checks?: DocumentChecks;
}

type Checked = VerifiedStagedFile | { readonly slot: WizardFileSlot; readonly problem: SiteKey };

async function checkOne(deps: DocumentDeps, slot: WizardFileSlot, file: WizardFile): Promise<Checked> {
  if (slotOfStagedKey(file.key) !== slot) return { slot, problem: 'wizard.upload.error.missing' };
  const head = await headObject(deps, file.key);
  if (head === undefined) return { slot, problem: 'wizard.upload.error.missing' };
  const contentType = head.ContentType ?? '';
  const size = head.ContentLength ?? 0;
  const kind = kindOfContentType[contentType];
  const fits =
    kind !== undefined &&
    wizardContentTypesFor(slot).includes(contentType) &&
    size >= 1 &&
    size <= wizardFileRules[slot].maxBytes &&
    matchesKind(kind, await firstBytes(deps, file.key));
  if (!fits) {
    await deleteObject(deps, file.key);
    log.info('staged file refused', { slot, contentType, size });
    return { slot, problem: 'wizard.upload.error.content' };
  }
  const fileName = file.fileName.trim().slice(0, 255) || `${wizardDocumentTypeOf[slot]}.${kind}`;
  return { slot, type: wizardDocumentTypeOf[slot], key: file.key, fileName, contentType, size };
}

/** Checks every staged file (in parallel); 400 `document_rejected` with `files.<slot>` issues if any fails. */
export async function verifyStagedFiles(
  deps: DocumentDeps,
  files: StagedFiles,
): Promise<VerifiedStagedFile[]> {
  const entries = Object.entries(files).filter((e): e is [WizardFileSlot, WizardFile] => e[1] !== undefined);
  const checked = await Promise.all(entries.map(([slot, file]) => checkOne(deps, slot, file)));
  const issues = checked.flatMap((c) =>
    'problem' in c ? [{ path: `files.${c.slot}`, message: c.problem }] : [],
  );
  if (issues.length > 0) throw new DocumentRejectedError('A staged file does not fit its slot', issues);
  return checked as VerifiedStagedFile[];
}

/** Copies one verified file under the application and writes its item; a repeated call changes nothing. */
async function attachOne(deps: DocumentDeps, id: string, file: VerifiedStagedFile): Promise<void> {
  const finalKey = `${finalKeyPrefix(id, 0, file.type)}${file.key.slice(file.key.lastIndexOf('/') + 1)}`;
  await deps.s3.send(
    new CopyObjectCommand({
      Bucket: deps.bucketName,
      CopySource: `${deps.bucketName}/${file.key}`,
      Key: finalKey,
    }),
  );
  const item: StoredDocument = {
    ...documentKeys.document(id, 0, file.type),
    entity: 'document',
    applicationId: id,
    applicantIndex: 0,
    type: file.type,
    key: finalKey,
    sourceKey: file.key,
    fileName: file.fileName,
    contentType: file.contentType,
    size: file.size,
    uploadedAt: deps.now().toISOString(),
    ...file.checks,
  };
  // Once per slot: a retried create finds the same source and leaves the first record as it is.
  await conditionalWrite(
    deps.db,
    new PutCommand({
      TableName: deps.tableName,
      Item: item,
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

type Submittable = StoredApplication & { readonly documentsSubmittedAt?: string };

/**
 * Marks the documents as submitted (once), with the staff queue's move in the same transaction: with
 * every required file attached, nothing more is asked. A write that lost a race reads the application
 * again (someone else may have marked it, or paid it meanwhile) and tries again.
 */
async function markSubmitted(deps: DocumentDeps, application: Submittable): Promise<void> {
  let current: Submittable | undefined = application;
  for (let attempt = 1; attempt <= 4; attempt += 1) {
    if (current === undefined || current.documentsSubmittedAt !== undefined) return;
    const now = deps.now();
    const at = now.toISOString();
    const move = viewTransition(deps.tableName, current, { documentsSubmittedAt: at }, now);
    const result = await transactWrite(deps.db, [
      {
        Update: {
          TableName: deps.tableName,
          Key: applicationKeys.application(current.id),
          UpdateExpression: `SET documentsSubmittedAt = :at, updatedAt = :at, ${move.set}`,
          ConditionExpression: `attribute_exists(pk) AND attribute_not_exists(documentsSubmittedAt) AND ${move.condition}`,
          ExpressionAttributeValues: { ':at': at, ...move.values },
        },
      },
      ...move.items,
    ]);
    if (result.written) return;
    current = (await getApplication(deps, application.id)) as Submittable | undefined;
  }
  throw new ServiceUnavailableError('Could not mark the documents as submitted after several attempts');
}

/**
 * Attaches the wizard's staged files to a new application as the documents of traveller 0
 * (passportFile → `passport`, photoFile → `photo`, the six slots → their types), checking them first
 * unless `files` is the list `verifyStagedFiles` already returned. When every required file is there,
 * the documents count as submitted (`documentsSubmittedAt`): after paying, the application waits for
 * review and the traveller is not asked for them again. Idempotent: a retried create attaches once.
 */
export async function attachStagedFiles(
  deps: DocumentDeps,
  application: Submittable,
  files: StagedFiles | readonly VerifiedStagedFile[],
): Promise<readonly VerifiedStagedFile[]> {
  const verified = Array.isArray(files)
    ? (files as readonly VerifiedStagedFile[])
    : await verifyStagedFiles(deps, files as StagedFiles);
  await Promise.all(verified.map((file) => attachOne(deps, application.id, file)));
  const attached = new Set(verified.map((f) => f.slot));
  if (requiredWizardFileSlots.every((slot) => attached.has(slot))) await markSubmitted(deps, application);
  log.info('staged files attached', { applicationId: application.id, files: verified.length });
  return verified;
}
