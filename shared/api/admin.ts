import * as z from 'zod/mini';
import { destinationIds, type DestinationId, type SharedKey } from '../destinations/types';
import type { WizardAnswers } from '../wizard/form-data';
import type { ApplicantChecks } from '../passport/checks';
import type { RefundReason } from './payments';

/**
 * The admin panel's API contract (spec services-payment-admin.md §2, §4–§8; DESIGN decision 7; issue 5).
 * Server: `functions/auth/` (sign-in, sessions) and `functions/admin/` (applications, decisions).
 * Client: the admin islands under `site/islands/admin/`. Every admin route needs a staff session
 * (`functions/lib/staff-session.ts`: 401 without one, 403 for a role that may not, 403 `bad_origin` for
 * a state-changing call from another origin). Errors use the one shape of `shared/api/errors.ts`.
 */

// ── Staff, sessions ────────────────────────────────────────────────────────────────────────────────

export const staffRoles = ['admin', 'support'] as const;
/** `admin`: everything. `support`: read applications and documents, chat; no decisions. */
export type StaffRole = (typeof staffRoles)[number];

/** The session cookie: opaque token, HttpOnly, Secure, SameSite=Strict, Path=/. */
export const staffSessionCookie = 'eta_staff_session';
/** Between the password and the second factor: a short-lived (5 min) HttpOnly cookie of its own. */
export const staffLoginCookie = 'eta_staff_login';
export const staffLoginMinutes = 5;
export const staffSessionIdleMinutes = 30;
export const staffSessionAbsoluteHours = 8;

/** The three paths of the admin screen (spec §2): the same page at each. */
export const adminPagePaths = ['/kenya-eta-admin', '/admin', '/lookup/ta'] as const;

/**
 * Whether a page (its path without the locale prefix) is staff-only: the admin screen at its three paths
 * and the pages under them (the chat console). Those pages carry neither the cookie banner (they set only
 * the strictly necessary session cookie and load no optional script) nor the visitors' chat bubble.
 */
export const isAdminArea = (path: string): boolean =>
  adminPagePaths.some((p) => path === p || path.startsWith(`${p}/`));

export const authLoginPath = '/api/auth/login';
export const authSecondFactorPath = '/api/auth/second-factor';
export const authLogoutPath = '/api/auth/logout';
export const authSessionPath = '/api/auth/session';

/** The spec's login failure message; the same for an unknown name, a wrong password or a disabled account. */
export const invalidCredentialsCode = 'invalid_credentials';
export const invalidCodeCode = 'invalid_code';
/** The password step is missing or more than 5 minutes old: start again. */
export const loginExpiredCode = 'login_expired';

export const loginRequestSchema = z.object({
  username: z.string().check(z.trim(), z.minLength(1, 'admin.errors.usernameRequired'), z.maxLength(64)),
  password: z.string().check(z.minLength(1, 'admin.errors.passwordRequired'), z.maxLength(256)),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/**
 * 200 after a right password: either ask for the code of an enrolled authenticator, or enrol one
 * (first sign-in, or after a reset): the secret as text and as a QR code (an SVG string).
 */
export type LoginAnswer =
  | { readonly next: 'totp' }
  | { readonly next: 'enrol'; readonly secret: string; readonly otpauthUri: string; readonly qrSvg: string };

export const secondFactorRequestSchema = z.object({
  code: z.string().check(z.trim(), z.regex(/^\d{6}$/, 'admin.errors.codeFormat')),
});
export type SecondFactorRequest = z.infer<typeof secondFactorRequestSchema>;

/** 200 of the second factor (the session cookie is set) and of `GET /api/auth/session`. */
export interface StaffSessionInfo {
  readonly username: string;
  readonly displayName: string;
  readonly role: StaffRole;
}

/**
 * Instead of the code, one of the account's one-time recovery codes (`XXXXX-XXXXX`; case, spaces and
 * hyphens do not matter): `POST /api/auth/recovery-code`.
 */
export const authRecoveryCodePath = '/api/auth/recovery-code';
export const invalidRecoveryCodeCode = 'invalid_recovery_code';
export const recoveryCodeRequestSchema = z.object({
  recoveryCode: z
    .string()
    .check(
      z.trim(),
      z.regex(/^[0-9A-Za-z][0-9A-Za-z -]{8,14}[0-9A-Za-z]$/, 'admin.errors.recoveryCodeFormat'),
    ),
});
export type RecoveryCodeRequest = z.infer<typeof recoveryCodeRequestSchema>;

/** 200 of the second step: who signed in, and what the screen must show before the panel. */
export interface SecondFactorAnswer extends StaffSessionInfo {
  /** Only at enrolment: the ten one-time recovery codes, shown this once and never again. */
  readonly recoveryCodes?: readonly string[];
  /** Only after signing in with a recovery code: how many unused ones are left. */
  readonly recoveryCodesLeft?: number;
}

// ── Applications ───────────────────────────────────────────────────────────────────────────────────

export const applicationStatuses = ['pending', 'processing', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/**
 * The staff queue (issue 19): every application is in exactly one view, by where it stands. Waiting for
 * the traveller: unpaid, or paid without documents; then ready for review, processing once a member of
 * staff pressed "Start review", and decided. Needing a refund is a flag beside the view (a payment the
 * application cannot keep), listed apart. Test data is in no view.
 */
export const queueViews = [
  'awaiting_payment',
  'awaiting_documents',
  'ready_for_review',
  'processing',
  'decided',
] as const;
export type QueueView = (typeof queueViews)[number];
/** The list's choices: every view, "all" of them, and the refunds due. */
export const listViews = ['all', ...queueViews, 'refund_due'] as const;
export type ListView = (typeof listViews)[number];

/** What decides an application's view (the stored application carries these). */
export interface QueueFacts {
  readonly status: string;
  readonly paymentStatus: string;
  readonly documentsSubmittedAt?: string;
}

export function queueViewOf(a: QueueFacts): QueueView {
  if (a.status === 'approved' || a.status === 'rejected') return 'decided';
  if (a.status === 'processing') return 'processing';
  if (a.paymentStatus !== 'paid') return 'awaiting_payment';
  return a.documentsSubmittedAt === undefined ? 'awaiting_documents' : 'ready_for_review';
}

export const adminStatsPath = '/api/admin/stats';
/** GET: the list (query `adminListQuerySchema`). POST on the same path is the public creation. */
export const adminApplicationsPath = '/api/kenya-eta-applications';
export const adminApplicationRoute = '/api/kenya-eta-applications/:id';
export const adminApplicationPath = (id: string) => `/api/kenya-eta-applications/${id}`;
/** PATCH `{status: 'rejected', reason}` (spec §7). */
export const adminStatusPath = (id: string) => `/api/kenya-eta-applications/${id}/status`;
/** POST `{fileName, size}`: a presigned POST for the e-visa PDF (API Gateway cannot carry 10 MB). */
export const adminEvisaUploadPath = (id: string) => `/api/kenya-eta-applications/${id}/evisa-upload`;
/** PUT `{status: 'approved', evisaFilePath}` (spec §7): checks the uploaded PDF, approves, e-mails it. */
export const adminApprovePath = (id: string) => `/api/kenya-eta-applications/${id}/approve-with-evisa`;
/** GET: a short-lived presigned link to one uploaded document (the view is audited). */
export const adminDocumentLinkPath = (id: string, applicantIndex: number, type: string) =>
  `/api/kenya-eta-applications/${id}/documents/${applicantIndex}/${type}/link`;

/** POST (admin): "Start review": a ready application goes to processing, recording who and when. */
export const adminStartReviewPath = (id: string) => `/api/kenya-eta-applications/${id}/start-review`;

/**
 * POST `{lastSentAt}` (`decisionMailRequestSchema`): sends the decision e-mail again (after a mail
 * failure, a replaced e-visa, or when the traveller asks). Once per sending the staff member saw: two
 * clicks, or two colleagues, at once send one e-mail (409 `mail_already_sent` or `mail_in_progress` to the
 * other). Without a body: sends it only if it has not gone.
 */
export const adminDecisionMailPath = (id: string) => `/api/kenya-eta-applications/${id}/decision-mail`;
/** GET: a short-lived link to the approved application's e-visa PDF (the view is audited). */
export const adminEvisaLinkPath = (id: string) => `/api/kenya-eta-applications/${id}/evisa/link`;
/** PUT `{evisaFilePath}`: replaces the approved application's e-visa with an uploaded PDF (audited). */
export const adminEvisaPath = (id: string) => `/api/kenya-eta-applications/${id}/evisa`;
/** 409: this sending of the decision e-mail went already (a second click, or a colleague). */
export const mailAlreadySentCode = 'mail_already_sent';

/** The admin list refresh of the spec (§6, §9): every 3 seconds. */
export const adminPollMilliseconds = 3000;
export const maxEvisaBytes = 10 * 1024 * 1024;
/** 409: approved or rejected already (only a pending application can be decided, spec §4). */
export const alreadyDecidedCode = 'already_decided';
/** 409: an unpaid application cannot be approved. */
export const notPaidCode = 'not_paid';
/** 400: the uploaded e-visa is not a PDF by its bytes, is empty, or is over 10 MB. */
export const evisaRejectedCode = 'evisa_rejected';
/** 409 of `POST …/decision-mail`: a colleague is sending the decision e-mail right now (it goes once). */
export const mailInProgressCode = 'mail_in_progress';

/** Only one destination's applications (`kenya`, `tanzania`); absent: every destination. */
const destinationFilter = z.optional(z.enum(destinationIds));

/** `GET /api/admin/stats?destination=…`: the counters of one destination, or of all. */
export const adminStatsQuerySchema = z.object({ destination: destinationFilter });
export type AdminStatsQuery = z.infer<typeof adminStatsQuerySchema>;

export const adminListQuerySchema = z.object({
  view: z._default(z.enum(listViews), 'all'),
  /** The list, the search and the polling keep only this destination's applications. */
  destination: destinationFilter,
  /**
   * The start of an application number, e-mail, passport number or name (at least 2 characters; case
   * and accents do not matter): a search of every application, whatever its view.
   */
  q: z.optional(z.string().check(z.trim(), z.maxLength(120))),
  /** Opaque: `nextCursor` of the previous page. */
  cursor: z.optional(z.string().check(z.maxLength(2000))),
  /** Opaque: `changesCursor` of an earlier answer: the applications changed since (polling). */
  changes: z.optional(z.string().check(z.maxLength(2000))),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 25),
});
export type AdminListQuery = z.infer<typeof adminListQuerySchema>;

export interface DashboardStats {
  readonly total: number;
  readonly pending: number;
  readonly processing: number;
  readonly approved: number;
  readonly rejected: number;
  readonly paidCount: number;
  /** Sum of the paid totals, USD. */
  readonly revenue: number;
  readonly currency: 'USD';
  /** Payments received that must be given back (a second payment, or one after the decision). */
  readonly refundsDue: number;
  /** How many applications each view of the queue holds, and how many refunds are due. */
  readonly views: Readonly<Record<QueueView | 'refund_due', number>>;
}

export interface ApplicationSummary {
  readonly id: string;
  readonly applicationNumber: string;
  /** Where the application is for (the server always says; absent reads as Kenya's). */
  readonly destination?: DestinationId;
  readonly createdAt: string;
  readonly status: ApplicationStatus;
  readonly paymentStatus: string;
  readonly contactEmail: string;
  readonly applicantCount: number;
  readonly applicantNames: readonly string[];
  readonly totalAmount: number;
  readonly processingType: string;
  readonly applicationType: string;
  readonly view: QueueView;
  /** The promised decision date (East Africa Time), while a paid application waits for its decision. */
  readonly decisionDueBy?: string;
  /** The promised date has passed and there is no decision. */
  readonly overdue: boolean;
  /** Who started the review, and when (processing). */
  readonly review?: { readonly startedBy: string; readonly startedAt: string };
  /** A payment this application cannot keep: a refund is due. */
  readonly refundDue?: boolean;
  /** Made on the payment test page (listed in no view; found by search). */
  readonly testData?: boolean;
}

export interface ApplicationList {
  readonly items: readonly ApplicationSummary[];
  /** Present when there are older items: pass as `cursor`. */
  readonly nextCursor?: string;
  /** Pass as `changes` to poll for the applications changed after this answer. */
  readonly changesCursor?: string;
  /** A poll whose cursor is too old to catch up: load the list again. */
  readonly reload?: boolean;
}

export const auditActions = [
  'sign_in',
  'sign_in_failed',
  'sign_out',
  'locked_out',
  'totp_enrolled',
  'recovery_code_used',
  'view_application',
  'start_review',
  'view_document',
  'reject',
  'approve',
  'view_evisa',
  'evisa_replaced',
  'decision_mail_sent',
  'decision_mail_failed',
  // Payments (actor `system`): settled by the reconciliation (the gateway's callback was lost), or
  // received when nothing was owed and flagged for refund.
  'payment_reconciled',
  'refund_due',
  // A staff member gave a payment flagged for refund back through the gateway (Stripe).
  'refund_issued',
  // Mail (actor `system`): SES reported the contact address bounced for good, or the traveller
  // marked a mail as spam; the product no longer mails the address.
  'mail_bounced',
  'mail_complained',
  // The traveller, from the personal page (actor `traveller`): withdrew an unpaid application, erased
  // the passport data and documents of a decided one before the automatic 30 days, downloaded the eTA.
  'withdrawn_by_traveller',
  'data_erased_by_traveller',
  'evisa_downloaded',
  // The traveller changed the answers after submitting (actor `traveller`): which fields, never values.
  'application_updated',
  // Changes made with the staff command (`npm run staff`), under the account changed.
  'account_created',
  'account_disabled',
  'account_enabled',
  'password_reset',
  'totp_reset',
  'recovery_codes_regenerated',
  'role_changed',
] as const;
export type AuditAction = (typeof auditActions)[number];

export interface AuditEntry {
  readonly at: string;
  readonly actor: string;
  readonly action: AuditAction;
  readonly applicationId?: string;
  readonly detail?: Readonly<Record<string, string | number>>;
}

export interface AdminDocument {
  readonly applicantIndex: number;
  readonly type: string;
  readonly fileName: string;
  readonly contentType: string;
  readonly size: number;
  readonly uploadedAt: string;
}

export interface ApplicationDecision {
  readonly status: 'approved' | 'rejected';
  readonly decidedAt: string;
  readonly decidedBy: string;
  /** A rejection's reason from the list (`rejectionReasons`), and the staff member's own words. */
  readonly reasonCode?: RejectionReason;
  readonly reason?: string;
  /** When the e-visa was last replaced, and by whom. */
  readonly evisaReplacedAt?: string;
  readonly evisaReplacedBy?: string;
  readonly evisaFileName?: string;
  readonly mailSentAt?: string;
}

/**
 * A payment the gateway took when nothing was owed: the application was already paid by another
 * payment (`duplicate`), or it was decided or withdrawn first (`application_closed`). Never marked
 * paid; staff refund it through the gateway.
 */
export interface RefundDue {
  readonly transactionId: string;
  readonly amount: number;
  readonly currency: string;
  readonly reason: RefundReason;
  readonly flaggedAt: string;
  readonly cardLast4?: string;
  /** Once staff issued the refund through the gateway (`POST /api/payment-refunds`). */
  readonly refundId?: string;
  readonly refundedAt?: string;
  readonly refundedBy?: string;
}

/** `GET /api/kenya-eta-applications/<id>`: the spec's admin view (§3). */
export interface ApplicationDetail {
  readonly application: ApplicationSummary & {
    readonly contactPhone: string;
    readonly includeInsurance: boolean;
    readonly locale: string;
    readonly pricing: Readonly<Record<string, unknown>>;
    readonly documentsSubmittedAt?: string;
    /** The contact address bounced for good or complained: staff call the traveller instead. */
    readonly contactMailIssue?: { readonly reason: 'bounce' | 'complaint'; readonly at: string };
    /** Set for an application of the eight-step wizard (its answers of steps 3 to 6: `wizard`). */
    readonly product?: 'wizard';
    /**
     * The names (dictionary keys) of the visa type and speed applied for, from the destination's
     * configuration, when the destination has visa types of its own (Tanzania's "Business visa",
     * "Urgent processing"); absent on Kenya's eTA applications.
     */
    readonly visa?: { readonly type: SharedKey; readonly speed?: SharedKey };
  };
  /** Every stored field of every applicant (spec §3 "Applicant (payment/admin view)"). */
  readonly applicants: readonly Readonly<Record<string, unknown>>[];
  /** An application made with the wizard: its own sections (`shared/wizard/summary.ts` shows them). */
  readonly wizard?: WizardAnswers;
  readonly payment: {
    readonly status: string;
    readonly amount: number;
    readonly currency: 'USD';
    readonly paidAt?: string;
    readonly transactionId?: string;
    readonly cardLast4?: string;
    /** Payments that arrived when nothing was owed: to be refunded through the gateway. */
    readonly refundsDue?: readonly RefundDue[];
    /** A non-refundable product's fee (the wizard's): staff cannot refund it (`fee_non_refundable`). */
    readonly refundable?: false;
  };
  readonly documents: readonly AdminDocument[];
  /** Per applicant with any: the passport readings (details page, uploaded page) and the photo check. */
  readonly checks: readonly ApplicantChecks[];
  readonly decision?: ApplicationDecision;
  /** Newest first. */
  readonly history: readonly AuditEntry[];
}

/**
 * Why an application is rejected (issue 19): one of these, shown to the traveller in their language on
 * the status page and in the e-mail, with the staff member's own words beside it.
 */
export const rejectionReasons = [
  'passport',
  'photo',
  'documents',
  'information',
  'eligibility',
  'other',
] as const;
export type RejectionReason = (typeof rejectionReasons)[number];

export const rejectRequestSchema = z.object({
  status: z.literal('rejected'),
  reasonCode: z.enum(rejectionReasons, 'admin.errors.reasonCodeRequired'),
  reason: z.string().check(z.trim(), z.minLength(3, 'admin.errors.reasonRequired'), z.maxLength(1000)),
});
export type RejectRequest = z.infer<typeof rejectRequestSchema>;

export const evisaUploadRequestSchema = z.object({
  fileName: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  size: z.number().check(z.int(), z.minimum(1), z.maximum(maxEvisaBytes, 'admin.errors.evisaTooLarge')),
});
export type EvisaUploadRequest = z.infer<typeof evisaUploadRequestSchema>;

export const approveRequestSchema = z.object({
  status: z.literal('approved'),
  /** The `key` of the presigned upload. */
  evisaFilePath: z.string().check(z.minLength(1), z.maxLength(500)),
});
export type ApproveRequest = z.infer<typeof approveRequestSchema>;

/** PUT `…/evisa`: the key of a new upload (`…/evisa-upload`) that replaces the e-visa. */
export const replaceEvisaRequestSchema = z.object({
  evisaFilePath: z.string().check(z.minLength(1), z.maxLength(500)),
});
export type ReplaceEvisaRequest = z.infer<typeof replaceEvisaRequestSchema>;

/**
 * POST `…/decision-mail`: when the e-mail the staff member saw went (null or absent: never, "send it if
 * it has not gone"), so that each sending goes once.
 */
export const decisionMailRequestSchema = z.object({
  lastSentAt: z._default(z.nullable(z.string().check(z.maxLength(40))), null),
});
export type DecisionMailRequest = z.infer<typeof decisionMailRequestSchema>;

/** 201 of `POST …/evisa-upload`: post the PDF to `url` with `fields` (file last), then approve with `key`. */
export interface EvisaUpload {
  readonly url: string;
  readonly fields: Readonly<Record<string, string>>;
  readonly key: string;
  readonly maxBytes: number;
  readonly expiresAt: string;
}

/** 200 of a decision (reject, approve) and of `POST …/decision-mail`. */
export interface DecisionAnswer {
  readonly decision: ApplicationDecision;
  /** False when the mail service refused the e-mail: the decision stands; offer to resend. */
  readonly mailSent: boolean;
}

/** 200 of `GET …/documents/<applicantIndex>/<type>/link`: a presigned GET, valid for 5 minutes. */
export interface DocumentLink {
  readonly url: string;
  readonly expiresAt: string;
}
