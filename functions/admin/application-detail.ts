import type { AdminDocument, ApplicationDetail } from '../../shared/api/admin';
import type { ApplicantChecks } from '../../shared/passport/checks';
import { destinationOf } from '../../shared/destinations';
import { speedOf as destinationSpeed, visaTypeOf } from '../../shared/destinations/rules';
import { appendAudit, applicationAudit } from '../lib/audit-log';
import { getApplicants, getApplication, type StoredApplicant } from '../lib/applications-table';
import { NotFoundError } from '../lib/domain-errors';
import type { StaffPrincipal } from '../lib/staff-session';
import { listDocuments, type StoredDocument } from '../documents/document-store';
import { refundsWithOutcome } from '../payments/payment-records';
import { toSummary, type AdminApplication, type AdminDeps } from './admin-application';

export function applicationNotFound(): NotFoundError {
  return new NotFoundError('No such application');
}

/** The application item, or 404. */
export async function requireApplication(deps: AdminDeps, id: string): Promise<AdminApplication> {
  const application = /^[0-9a-f-]{36}$/i.test(id)
    ? ((await getApplication(deps, id)) as AdminApplication | undefined)
    : undefined;
  if (application === undefined) throw applicationNotFound();
  return application;
}

/** Every stored field of an applicant except the table's own keys and the passport check (shown apart). */
function applicantFields(item: StoredApplicant): Record<string, unknown> {
  const {
    pk: _pk,
    sk: _sk,
    entity: _entity,
    applicationId: _applicationId,
    passportCheck: _check,
    ...fields
  } = item;
  return fields;
}

/** The passport readings and photo checks, by applicant: details-page scan first, then the uploaded page. */
export function applicantChecks(
  applicants: readonly StoredApplicant[],
  documents: readonly StoredDocument[],
): ApplicantChecks[] {
  const byIndex = new Map<number, ApplicantChecks>();
  const entry = (i: number) => byIndex.get(i) ?? { applicantIndex: i, passport: [] };
  for (const a of applicants)
    if (a.passportCheck) byIndex.set(a.index, { ...entry(a.index), passport: [a.passportCheck] });
  for (const d of documents) {
    const e = entry(d.applicantIndex);
    if (d.passportCheck) byIndex.set(d.applicantIndex, { ...e, passport: [...e.passport, d.passportCheck] });
    if (d.photoCheck) byIndex.set(d.applicantIndex, { ...e, photo: d.photoCheck });
  }
  return [...byIndex.values()].sort((x, y) => x.applicantIndex - y.applicantIndex);
}

function adminDocument(item: StoredDocument): AdminDocument {
  const { applicantIndex, type, fileName, contentType, size, uploadedAt } = item;
  return { applicantIndex, type, fileName, contentType, size, uploadedAt };
}

/**
 * The admin's view of one application (spec §3): the application, every stored field of every
 * applicant, a wizard application's own sections, the payment, the documents, the decision and the audit history (newest first). The view
 * itself is audited (`view_application`) before the history is read, so the history shows it.
 */
/** The visa type and speed applied for, named by the destination's configuration (none for Kenya's eTA). */
function visaOf(a: AdminApplication): Pick<ApplicationDetail['application'], 'visa'> {
  const destination = destinationOf(a.destination);
  const type = a.visaType === undefined || !destination ? undefined : visaTypeOf(destination, a.visaType);
  if (!destination || !type) return {};
  const speed = destinationSpeed(destination, a.processingType);
  return { visa: { type: type.label, ...(speed ? { speed: speed.label } : {}) } };
}

export async function applicationDetail(
  deps: AdminDeps,
  id: string,
  staff: StaffPrincipal,
): Promise<ApplicationDetail> {
  const a = await requireApplication(deps, id);
  await appendAudit(deps, { actor: staff.username, action: 'view_application', applicationId: a.id });
  const [applicants, documents, history] = await Promise.all([
    getApplicants(deps, a.id),
    listDocuments(deps, a.id),
    applicationAudit(deps, a.id),
  ]);
  return {
    application: {
      ...toSummary(a, deps.now()),
      contactPhone: a.contactPhone,
      includeInsurance: a.includeInsurance,
      locale: a.locale,
      pricing: { ...a.pricing },
      ...(a.documentsSubmittedAt === undefined ? {} : { documentsSubmittedAt: a.documentsSubmittedAt }),
      ...(a.contactMailIssue === undefined ? {} : { contactMailIssue: a.contactMailIssue }),
      // The eight-step wizard's product (its own sections are `wizard`, below).
      ...(a.product === undefined ? {} : { product: a.product }),
      ...visaOf(a),
    },
    applicants: [...applicants].sort((x, y) => x.index - y.index).map(applicantFields),
    ...(a.wizard === undefined ? {} : { wizard: a.wizard }),
    payment: {
      status: a.paymentStatus,
      amount: a.pricing.totalPrice,
      currency: 'USD',
      ...(a.paidAt === undefined ? {} : { paidAt: a.paidAt }),
      ...(a.paymentTransactionId === undefined ? {} : { transactionId: a.paymentTransactionId }),
      ...(a.cardLast4 ? { cardLast4: a.cardLast4 } : {}),
      ...(a.refundsDue?.length ? { refundsDue: refundsWithOutcome(a) } : {}),
      ...(a.pricing.refundable === false ? { refundable: false as const } : {}),
    },
    documents: [...documents]
      .sort((x, y) => x.applicantIndex - y.applicantIndex || x.type.localeCompare(y.type))
      .map(adminDocument),
    checks: applicantChecks(applicants, documents),
    ...(a.decision === undefined ? {} : { decision: a.decision }),
    history,
  };
}
