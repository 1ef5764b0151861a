import type { Hono } from 'hono';
import { errorCodes } from '../../shared/api/errors';
import {
  lostLinkPath,
  lostLinkRateLimit,
  lostLinkRequestSchema,
  eraseApplicationDataPath,
  myApplicationPath,
  myApplicationRequestSchema,
  selfServiceRequestSchema,
  withdrawApplicationPath,
  type LostLinkAnswer,
  type MyApplicationAnswer,
} from '../../shared/api/personal-link';
import type { StoredApplication, TableRef } from '../lib/applications-table';
import { clientIp } from '../lib/client-ip';
import { HttpError, parseJsonBody } from '../lib/http';
import { errorFields, log, setLogApplicationId } from '../lib/log';
import type { Mailer } from '../lib/mailer';
import type { PersonalLinks } from '../lib/personal-link';
import { enforceRateLimit } from '../lib/rate-limit';
import { applicationItemsByNumber, sameEmail, statusView } from './lookup-status';
import { lostLinkMail } from './lost-link-mail';
import { eraseApplicationData, withdrawApplication } from './self-service';
import { sendSelfServiceMail } from './self-service-mail';
import type { BucketRef } from '../lib/s3-objects';

export interface PersonalLinkRouteDeps extends TableRef {
  readonly now: () => Date;
  readonly links: PersonalLinks;
  /** The traveller mailer: it adds the fresh link and the support Reply-To. */
  readonly mailer: Mailer;
  /** The documents bucket, whose `uploads/<id>/` an erasure empties. */
  readonly bucket: BucketRef;
}

/** Mails to one application's address per hour at most, whoever asks (no mail-bombing a traveller). */
const perApplicationRule = { name: 'lost-link-number', limit: 3, windowSeconds: 3600 } as const;

/** One answer for every token that does not open an application: forged, expired, revoked or malformed. */
const invalidLink = () => new HttpError(401, errorCodes.unauthorized, 'This link is not valid');

/**
 * `POST /api/my-application` (a personal link's token, in the body, for that application's status) and
 * `POST /api/personal-link` ("Lost your link?": number + e-mail; always 202 with the same body).
 */
export function addPersonalLinkRoutes(app: Hono, deps: PersonalLinkRouteDeps): Hono {
  app.post(myApplicationPath, async (c) => {
    const body = await parseJsonBody(c, myApplicationRequestSchema).catch(() => {
      throw invalidLink();
    });
    const application = await deps.links.open(body.token);
    if (!application) throw invalidLink();
    setLogApplicationId(application.id);
    const { applicants } = await applicationItemsByNumber(deps, application.applicationNumber);
    c.header('Cache-Control', 'no-store');
    return c.json({
      success: true,
      application: statusView(application, applicants),
    } satisfies MyApplicationAnswer);
  });

  /** The application a personal link's token opens, with its status view after `action`. */
  const selfService = (path: string, action: (application: StoredApplication) => Promise<void>) =>
    app.post(path, async (c) => {
      const body = await parseJsonBody(c, selfServiceRequestSchema).catch(() => {
        throw invalidLink();
      });
      const application = await deps.links.open(body.token);
      if (!application) throw invalidLink();
      setLogApplicationId(application.id);
      await action(application);
      const { application: now, applicants } = await applicationItemsByNumber(
        deps,
        application.applicationNumber,
      );
      if (!now) throw invalidLink();
      c.header('Cache-Control', 'no-store');
      return c.json({
        success: true,
        application: statusView(now, applicants),
      } satisfies MyApplicationAnswer);
    });

  selfService(withdrawApplicationPath, async (application) => {
    await withdrawApplication(deps, application);
    await sendSelfServiceMail(deps, application, 'withdrawn');
  });
  selfService(eraseApplicationDataPath, async (application) => {
    await eraseApplicationData(deps, application);
    await sendSelfServiceMail(deps, application, 'erased');
  });

  app.post(lostLinkPath, async (c) => {
    await enforceRateLimit(deps, lostLinkRateLimit, clientIp(c));
    const lookup = await parseJsonBody(c, lostLinkRequestSchema);
    await enforceRateLimit(deps, perApplicationRule, lookup.applicationNumber);
    const { application } = await applicationItemsByNumber(deps, lookup.applicationNumber);
    const matches = sameEmail(lookup.email, application?.contactEmail ?? 'no-application@invalid');
    if (application && matches) {
      setLogApplicationId(application.id);
      const renewed = await deps.links.renew(application.id);
      if (renewed) {
        await deps.mailer.send(lostLinkMail({ ...application, ...renewed })).catch((e: unknown) => {
          // The answer stays the same (it must not tell who exists); the failure is logged and alarmed.
          log.error('lost-link mail failed', { applicationId: application.id, ...errorFields(e) });
        });
      }
    }
    c.header('Cache-Control', 'no-store');
    return c.json({ success: true } satisfies LostLinkAnswer, 202);
  });
  return app;
}
