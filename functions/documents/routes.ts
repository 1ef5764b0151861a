import type { Hono } from 'hono';
import {
  documentsPath,
  documentTypes,
  maxApplicantIndex,
  uploadsPath,
  type DocumentType,
} from '../../shared/documents/rules';
import { presignRequestSchema, recordRequestSchema } from '../../shared/documents/request-schemas';
import { createApp } from '../lib/app';
import { requireApplicationAccess, requireBearerToken } from '../lib/application-access';
import { NotFoundError } from '../lib/domain-errors';
import { parseJsonBody } from '../lib/http';
import { clientIp } from '../lib/client-ip';
import { enforceRateLimit, type RateLimitRule } from '../lib/rate-limit';
import {
  stagedPresignRequestSchema,
  stagedUploadRateLimit,
  stagedUploadsPath,
} from '../../shared/wizard/uploads';
import { presignStagedUpload } from './staged-uploads';
import {
  listDocuments,
  presignUpload,
  publicDocument,
  recordDocument,
  removeDocument,
} from './document-store';
import type { DocumentsOverview } from '../../shared/documents/overview';
import { applicantDocumentsOf, requireSlotOf, slotInfoOf, travellerFactsOf } from './minors';
import { carryOverOf, crossSellOf } from './cross-sell';
import type { CarryOver } from '../../shared/journey/carry-over';
import { getApplicants } from '../lib/applications-table';
import { applicationOverview } from './overview';
import { receiptPdf } from './receipt';
import { requireOpenForDocuments, requirePaid, submitDocuments, type SubmitDeps } from './submit-documents';

export interface DocumentsAppDeps extends SubmitDeps {
  /** Staged uploads per client; defaults to `stagedUploadRateLimit`. */
  readonly stagedRateLimit?: RateLimitRule;
}

const applicationRoute = '/api/kenya-eta-applications/:id';

function slotParams(index: string, type: string): { applicantIndex: number; type: DocumentType } {
  const applicantIndex = Number(index);
  if (
    !Number.isInteger(applicantIndex) ||
    applicantIndex < 0 ||
    applicantIndex > maxApplicantIndex ||
    !(documentTypes as readonly string[]).includes(type)
  ) {
    throw new NotFoundError('No such document slot');
  }
  return { applicantIndex, type: type as DocumentType };
}

/**
 * Documents of a paid application (Bearer token of the application): presign an upload, record it,
 * remove it, list them, submit them; and the PDF receipt. Also the wizard's staged uploads (no application yet). Routes are listed in
 * `functions/documents/README.md`.
 */
export function createDocumentsApp(deps: DocumentsAppDeps): Hono {
  const app = createApp('documents');

  // The wizard's files, before the application exists: no token, limited per client address.
  app.post(stagedUploadsPath, async (c) => {
    const request = await parseJsonBody(c, stagedPresignRequestSchema);
    await enforceRateLimit(deps, deps.stagedRateLimit ?? stagedUploadRateLimit, clientIp(c));
    c.header('Cache-Control', 'no-store');
    return c.json(await presignStagedUpload(deps, request), 201);
  });

  app.post(uploadsPath, async (c) => {
    requireBearerToken(c);
    const request = await parseJsonBody(c, presignRequestSchema);
    const application = await requireApplicationAccess(c, request.applicationId, deps, 'payDocuments');
    requireOpenForDocuments(application);
    await requireSlotOf(deps, application, request.applicantIndex, request.type);
    c.header('Cache-Control', 'no-store');
    return c.json(await presignUpload(deps, request), 201);
  });

  app.post(documentsPath, async (c) => {
    requireBearerToken(c);
    const request = await parseJsonBody(c, recordRequestSchema);
    const application = await requireApplicationAccess(c, request.applicationId, deps, 'payDocuments');
    requireOpenForDocuments(application);
    await requireSlotOf(deps, application, request.applicantIndex, request.type);
    return c.json(await recordDocument(deps, request), 200);
  });

  app.delete(`${documentsPath}/:id/:index/:type`, async (c) => {
    const application = await requireApplicationAccess(c, c.req.param('id'), deps, 'payDocuments');
    requireOpenForDocuments(application);
    const slot = slotParams(c.req.param('index'), c.req.param('type'));
    await removeDocument(deps, application.id, slot.applicantIndex, slot.type);
    return c.body(null, 204);
  });

  app.get(`${applicationRoute}/documents`, async (c) => {
    const application = await requireApplicationAccess(c, c.req.param('id'), deps, 'payDocuments');
    const [documents, applicants] = await Promise.all([
      listDocuments(deps, application.id),
      getApplicants(deps, application.id),
    ]);
    const facts = travellerFactsOf(application, applicants);
    const asked = applicantDocumentsOf(application, facts).map(slotInfoOf);
    c.header('Cache-Control', 'no-store');
    return c.json({
      application: applicationOverview(
        application,
        facts.map((f) => f.minor),
        asked,
        crossSellOf(application, applicants),
      ),
      documents: documents.map(publicDocument),
    } satisfies DocumentsOverview);
  });

  app.post(`${applicationRoute}/submit`, async (c) => {
    const application = await requireApplicationAccess(c, c.req.param('id'), deps, 'payDocuments');
    return c.json(await submitDocuments(deps, application), 200);
  });

  // The final page's cross-sell: what would be carried over to the other destination's journey.
  app.get(`${applicationRoute}/carry-over`, async (c) => {
    const application = await requireApplicationAccess(c, c.req.param('id'), deps, 'payDocuments');
    requirePaid(application);
    const applicants = await getApplicants(deps, application.id);
    c.header('Cache-Control', 'no-store');
    return c.json(carryOverOf(application, applicants) satisfies CarryOver);
  });

  app.get(`${applicationRoute}/receipt`, async (c) => {
    const application = await requireApplicationAccess(c, c.req.param('id'), deps, 'payDocuments');
    requirePaid(application);
    const pdf = await receiptPdf(application);
    return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="receipt-${application.applicationNumber}.pdf"`,
      'Cache-Control': 'no-store',
    });
  });

  return app;
}
