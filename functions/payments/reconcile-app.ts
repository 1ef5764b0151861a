import { randomUUID } from 'node:crypto';
import { db } from '../lib/aws/dynamodb';
import { now } from '../lib/clock';
import { config } from '../lib/config';
import { withLogScope } from '../lib/log';
import { travellerMailerFromConfig } from '../lib/traveller-mail-setup';
import { gatewayFromConfig } from './gateway';
import { resolveGatewaySecret } from './gateway/secret';
import {
  reconcilePayments,
  type ReconcileDeps,
  type ReconcileOptions,
  type ReconcileReport,
} from './reconcile';

/** The reconciliation's dependencies from the configuration, as `app.ts` wires the payments API. */
export const reconcileDeps: ReconcileDeps = {
  db,
  tableName: config.TABLE_NAME,
  // Top-level await: the secret is read once per cold start, before the first run.
  gateway: gatewayFromConfig(config, await resolveGatewaySecret(config)),
  // Every traveller mail carries the personal link and the support Reply-To (functions/lib/traveller-mailer.ts).
  mailer: await travellerMailerFromConfig(),
  now,
};

/**
 * One run of the reconciliation (the scheduled function's work; the local stack's timer calls it too),
 * its log lines and metrics under one run id.
 */
export function reconcile(
  options?: ReconcileOptions,
  runId: string = randomUUID(),
): Promise<ReconcileReport> {
  return withLogScope({ requestId: runId, concern: 'reconciliation', route: 'schedule' }, () =>
    reconcilePayments(reconcileDeps, options),
  );
}
