import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { DocumentLink } from '../../shared/api/admin';
import { documentTypes, maxApplicantIndex, type DocumentType } from '../../shared/documents/rules';
import { appendAudit } from '../lib/audit-log';
import { NotFoundError } from '../lib/domain-errors';
import type { StaffPrincipal } from '../lib/staff-session';
import { getDocument } from '../documents/document-store';
import type { AdminDeps } from './admin-application';
import { requireApplication } from './application-detail';

/** A document link lives 5 minutes: long enough to open it, too short to share it usefully. */
export const documentLinkSeconds = 300;

/** `inline` with the file's name: an ASCII fallback and the exact name (RFC 6266, RFC 8187). */
export function inlineDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

function slotOf(index: string, type: string): { applicantIndex: number; type: DocumentType } {
  const applicantIndex = Number(index);
  if (
    !/^\d{1,2}$/.test(index) ||
    applicantIndex > maxApplicantIndex ||
    !(documentTypes as readonly string[]).includes(type)
  ) {
    throw new NotFoundError('No such document');
  }
  return { applicantIndex, type: type as DocumentType };
}

/**
 * A presigned GET of one recorded document (5 minutes, shown inline under its file name). Both roles
 * may read documents; every link given is audited (`view_document`).
 */
export async function documentLink(
  deps: AdminDeps,
  params: { id: string; applicantIndex: string; type: string },
  staff: StaffPrincipal,
): Promise<DocumentLink> {
  const slot = slotOf(params.applicantIndex, params.type);
  const application = await requireApplication(deps, params.id);
  const document = await getDocument(deps, application.id, slot.applicantIndex, slot.type);
  if (document === undefined) throw new NotFoundError('No such document');
  const url = await getSignedUrl(
    deps.s3,
    new GetObjectCommand({
      Bucket: deps.bucketName,
      Key: document.key,
      ResponseContentDisposition: inlineDisposition(document.fileName),
    }),
    { expiresIn: documentLinkSeconds },
  );
  await appendAudit(deps, {
    actor: staff.username,
    action: 'view_document',
    applicationId: application.id,
    detail: { applicantIndex: slot.applicantIndex, type: slot.type, fileName: document.fileName },
  });
  return { url, expiresAt: new Date(deps.now().getTime() + documentLinkSeconds * 1000).toISOString() };
}
