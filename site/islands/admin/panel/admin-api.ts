import type { DestinationId } from '../../../../shared/destinations/types';
import {
  adminApplicationPath,
  adminApplicationsPath,
  adminApprovePath,
  adminDecisionMailPath,
  adminDocumentLinkPath,
  adminEvisaLinkPath,
  adminEvisaPath,
  adminEvisaUploadPath,
  adminStartReviewPath,
  adminStatsPath,
  adminStatusPath,
  type ApplicationDecision,
  type ApplicationDetail,
  type ApplicationList,
  type ApplicationSummary,
  type ApproveRequest,
  type DashboardStats,
  type DecisionAnswer,
  type DecisionMailRequest,
  type DocumentLink,
  type EvisaUpload,
  type EvisaUploadRequest,
  type RejectionReason,
  type RejectRequest,
  type ReplaceEvisaRequest,
} from '../../../../shared/api/admin';
import { paymentRefundPath, type RefundAnswer, type RefundRequest } from '../../../../shared/api/payments';
import { listQuery, type ListParams } from './panel-url';

/** A non-2xx answer: its status and the stable `error` code of the one error shape, if any. */
export class AdminApiError extends Error {
  override name = 'AdminApiError';
  constructor(
    readonly status: number,
    readonly code?: string,
  ) {
    super(code ? `${status}: ${code}` : String(status));
  }
}

async function errorCode(res: Response): Promise<string | undefined> {
  try {
    const body = (await res.json()) as { error?: unknown };
    return typeof body.error === 'string' ? body.error : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The admin calls of `shared/api/admin.ts`, with the session cookie. A 401 (session ended) calls
 * `onUnauthorized` once per call, so the panel can return to the sign-in form, and still throws.
 */
export function createAdminApi(onUnauthorized: () => void) {
  async function call<R>(method: string, path: string, body?: unknown): Promise<R> {
    const res = await fetch(path, {
      method,
      credentials: 'include',
      headers: body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (res.status === 401) onUnauthorized();
    if (!res.ok) throw new AdminApiError(res.status, await errorCode(res));
    return (await res.json()) as R;
  }
  return {
    stats: (destination?: DestinationId) =>
      call<DashboardStats>(
        'GET',
        destination ? `${adminStatsPath}?destination=${destination}` : adminStatsPath,
      ),
    list: (params: ListParams, page: { cursor?: string; changes?: string } = {}) =>
      call<ApplicationList>('GET', `${adminApplicationsPath}${listQuery(params, page)}`),
    detail: (id: string) => call<ApplicationDetail>('GET', adminApplicationPath(id)),
    documentLink: (id: string, applicantIndex: number, type: string) =>
      call<DocumentLink>('GET', adminDocumentLinkPath(id, applicantIndex, type)),
    reject: (id: string, reasonCode: RejectionReason, reason: string) =>
      call<DecisionAnswer>('PATCH', adminStatusPath(id), {
        status: 'rejected',
        reasonCode,
        reason,
      } satisfies RejectRequest),
    presignEvisa: (id: string, request: EvisaUploadRequest) =>
      call<EvisaUpload>('POST', adminEvisaUploadPath(id), request),
    approve: (id: string, evisaFilePath: string) =>
      call<DecisionAnswer>('PUT', adminApprovePath(id), {
        status: 'approved',
        evisaFilePath,
      } satisfies ApproveRequest),
    /** `lastSentAt`: when the e-mail the staff member saw went (null: never), so that it goes once. */
    resendDecisionMail: (id: string, lastSentAt: string | null) =>
      call<DecisionAnswer>('POST', adminDecisionMailPath(id), {
        lastSentAt,
      } satisfies DecisionMailRequest),
    /** A short-lived link to the e-visa sent (the view is audited). */
    evisaLink: (id: string) => call<DocumentLink>('GET', adminEvisaLinkPath(id)),
    /** Replaces the e-visa with an uploaded PDF (`presignEvisa` first); the traveller is not mailed. */
    replaceEvisa: (id: string, evisaFilePath: string) =>
      call<{ decision: ApplicationDecision }>('PUT', adminEvisaPath(id), {
        evisaFilePath,
      } satisfies ReplaceEvisaRequest),
    startReview: (id: string) => call<ApplicationSummary>('POST', adminStartReviewPath(id)),
    /** Gives a payment flagged for refund back through the gateway, once. */
    issueRefund: (applicationId: string, transactionId: string) =>
      call<RefundAnswer>('POST', paymentRefundPath, {
        applicationId,
        transactionId,
      } satisfies RefundRequest),
  };
}

export type AdminApi = ReturnType<typeof createAdminApi>;
