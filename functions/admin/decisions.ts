import type {
  ApproveRequest,
  DecisionAnswer,
  DecisionMailRequest,
  EvisaUpload,
  RejectRequest,
} from '../../shared/api/admin';
import { destinationOfApplication } from '../lib/documents-asked';
import { ConflictError } from '../lib/domain-errors';
import { errorFields, log } from '../lib/log';
import { deleteObject } from '../lib/s3-objects';
import type { StaffPrincipal } from '../lib/staff-session';
import type { AdminApplication, AdminDeps } from './admin-application';
import { requireApplication } from './application-detail';
import { sendDecisionMail } from './decision-mail';
import { acceptEvisa, presignEvisa, requireOwnUpload } from './evisa';
import { markDecidedDocuments } from './mark-documents';
import { recordDecision, requireDecidable } from './record-decision';

/**
 * The e-mailed e-visa's name in the admin view, from its destination's wording (`kenya-eta-…pdf`,
 * `tanzania-evisa-…pdf`); the traveller's attachment is named in their language.
 */
const evisaFileName = (application: AdminApplication) =>
  destinationOfApplication(application).wording.pdfFileName.replace(
    '{applicationNumber}',
    application.applicationNumber,
  );

/**
 * Runs what follows a recorded decision (`work`: the decision e-mail) while the uploaded documents are
 * marked for deletion 30 days later (DESIGN decision 12). Marking never fails the decision; it is
 * awaited either way, so that no work is left running when the answer goes out.
 */
async function withDocumentsMarked<T>(
  deps: AdminDeps,
  applicationId: string,
  work: () => Promise<T>,
): Promise<T> {
  const marking = markDecidedDocuments(deps, applicationId);
  try {
    return await work();
  } finally {
    await marking;
  }
}

/**
 * Rejects a pending application with a reason, then e-mails the reason to the applicant and marks the
 * uploaded documents for deletion.
 */
export async function reject(
  deps: AdminDeps,
  id: string,
  request: RejectRequest,
  staff: StaffPrincipal,
): Promise<DecisionAnswer> {
  const application = await requireApplication(deps, id);
  requireDecidable(application, 'rejected');
  const decision = await recordDecision(
    deps,
    application,
    { status: 'rejected', reasonCode: request.reasonCode, reason: request.reason },
    staff,
  );
  return withDocumentsMarked(deps, application.id, () =>
    sendDecisionMail(deps, application, decision, staff),
  );
}

/** A presigned POST for the e-visa PDF: to approve a paid application, or to replace an approved one's. */
export async function evisaUpload(deps: AdminDeps, id: string): Promise<EvisaUpload> {
  const application = await requireApplication(deps, id);
  if (application.status !== 'approved') requireDecidable(application, 'approved');
  return presignEvisa(deps, application.id);
}

/**
 * Approves a pending, paid application with its uploaded e-visa: the file is checked and copied to
 * `evisa/<id>/`, the decision recorded (one of two concurrent approvals wins, the other gets 409 and
 * its copy is removed), the upload removed, the PDF e-mailed to the applicant and the uploaded
 * documents marked for deletion.
 */
export async function approve(
  deps: AdminDeps,
  id: string,
  request: ApproveRequest,
  staff: StaffPrincipal,
): Promise<DecisionAnswer> {
  const application = await requireApplication(deps, id);
  requireOwnUpload(application.id, request.evisaFilePath);
  requireDecidable(application, 'approved');
  const evisaKey = await acceptEvisa(deps, application.id, request.evisaFilePath);
  let decision;
  try {
    decision = await recordDecision(
      deps,
      application,
      { status: 'approved', evisaKey, evisaFileName: evisaFileName(application) },
      staff,
    );
  } catch (e: unknown) {
    await deleteObject(deps, evisaKey).catch((error: unknown) =>
      log.warn('orphan e-visa copy not removed', { applicationId: application.id, ...errorFields(error) }),
    );
    throw e;
  }
  return withDocumentsMarked(deps, application.id, async () => {
    await deleteObject(deps, request.evisaFilePath);
    return sendDecisionMail(deps, { ...application, evisaKey }, decision, staff);
  });
}

/**
 * Sends a decided application's decision e-mail: when it has not gone (after a mail failure), or again
 * (a replaced e-visa, the traveller asks) once per sending the staff member saw (`request.lastSentAt`):
 * one e-mail however many staff press "send again" at the same moment.
 */
export async function resendDecisionMail(
  deps: AdminDeps,
  id: string,
  request: DecisionMailRequest,
  staff: StaffPrincipal,
): Promise<DecisionAnswer> {
  const application = await requireApplication(deps, id);
  if (application.decision === undefined) throw new ConflictError('This application has no decision yet');
  return sendDecisionMail(deps, application, application.decision, staff, request.lastSentAt);
}
