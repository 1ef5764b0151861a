import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { chatIdleCloseMinutes } from '../../shared/api/chat';
import { openChatsIndex, type ChatDeps, type StoredChatSession } from '../chat/chat-table';
import { agentConnections, membersOf } from '../chat/connections';
import { closeChatSession } from '../chat/sessions';
import { log } from '../lib/log';
import { deliver, type Post } from './delivery';

export interface IdleDeps extends ChatDeps {
  /** Posts to a socket connection through the management API. */
  readonly post: Post;
}

/** The open chats (the sparse index, one Query per page of 100; never a Scan). */
async function openChats(deps: ChatDeps): Promise<StoredChatSession[]> {
  const sessions: StoredChatSession[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await deps.db.send(
      new QueryCommand({
        TableName: deps.tableName,
        IndexName: openChatsIndex.name,
        KeyConditionExpression: 'gsi1pk = :open',
        ExpressionAttributeValues: { ':open': openChatsIndex.partition },
        ExclusiveStartKey: start,
        Limit: 100,
      }),
    );
    sessions.push(...((page.Items ?? []) as StoredChatSession[]));
    start = page.LastEvaluatedKey;
  } while (start);
  return sessions;
}

/**
 * The idle rule (issue 19): a chat whose visitor has sent nothing for `chatIdleCloseMinutes` (since
 * the last message, or since the start) is closed, and every tab of the visitor and every console is
 * told (`closed`, `closedBy: 'idle'`): the widget says why, the console keeps it in its history. Run
 * every minute (EventBridge in the cloud, a timer locally). Returns the chats it closed.
 */
export async function closeIdleChats(deps: IdleDeps): Promise<string[]> {
  const cutoff = new Date(deps.now().getTime() - chatIdleCloseMinutes * 60_000).toISOString();
  const idle = (await openChats(deps)).filter((s) => (s.lastVisitorAt ?? s.createdAt) < cutoff);
  const closed: string[] = [];
  for (const session of idle) {
    if ((await closeChatSession(deps, session.sessionId, 'idle')) !== 'closed') continue;
    closed.push(session.sessionId);
    const [members, agents] = await Promise.all([membersOf(deps, session.sessionId), agentConnections(deps)]);
    await deliver(deps, deps.post, [...members, ...agents], {
      type: 'closed',
      sessionId: session.sessionId,
      closedBy: 'idle',
    });
  }
  if (closed.length > 0) log.info('idle chats closed', { chats: closed.length });
  return closed;
}
