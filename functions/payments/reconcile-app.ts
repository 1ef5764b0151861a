import { db, ses } from '../lib/aws';
import { config, requireSetting } from '../lib/config';
import { createSesMailer } from '../lib/mailer';
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
  mailer: createSesMailer({ ses, from: requireSetting(config, 'MAIL_FROM'), fromName: 'Kenya eTA Online' }),
  now: () => new Date(),
};

/** One run of the reconciliation (the scheduled function's work; the local stack's timer calls it too). */
export function reconcile(options?: ReconcileOptions): Promise<ReconcileReport> {
  return reconcilePayments(reconcileDeps, options);
}
