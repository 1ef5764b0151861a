import {
  adminApplicationRoute,
  adminApplicationsPath,
  adminStatsPath,
  type StaffRole,
} from '../../shared/api/admin';

/**
 * The admin concern's route table: what `routes.ts` registers (each behind `requireStaff` with the
 * role named here), what the CDK routes to the admin function, and what the access test walks. No
 * dependencies beyond the contract, so the CDK app can import it.
 */
export type AdminRouteName =
  | 'stats'
  | 'list'
  | 'detail'
  | 'documentLink'
  | 'startReview'
  | 'reject'
  | 'evisaUpload'
  | 'approve'
  | 'evisaLink'
  | 'replaceEvisa'
  | 'decisionMail';

export interface AdminRoute {
  readonly name: AdminRouteName;
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH';
  /** Hono pattern (`:id`). */
  readonly path: string;
  /** `any`: both roles (read); `admin`: decisions, which `support` may not make. */
  readonly role: StaffRole | 'any';
}

/** Every route of the admin concern with the role it needs (a test walks this table). */
export const adminRoutes: readonly AdminRoute[] = [
  { name: 'stats', method: 'GET', path: adminStatsPath, role: 'any' },
  { name: 'list', method: 'GET', path: adminApplicationsPath, role: 'any' },
  { name: 'detail', method: 'GET', path: adminApplicationRoute, role: 'any' },
  {
    name: 'documentLink',
    method: 'GET',
    path: `${adminApplicationRoute}/documents/:applicantIndex/:type/link`,
    role: 'any',
  },
  { name: 'startReview', method: 'POST', path: `${adminApplicationRoute}/start-review`, role: 'admin' },
  { name: 'reject', method: 'PATCH', path: `${adminApplicationRoute}/status`, role: 'admin' },
  { name: 'evisaUpload', method: 'POST', path: `${adminApplicationRoute}/evisa-upload`, role: 'admin' },
  { name: 'approve', method: 'PUT', path: `${adminApplicationRoute}/approve-with-evisa`, role: 'admin' },
  { name: 'evisaLink', method: 'GET', path: `${adminApplicationRoute}/evisa/link`, role: 'any' },
  { name: 'replaceEvisa', method: 'PUT', path: `${adminApplicationRoute}/evisa`, role: 'admin' },
  { name: 'decisionMail', method: 'POST', path: `${adminApplicationRoute}/decision-mail`, role: 'admin' },
];
