import type { AuditAction } from '../../shared/api/admin';
import type { TableRef } from '../lib/applications-table';
import { auditItem } from '../lib/audit-log';
import { ServiceUnavailableError } from '../lib/domain-errors';
import { failedCondition, transactWrite, type TransactItem } from '../lib/dynamo-writes';

/** The one write (a Put or an Update) that changes a staff account. */
export type StaffWrite = TransactItem;

export interface StaffWriteDeps extends TableRef {
  /**
   * Who makes the change, as the audit log names them (the staff command: `cli:<OS user>`). With it,
   * the change and its audit entry (`STAFF#<username>` / `AUDIT#…`, a security log with its 30-day
   * TTL) are one transaction: both are written or neither. Without it nothing is audited: only the
   * local stack's own admin account and test fixtures are written so.
   */
  readonly actor?: string;
}

/** What the audit entry of a change says (never a password, a hash or a secret). */
export interface StaffChangeRecord {
  /** The account changed (normalised). */
  readonly username: string;
  readonly action: AuditAction;
  readonly detail?: Readonly<Record<string, string | number>>;
}

/**
 * Writes a change of a staff account together with its audit entry, in one TransactWriteItems.
 * Resolves false when the change's own condition failed (then nothing at all was written).
 */
export async function writeStaffChange(
  deps: StaffWriteDeps,
  at: Date,
  write: StaffWrite,
  record: StaffChangeRecord,
): Promise<boolean> {
  const audit =
    deps.actor === undefined
      ? []
      : [
          {
            Put: {
              TableName: deps.tableName,
              Item: auditItem(at, { actor: deps.actor, ...record }),
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
        ];
  const result = await transactWrite(deps.db, [write, ...audit]);
  if (result.written) return true;
  if (failedCondition(result.reasons, 0)) return false;
  throw new ServiceUnavailableError('The account change met a concurrent one; try again');
}
