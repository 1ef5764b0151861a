import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { errorCodes } from '../../shared/api/errors';
import { applicationIdSchema } from '../../shared/journey/schemas';
import {
  createPaymentRequestSchema,
  paymentCallbackPath,
  paymentPath,
  paymentRefundPath,
  paymentStatusRoute,
  refundRequestSchema,
  polpayCreatePath,
  type CreatedPaymentAnswer,
} from '../../shared/api/payments';
import { createApp } from '../lib/app';
import { requireStaff, type StaffPrincipal } from '../lib/staff-session';
import { issueRefund } from './issue-refund';
import { requireApplicationAccess, requireBearerToken } from '../lib/application-access';
import type { TableRef } from '../lib/applications-table';
import { HttpError, parseJsonBody, requireJsonContentType } from '../lib/http';
import { errorFields, log } from '../lib/log';
import type { Mailer } from '../lib/mailer';
import { CallbackVerificationError, type PaymentGateway } from './gateway/types';
import { paymentState } from './payment-state';
import type { PaymentApplication } from './payment-records';
import { CallbackRejectedError } from './record-callback';
import { settlePayment } from './settle-payment';
import { startPayment } from './start-payment';

export interface PaymentsDeps extends TableRef {
  readonly gateway: PaymentGateway;
  readonly mailer: Mailer;
  readonly siteOrigin: string;
  readonly now: () => Date;
}

const limit = bodyLimit({
  maxSize: 16 * 1024,
  onError: () => {
    throw new HttpError(413, errorCodes.payloadTooLarge, 'The request body is too large');
  },
});

/**
 * Payments (spec §7, DESIGN decisions 5 and 13): start a payment on the gateway's hosted page for the
 * server-computed amount, receive the gateway's signed callback, and tell the result screens what
 * the server knows. Callbacks that never arrive are made up for by the reconciliation (`reconcile.ts`).
 */
export function createPaymentsApp(deps: PaymentsDeps): Hono {
  const app = createApp('payments');

  for (const path of [paymentPath, polpayCreatePath]) {
    app.post(path, limit, async (c) => {
      requireBearerToken(c);
      const body = await parseJsonBody(c, createPaymentRequestSchema);
      const application = (await requireApplicationAccess(
        c,
        body.applicationId,
        deps,
        'payDocuments',
      )) as PaymentApplication;
      // Paid: 409 already_paid; decided or withdrawn: 409 application_closed (the one registry).
      const started = await startPayment(deps, application, body.locale ?? application.locale);
      c.header('Cache-Control', 'no-store');
      const answer: CreatedPaymentAnswer = { success: true, ...started };
      return c.json(answer, 200);
    });
  }

  app.post(paymentCallbackPath, limit, async (c) => {
    requireJsonContentType(c);
    const raw = await c.req.text();
    try {
      const callback = deps.gateway.verifyCallback(raw, c.req.header(), deps.now());
      // A genuine notification without an outcome (another event type): acknowledged, nothing changes.
      // The store down: 503, the receipt refused: 502; either way the gateway retries, and a payment
      // whose callbacks all fail is settled by the reconciliation.
      if (callback) await settlePayment(deps, callback, 'callback');
    } catch (e: unknown) {
      if (e instanceof CallbackVerificationError || e instanceof CallbackRejectedError) {
        log.warn('payment callback refused', errorFields(e));
        throw new HttpError(400, errorCodes.validation, 'The callback was refused');
      }
      throw e;
    }
    return c.json({ received: true }, 200);
  });

  // A staff action (any role: support agents handle refunds): audited under the staff member's name.
  app.post(paymentRefundPath, limit, requireStaff(deps), async (c) => {
    const body = await parseJsonBody(c, refundRequestSchema);
    const staff = c.get('staff') as StaffPrincipal;
    const refund = await issueRefund(deps, body.applicationId, body.transactionId, staff.username);
    return c.json(refund, 200);
  });

  app.get(paymentStatusRoute, async (c) => {
    const id = applicationIdSchema.safeParse(c.req.param('applicationId'));
    requireBearerToken(c);
    if (!id.success)
      throw new HttpError(403, errorCodes.forbidden, 'The access token does not open this application');
    const application = (await requireApplicationAccess(
      c,
      id.data,
      deps,
      'payDocuments',
    )) as PaymentApplication;
    c.header('Cache-Control', 'no-store');
    return c.json(paymentState(application), 200);
  });

  return app;
}
