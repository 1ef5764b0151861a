import type { Context, Hono } from 'hono';
import {
  adminListQuerySchema,
  adminStatsQuerySchema,
  approveRequestSchema,
  decisionMailRequestSchema,
  replaceEvisaRequestSchema,
  evisaUploadRequestSchema,
  rejectRequestSchema,
  type ApplicationList,
} from '../../shared/api/admin';
import { errorCodes } from '../../shared/api/errors';
import { createApp } from '../lib/app';
import { HttpError, parseJsonBody, toIssues } from '../lib/http';
import { requireStaff } from '../lib/staff-session';
import type { AdminDeps } from './admin-application';
import { adminRoutes, type AdminRouteName } from './admin-routes';
import { applicationDetail } from './application-detail';
import { dashboardStats } from './dashboard';
import { approve, evisaUpload, reject, resendDecisionMail } from './decisions';
import { documentLink } from './document-link';
import { evisaLink, replaceEvisa } from './evisa-actions';
import { listByView, listChanges } from './list-applications';
import { searchApplications } from './search-applications';
import { startReview } from './start-review';

function listQuery(c: Context) {
  const parsed = adminListQuerySchema.safeParse(c.req.query());
  if (!parsed.success)
    throw new HttpError(400, errorCodes.validation, 'Invalid query', toIssues(parsed.error));
  return parsed.data;
}

/**
 * The admin panel's server (spec §2, §4–§8; DESIGN decision 7): dashboard counters, the list with
 * search and polling, one application's detail, document links, and the decisions. Every route is
 * guarded by `requireStaff` on the route itself (never a path-wide `use`: the local stack merges the
 * concerns, and `/api/kenya-eta-applications/*` also holds public routes). Routes: `README.md`.
 */
export { adminRoutes } from './admin-routes';

export function createAdminApp(deps: AdminDeps): Hono {
  const app = createApp('admin');
  const handlers: Record<AdminRouteName, (c: Context) => Promise<Response>> = {
    stats: async (c) => {
      const parsed = adminStatsQuerySchema.safeParse(c.req.query());
      if (!parsed.success)
        throw new HttpError(400, errorCodes.validation, 'Invalid query', toIssues(parsed.error));
      return c.json(await dashboardStats(deps, parsed.data.destination));
    },
    list: async (c) => {
      const query = listQuery(c);
      const q = query.q?.trim();
      const now = deps.now();
      let list: ApplicationList;
      if (query.changes !== undefined) list = await listChanges(deps, query.changes, now, query.destination);
      else if (q) list = await searchApplications(deps, { ...query, q }, now);
      else list = await listByView(deps, query, now);
      return c.json(list);
    },
    detail: async (c) => c.json(await applicationDetail(deps, c.req.param('id') ?? '', c.get('staff'))),
    documentLink: async (c) =>
      c.json(
        await documentLink(
          deps,
          {
            id: c.req.param('id') ?? '',
            applicantIndex: c.req.param('applicantIndex') ?? '',
            type: c.req.param('type') ?? '',
          },
          c.get('staff'),
        ),
      ),
    startReview: async (c) => c.json(await startReview(deps, c.req.param('id') ?? '', c.get('staff'))),
    reject: async (c) => {
      const request = await parseJsonBody(c, rejectRequestSchema);
      return c.json(await reject(deps, c.req.param('id') ?? '', request, c.get('staff')));
    },
    evisaUpload: async (c) => {
      await parseJsonBody(c, evisaUploadRequestSchema);
      return c.json(await evisaUpload(deps, c.req.param('id') ?? ''), 201);
    },
    approve: async (c) => {
      const request = await parseJsonBody(c, approveRequestSchema);
      return c.json(await approve(deps, c.req.param('id') ?? '', request, c.get('staff')));
    },
    evisaLink: async (c) => c.json(await evisaLink(deps, c.req.param('id') ?? '', c.get('staff'))),
    replaceEvisa: async (c) => {
      const request = await parseJsonBody(c, replaceEvisaRequestSchema);
      return c.json(await replaceEvisa(deps, c.req.param('id') ?? '', request, c.get('staff')));
    },
    decisionMail: async (c) => {
      // No body: send the e-mail if it has not gone (a mail failure); a body names the sending seen.
      const request = c.req.header('content-type')
        ? await parseJsonBody(c, decisionMailRequestSchema)
        : { lastSentAt: null };
      return c.json(await resendDecisionMail(deps, c.req.param('id') ?? '', request, c.get('staff')));
    },
  };
  for (const route of adminRoutes) {
    app.on(route.method, route.path, requireStaff(deps, route.role), handlers[route.name]);
  }
  return app;
}
