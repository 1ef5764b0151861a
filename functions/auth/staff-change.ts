import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { AuditAction } from '../../shared/api/admin';
import type { TableRef } from '../lib/applications-table';
import { auditItem } from '../lib/audit-log';

/** The one write (a Put or an Update) that changes a staff account. */
export type StaffWrite = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

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
  try {
    await deps.db.send(new TransactWriteCommand({ TransactItems: [write, ...audit] }));
    return true;
  } catch (e: unknown) {
    if (
      e instanceof TransactionCanceledException &&
      e.CancellationReasons?.[0]?.Code === 'ConditionalCheckFailed'
    )
      return false;
    throw e;
  }
}
