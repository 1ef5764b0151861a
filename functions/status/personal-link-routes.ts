import type { Context, Hono } from 'hono';
import { errorCodes } from '../../shared/api/errors';
import {
  lostLinkPath,
  lostLinkRateLimit,
  lostLinkRequestSchema,
  eraseApplicationDataPath,
  evisaDownloadPath,
  linkAccessPath,
  myApplicationPath,
  myApplicationRequestSchema,
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
import { applicationItemsByNumber, sameEmail, statusAnswerOf } from './lookup-status';
import { lostLinkMail } from './lost-link-mail';
import { evisaDownload } from './evisa-download';
import { grantLinkAccess } from './link-access';
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
 * `POST /api/my-application` (a personal link's token, in the body, for that application's status), the
 * personal page's actions with the same token (`/withdraw`, `/erase`: `self-service.ts`; `/evisa`: the
 * approved eTA's download link; `/access`: paying and uploading from this device), and `POST /api/personal-link` ("Lost your link?": number + e-mail;
 * always 202 with the same body).
 */
export function addPersonalLinkRoutes(app: Hono, deps: PersonalLinkRouteDeps): Hono {
  /** The application a personal link's token (in the JSON body) opens; 401 for anything else. */
  const opened = async (c: Context): Promise<StoredApplication> => {
    const body = await parseJsonBody(c, myApplicationRequestSchema).catch(() => {
      throw invalidLink();
    });
    const application = await deps.links.open(body.token);
    if (!application) throw invalidLink();
    setLogApplicationId(application.id);
    c.header('Cache-Control', 'no-store');
    return application;
  };

  /** The status view of the application, read afresh (after a withdrawal or an erasure too). */
  const statusAnswer = async (applicationNumber: string): Promise<MyApplicationAnswer> => {
    const { application, applicants } = await applicationItemsByNumber(deps, applicationNumber);
    if (!application) throw invalidLink();
    return { success: true, application: await statusAnswerOf(deps, application, applicants) };
  };

  app.post(myApplicationPath, async (c) => {
    const application = await opened(c);
    return c.json(await statusAnswer(application.applicationNumber));
  });

  app.post(withdrawApplicationPath, async (c) => {
    const application = await opened(c);
    await withdrawApplication(deps, application);
    await sendSelfServiceMail(deps, application, 'withdrawn');
    return c.json(await statusAnswer(application.applicationNumber));
  });

  app.post(eraseApplicationDataPath, async (c) => {
    const application = await opened(c);
    await eraseApplicationData(deps, application);
    await sendSelfServiceMail(deps, application, 'erased');
    return c.json(await statusAnswer(application.applicationNumber));
  });

  app.post(evisaDownloadPath, async (c) => c.json(await evisaDownload(deps, await opened(c))));

  // Pay or upload on this device: a short-lived access token for the payment and documents calls.
  app.post(linkAccessPath, async (c) => c.json(await grantLinkAccess(deps, await opened(c))));

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
