import { randomBytes } from 'node:crypto';
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { AuditAction, AuditEntry } from '../../shared/api/admin';
import type { TableRef } from './applications-table';
import { normaliseUsername } from './staff-session';

/**
 * The append-only audit log (issue 5): who did what, to which application, when. Entries are only
 * ever put with `attribute_not_exists(pk)`, never updated or deleted by the product.
 *
 * Items:
 * - about an application: `APP#<id>` / `AUDIT#<ISO time>#<random>`, read with the application's
 *   detail view (one Query, `begins_with(sk, 'AUDIT#')`, newest first);
 * - about a staff account (sign-ins, failed sign-ins, enrolment): `STAFF#<username>` / `AUDIT#…`.
 *   These are security logs: they carry a TTL of `securityLogRetentionDays`, as the privacy policy says
 *   ("security logs are kept for up to 30 days"). Entries about an application stay with it.
 */
export const auditPrefix = 'AUDIT#';

/** Sign-in events (and their hashed client addresses) expire this long after they happened. */
export const securityLogRetentionDays = 30;

export interface AuditDeps extends TableRef {
  readonly now: () => Date;
}

export interface AuditEvent {
  /** Who: a staff username, or `system` for the product itself. */
  readonly actor: string;
  readonly action: AuditAction;
  /** The application concerned; absent for sign-in events (then the entry goes under the staff account). */
  readonly applicationId?: string;
  /** For sign-in events: the account named (it may not exist). */
  readonly username?: string;
  /** Short facts: a rejection reason, a document's type, a file name. Never a password or code. */
  readonly detail?: Readonly<Record<string, string | number>>;
  /** A hash of the client's address (never the address itself for failed sign-ins of unknown names). */
  readonly client?: string;
}

/** A stored audit entry, for a transaction that must write it together with the change it records. */
export interface StoredAuditEntry extends AuditEntry {
  readonly pk: string;
  readonly sk: string;
  readonly entity: 'audit';
  readonly client?: string;
  /** Epoch seconds (DynamoDB TTL): only on entries about a staff account. */
  readonly expiresAt?: number;
}

/** Builds the audit item of an event at `at` (what `appendAudit` puts). */
export function auditItem(at: Date, event: AuditEvent): StoredAuditEntry {
  const iso = at.toISOString();
  const pk =
    event.applicationId !== undefined
      ? `APP#${event.applicationId}`
      : `STAFF#${normaliseUsername(event.username ?? event.actor)}`;
  return {
    pk,
    sk: `${auditPrefix}${iso}#${randomBytes(6).toString('hex')}`,
    entity: 'audit',
    at: iso,
    actor: event.actor,
    action: event.action,
    ...(event.applicationId !== undefined ? { applicationId: event.applicationId } : {}),
    ...(event.detail !== undefined ? { detail: { ...event.detail } } : {}),
    ...(event.client !== undefined ? { client: event.client } : {}),
    ...(event.applicationId === undefined
      ? { expiresAt: Math.floor(at.getTime() / 1000) + securityLogRetentionDays * 86_400 }
      : {}),
  };
}

export async function appendAudit(deps: AuditDeps, event: AuditEvent): Promise<AuditEntry> {
  const item = auditItem(deps.now(), event);
  await deps.db.send(
    new PutCommand({
      TableName: deps.tableName,
      Item: item,
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  const { pk: _pk, sk: _sk, entity: _entity, client: _client, expiresAt: _expiresAt, ...entry } = item;
  return entry;
}

/** The newest `limit` entries about an application (one Query). */
export async function applicationAudit(
  deps: TableRef,
  applicationId: string,
  limit = 100,
): Promise<AuditEntry[]> {
  const result = await deps.db.send(
    new QueryCommand({
      TableName: deps.tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': `APP#${applicationId}`, ':prefix': auditPrefix },
      ScanIndexForward: false,
      ConsistentRead: true,
      Limit: limit,
    }),
  );
  return (result.Items ?? []).map((item) => ({
    at: String(item.at),
    actor: String(item.actor),
    action: item.action as AuditAction,
    ...(item.applicationId !== undefined ? { applicationId: String(item.applicationId) } : {}),
    ...(item.detail !== undefined ? { detail: item.detail as Record<string, string | number> } : {}),
  }));
}
