import type { S3Client } from '@aws-sdk/client-s3';
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { errorCodes } from '../../shared/api/errors';
import {
  applicationRoute,
  applicationsPath,
  confirmationPath,
  destinationApplicationRoute,
  destinationApplicationsPaths,
  ifMatchHeader,
  idempotencyKeyHeader,
  signedAgreementPath,
} from '../../shared/api/applications';
import { destinations, destinationIds, defaultDestinationId } from '../../shared/destinations';
import type { DestinationId } from '../../shared/destinations/types';
import { todayFrom } from '../../shared/journey/dates';
import {
  applicationTypeOfVisa,
  createVisaSubmissionSchema,
} from '../../shared/journey/visa-submission-schema';
import {
  confirmationRequestSchema,
  createApplicationSubmissionSchema,
  signedAgreementRequestSchema,
} from '../../shared/journey/schemas';
import { createApp } from '../lib/app';
import { requireApplicationAccess, requireBearerToken } from '../lib/application-access';
import type { TableRef } from '../lib/applications-table';
import { clientIp, userAgent } from '../lib/client-ip';
import { HttpError, parseJsonBody } from '../lib/http';
import { NotFoundError } from '../lib/domain-errors';
import type { Mailer } from '../lib/mailer';
import { createApplication, type CreateApplicationDeps } from './create-application';
import {
  attachWizardFiles,
  parseSubmission,
  refuseWizardBody,
  refuseWizardUpdate,
  verifyWizardFiles,
} from './submission-body';
import { idempotencyScope, requireIdempotencyKey } from './idempotency';
import { sendConfirmation } from './send-confirmation';
import { sendSignedAgreement } from './send-signed-agreement';
import { sendUpdateMail } from './send-update-mail';
import { updateApplication } from './update-application';
import type { CreateSubmission } from './wizard-submission';

/** `If-Match: 3` or `If-Match: "3"`: the revision the browser last saw; anything else is a 400. */
function expectedRevision(header: string | undefined): number | undefined {
  if (header === undefined) return undefined;
  const match = /^\s*"?(\d{1,6})"?\s*$/.exec(header);
  if (!match?.[1])
    throw new HttpError(400, errorCodes.validation, `${ifMatchHeader} must be a revision number`);
  return Number(match[1]);
}

export interface ApplicationsDeps extends TableRef {
  readonly s3: S3Client;
  readonly bucketName: string;
  readonly mailer: Mailer;
  readonly now: () => Date;
  readonly newApplicationNumber: CreateApplicationDeps['newApplicationNumber'];
  /** True where the sandbox gateway is configured: the payment test page may then create test data. */
  readonly acceptsTestData: boolean;
}

/** Bodies are small (10 applicants, a signature image of at most ~200 KB). */
const limit = bodyLimit({
  maxSize: 512 * 1024,
  onError: () => {
    throw new HttpError(413, errorCodes.payloadTooLarge, 'The request body is too large');
  },
});

/**
 * The application journey's server: create an application (idempotent), record and e-mail the signed
 * agreement, and e-mail the confirmation. The last two need the application's bearer token.
 */
export function createApplicationsApp(deps: ApplicationsDeps): Hono {
  const app = createApp('applications');

  app.post(applicationsPath, limit, async (c) => {
    const header = c.req.header(idempotencyKeyHeader);
    const key = header === undefined ? undefined : requireIdempotencyKey(header);
    // The group journey's body, or the wizard's (`product: 'wizard'`), each with its own schema.
    const submission = await parseSubmission(c, todayFrom(deps.now));
    if (submission.testData && !deps.acceptsTestData) {
      throw new HttpError(403, errorCodes.forbidden, 'Test data is accepted only with the sandbox gateway');
    }
    // The wizard's staged files are checked before anything is stored, attached once it is.
    const verified = await verifyWizardFiles(deps, submission);
    const created = await createApplication(deps, submission, idempotencyScope(key, submission));
    await attachWizardFiles(deps, created.id, verified);
    c.header('Cache-Control', 'no-store');
    return c.json(created, 201);
  });

  // The traveller went back and changed answers: the same application is updated (issue 14 item 3).
  app.put(applicationRoute, limit, async (c) => {
    requireBearerToken(c);
    const expected = expectedRevision(c.req.header(ifMatchHeader));
    await refuseWizardBody(c);
    const submission = await parseJsonBody(c, createApplicationSubmissionSchema(todayFrom(deps.now)));
    const application = await requireApplicationAccess(c, c.req.param('id'), deps);
    refuseWizardUpdate(application);
    const updated = await updateApplication(deps, application, submission, expected);
    // Once per revision, also when an identical retry follows a refused mail.
    await sendUpdateMail(deps, application.id);
    c.header('Cache-Control', 'no-store');
    c.header('ETag', `"${updated.revision}"`);
    return c.json(updated, 200);
  });

  // The other destinations' journeys (`destinationApplicationsPaths`): a visa's body, the destination
  // set from the route, the same create and update paths as Kenya's.
  const parseVisaBody = async (c: Context, destination: DestinationId) => {
    const body = await parseJsonBody(
      c,
      createVisaSubmissionSchema(destinations[destination], todayFrom(deps.now)),
    );
    return {
      ...body,
      applicationType: body.applicationType ?? applicationTypeOfVisa(body.visaType),
      destination,
    } satisfies CreateSubmission;
  };
  for (const destination of destinationIds.filter((id) => id !== defaultDestinationId)) {
    app.post(destinationApplicationsPaths[destination], limit, async (c) => {
      const header = c.req.header(idempotencyKeyHeader);
      const key = header === undefined ? undefined : requireIdempotencyKey(header);
      const submission = await parseVisaBody(c, destination);
      if (submission.testData && !deps.acceptsTestData) {
        throw new HttpError(403, errorCodes.forbidden, 'Test data is accepted only with the sandbox gateway');
      }
      const created = await createApplication(deps, submission, idempotencyScope(key, submission));
      c.header('Cache-Control', 'no-store');
      return c.json(created, 201);
    });

    app.put(destinationApplicationRoute(destination), limit, async (c) => {
      requireBearerToken(c);
      const expected = expectedRevision(c.req.header(ifMatchHeader));
      const submission = await parseVisaBody(c, destination);
      const application = await requireApplicationAccess(c, c.req.param('id') ?? '', deps);
      // Another destination's application is not found under this route.
      if ((application.destination ?? defaultDestinationId) !== destination) {
        throw new NotFoundError('No such application');
      }
      const updated = await updateApplication(deps, application, submission, expected);
      await sendUpdateMail(deps, application.id);
      c.header('Cache-Control', 'no-store');
      c.header('ETag', `"${updated.revision}"`);
      return c.json(updated, 200);
    });
  }

  app.post(signedAgreementPath, limit, async (c) => {
    requireBearerToken(c);
    const body = await parseJsonBody(c, signedAgreementRequestSchema);
    const application = await requireApplicationAccess(c, body.applicationId, deps);
    const signer = { ipAddress: clientIp(c), userAgent: userAgent(c) };
    const result = await sendSignedAgreement(deps, application, body, signer);
    return c.json(result, 200);
  });

  app.post(confirmationPath, limit, async (c) => {
    requireBearerToken(c);
    const body = await parseJsonBody(c, confirmationRequestSchema);
    const application = await requireApplicationAccess(c, body.applicationId, deps);
    const result = await sendConfirmation(deps, application, body.locale);
    return c.json(result, 200);
  });

  return app;
}
