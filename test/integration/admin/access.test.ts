import { beforeAll, describe, expect, it } from 'vitest';
import { adminRoutes } from '../../../functions/admin/routes';
import { paidApplication } from '../documents/support';
import { adminCall, signedIn, type Session } from './support';

/**
 * Walks the admin route table: every route needs a session, decisions need the admin role, and a
 * state-changing call must come from the site's origin.
 */
let admin: Session;
let support: Session;
let applicationId: string;

beforeAll(async () => {
  [admin, support] = await Promise.all([signedIn('admin'), signedIn('support')]);
  applicationId = (await paidApplication()).id;
});

const concrete = (path: string) =>
  path.replace(':id', applicationId).replace(':applicantIndex', '0').replace(':type', 'passport');
const stateChanging = adminRoutes.filter((r) => r.method !== 'GET');

/** A body each route accepts, so that a refusal is about access and nothing else. */
const bodies: Record<string, unknown> = {
  reject: { status: 'rejected', reasonCode: 'documents', reason: 'The passport scan is unreadable.' },
  evisaUpload: { fileName: 'evisa.pdf', size: 2048 },
  approve: { status: 'approved', evisaFilePath: 'evisa/tmp/none/0.pdf' },
  decisionMail: {},
  replaceEvisa: { evisaFilePath: 'evisa/tmp/none/0.pdf' },
};

describe('the admin routes', () => {
  it('are eleven, decisions and the review among them', () => {
    expect(adminRoutes.map((r) => `${r.method} ${r.path}`)).toHaveLength(11);
    expect(adminRoutes.filter((r) => r.role === 'admin').map((r) => r.name)).toEqual([
      'startReview',
      'reject',
      'evisaUpload',
      'approve',
      'replaceEvisa',
      'decisionMail',
    ]);
  });

  it.each(adminRoutes.map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s answers 401 without a session, and with an unknown one',
    async (_name, route) => {
      const body = bodies[route.name];
      const none = await adminCall(undefined, route.method, concrete(route.path), { body });
      expect(none.status).toBe(401);
      expect(((await none.json()) as { error: string }).error).toBe('unauthorized');
      const forged = {
        username: 'nobody',
        cookie: 'eta_staff_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      };
      expect((await adminCall(forged, route.method, concrete(route.path), { body })).status).toBe(401);
    },
  );

  it.each(adminRoutes.map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s refuses support staff exactly where a decision is needed',
    async (_name, route) => {
      const res = await adminCall(support, route.method, concrete(route.path), { body: bodies[route.name] });
      if (route.role === 'admin') {
        expect(res.status).toBe(403);
        expect(((await res.json()) as { error: string }).error).toBe('forbidden');
      } else {
        // The e-visa of an application that has none: 409.
        expect(route.name === 'evisaLink' ? [409] : [200, 404]).toContain(res.status);
        expect(res.headers.get('cache-control')).toBe('no-store');
      }
    },
  );

  it.each(stateChanging.map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s refuses an admin call from another origin, or from none',
    async (_name, route) => {
      for (const from of ['https://evil.example', null]) {
        const res = await adminCall(admin, route.method, concrete(route.path), {
          body: bodies[route.name],
          origin: from,
        });
        expect(res.status).toBe(403);
        expect(((await res.json()) as { error: string }).error).toBe('bad_origin');
      }
    },
  );

  it('lets support staff read the list, the counters and an application', async () => {
    const needsMore = new Set(['documentLink', 'evisaLink']); // a document, an e-visa: tested apart
    for (const route of adminRoutes.filter((r) => r.role === 'any' && !needsMore.has(r.name))) {
      expect((await adminCall(support, route.method, concrete(route.path))).status, route.name).toBe(200);
    }
  });
});
