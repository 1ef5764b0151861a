import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { ApplicationDecision, DocumentLink, ReplaceEvisaRequest } from '../../shared/api/admin';
import { applicationKeys } from '../lib/applications-table';
import { appendAudit, auditItem } from '../lib/audit-log';
import { ConflictError } from '../lib/domain-errors';
import { transactWrite } from '../lib/dynamo-writes';
import { errorFields, log } from '../lib/log';
import { deleteObject } from '../lib/s3-objects';
import type { StaffPrincipal } from '../lib/staff-session';
import type { AdminApplication, AdminDeps } from './admin-application';
import { requireApplication } from './application-detail';
import { documentLinkSeconds, inlineDisposition } from './document-link';
import { acceptEvisa, requireOwnUpload } from './evisa';

/** The approved application and its e-visa, or 409 (no e-visa: not approved). */
async function requireEvisa(deps: AdminDeps, id: string): Promise<AdminApplication & { evisaKey: string }> {
  const application = await requireApplication(deps, id);
  if (application.status !== 'approved' || application.evisaKey === undefined) {
    throw new ConflictError('This application has no e-visa');
  }
  return application as AdminApplication & { evisaKey: string };
}

/**
 * Opens the e-visa sent to the traveller (issue 19): a presigned GET of 5 minutes, shown inline under
 * its name; every view is audited (`view_evisa`). Both roles may read it.
 */
export async function evisaLink(deps: AdminDeps, id: string, staff: StaffPrincipal): Promise<DocumentLink> {
  const application = await requireEvisa(deps, id);
  const fileName = application.decision?.evisaFileName ?? 'e-visa.pdf';
  const url = await getSignedUrl(
    deps.s3,
    new GetObjectCommand({
      Bucket: deps.bucketName,
      Key: application.evisaKey,
      ResponseContentDisposition: inlineDisposition(fileName),
    }),
    { expiresIn: documentLinkSeconds },
  );
  await appendAudit(deps, { actor: staff.username, action: 'view_evisa', applicationId: application.id });
  return { url, expiresAt: new Date(deps.now().getTime() + documentLinkSeconds * 1000).toISOString() };
}

/**
 * Replaces an approved application's e-visa with a new upload (checked as at approval: a PDF of at
 * most 10 MB), in one transaction with its audit entry; only if the e-visa is still the one the staff
 * member replaced (a colleague's replacement in between: 409). The old file is then deleted. The
 * traveller is not mailed by this: the panel offers to send the e-mail again.
 */
export async function replaceEvisa(
  deps: AdminDeps,
  id: string,
  request: ReplaceEvisaRequest,
  staff: StaffPrincipal,
): Promise<{ decision: ApplicationDecision }> {
  const application = await requireEvisa(deps, id);
  requireOwnUpload(application.id, request.evisaFilePath);
  const newKey = await acceptEvisa(deps, application.id, request.evisaFilePath);
  const now = deps.now();
  const at = now.toISOString();
  let written = false;
  try {
    ({ written } = await transactWrite(deps.db, [
      {
        Update: {
          TableName: deps.tableName,
          Key: applicationKeys.application(application.id),
          UpdateExpression:
            'SET evisaKey = :new, decision.evisaReplacedAt = :at, decision.evisaReplacedBy = :by, updatedAt = :at',
          ConditionExpression: 'evisaKey = :old AND #status = :approved',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':new': newKey,
            ':old': application.evisaKey,
            ':at': at,
            ':by': staff.username,
            ':approved': 'approved',
          },
        },
      },
      {
        Put: {
          TableName: deps.tableName,
          Item: auditItem(now, {
            actor: staff.username,
            action: 'evisa_replaced',
            applicationId: application.id,
            detail: { evisaFileName: application.decision?.evisaFileName ?? '' },
          }),
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
    ]));
  } finally {
    // The new file stays only when it is the e-visa now (a refusal or a store failure leaves none).
    if (!written) await deleteObject(deps, newKey).catch(() => undefined);
  }
  if (!written) throw new ConflictError('A colleague has replaced this e-visa meanwhile');
  await Promise.all([
    deleteObject(deps, request.evisaFilePath),
    deleteObject(deps, application.evisaKey),
  ]).catch((e: unknown) =>
    log.warn('replaced e-visa not removed', { applicationId: application.id, ...errorFields(e) }),
  );
  return {
    decision: {
      ...(application.decision as ApplicationDecision),
      evisaReplacedAt: at,
      evisaReplacedBy: staff.username,
    },
  };
}
