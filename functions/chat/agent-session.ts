import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { staffSessionIdleMinutes } from '../../shared/api/admin';
import { staffKeys, type StoredStaff, type StoredStaffSession } from '../lib/staff-session';
import type { ChatDeps, StoredChatConnection } from './chat-table';

/**
 * Whether the staff session an agent's socket connected with is still live (not signed out, not idle
 * for 30 minutes, not older than 8 hours, account not disabled). The socket was authorised once at
 * `$connect`; each agent action checks again, so signing out or disabling an account applies at once.
 * It does not extend the session: the console's HTTP reads do (`requireStaff`).
 */
export async function agentStillSignedIn(deps: ChatDeps, connection: StoredChatConnection): Promise<boolean> {
  if (connection.role !== 'agent' || !connection.staffSessionHash || !connection.username) return false;
  const read = async (key: { pk: string; sk: string }) =>
    (await deps.db.send(new GetCommand({ TableName: deps.tableName, Key: key, ConsistentRead: true }))).Item;
  const [session, staff] = (await Promise.all([
    read(staffKeys.session(connection.staffSessionHash)),
    read(staffKeys.staff(connection.username)),
  ])) as [StoredStaffSession | undefined, StoredStaff | undefined];
  const now = deps.now().getTime();
  return (
    session !== undefined &&
    session.username === staff?.username &&
    staff.disabled !== true &&
    now < Date.parse(session.absoluteExpiry) &&
    now < Date.parse(session.lastSeenAt) + staffSessionIdleMinutes * 60_000
  );
}
