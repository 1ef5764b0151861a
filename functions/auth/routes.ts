import type { Hono } from 'hono';
import {
  authLoginPath,
  authLogoutPath,
  authRecoveryCodePath,
  authSecondFactorPath,
  authSessionPath,
  loginRequestSchema,
  recoveryCodeRequestSchema,
  secondFactorRequestSchema,
  type SecondFactorAnswer,
  type StaffSessionInfo,
} from '../../shared/api/admin';
import { errorCodes } from '../../shared/api/errors';
import { appendAudit } from '../lib/audit-log';
import { createApp } from '../lib/app';
import { clientIp } from '../lib/client-ip';
import { HttpError, parseJsonBody } from '../lib/http';
import type { TotpSecretBox } from '../lib/totp-secret-box';
import {
  endStaffSession,
  requireSameOrigin,
  resolveStaff,
  type StaffPrincipal,
  type StaffSessionDeps,
} from '../lib/staff-session';
import { defaultLoginLimits, type LoginLimits } from './login-throttle';
import { signInWithRecoveryCode } from './recovery-sign-in';
import { signInWithCode, signInWithPassword } from './sign-in';

export interface AuthAppDeps extends StaffSessionDeps {
  /** Seals and opens the TOTP secrets: the local key or the KMS key (`totpSecretBoxOf`). */
  readonly totpSecrets: TotpSecretBox;
  /** Defaults to 5 failures per username and client, 20 per client and 50 per username in 15 minutes. */
  readonly loginLimits?: LoginLimits;
}

/**
 * Staff sign-in (contract: `shared/api/admin.ts`): `POST /api/auth/login`, `POST /api/auth/second-factor`,
 * `POST /api/auth/recovery-code`,
 * `GET /api/auth/session`, `POST /api/auth/logout`. State-changing calls must come from the site's origin.
 */
export function createAuthApp(appDeps: AuthAppDeps): Hono {
  const deps = { ...appDeps, loginLimits: appDeps.loginLimits ?? defaultLoginLimits };
  const app = createApp('auth');

  app.post(authLoginPath, async (c) => {
    c.header('Cache-Control', 'no-store');
    requireSameOrigin(c, deps.siteOrigin);
    const { username, password } = await parseJsonBody(c, loginRequestSchema);
    const answer = await signInWithPassword(c, deps, { username, password, client: clientIp(c) });
    return c.json(answer, 200);
  });

  app.post(authSecondFactorPath, async (c) => {
    c.header('Cache-Control', 'no-store');
    requireSameOrigin(c, deps.siteOrigin);
    const { code } = await parseJsonBody(c, secondFactorRequestSchema);
    const session = await signInWithCode(c, deps, { code, client: clientIp(c) });
    return c.json(session satisfies SecondFactorAnswer, 200);
  });

  app.post(authRecoveryCodePath, async (c) => {
    c.header('Cache-Control', 'no-store');
    requireSameOrigin(c, deps.siteOrigin);
    const { recoveryCode } = await parseJsonBody(c, recoveryCodeRequestSchema);
    const session = await signInWithRecoveryCode(c, deps, { recoveryCode, client: clientIp(c) });
    return c.json(session satisfies SecondFactorAnswer, 200);
  });

  app.get(authSessionPath, async (c) => {
    c.header('Cache-Control', 'no-store');
    const staff = await resolveStaff(c, deps);
    return c.json(
      {
        username: staff.username,
        displayName: staff.displayName,
        role: staff.role,
      } satisfies StaffSessionInfo,
      200,
    );
  });

  app.post(authLogoutPath, async (c) => {
    c.header('Cache-Control', 'no-store');
    requireSameOrigin(c, deps.siteOrigin);
    let staff: StaffPrincipal | undefined;
    try {
      staff = await resolveStaff(c, deps);
    } catch (e: unknown) {
      // No live session: signing out is already done; the cookie is cleared all the same.
      if (!(e instanceof HttpError && e.code === errorCodes.unauthorized)) throw e;
    }
    await endStaffSession(c, deps);
    if (staff !== undefined) await appendAudit(deps, { actor: staff.username, action: 'sign_out' });
    return c.body(null, 204);
  });

  return app;
}
