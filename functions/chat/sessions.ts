import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  chatIdleCloseMinutes,
  chatLimits,
  type ChatMessage,
  type ChatSessionSummary,
  type ChatStartRequest,
  type ClosedBy,
} from '../../shared/api/chat';
import { chatSearchItems } from './chat-search';
import {
  chatKeys,
  chatRetentionSeconds,
  closedChatsIndex,
  epochSeconds,
  openChatsIndex,
  randomId,
  toMessage,
  toSummary,
  type ChatDeps,
  type StoredChatMessage,
  type StoredChatSession,
} from './chat-table';
import { conditionalWrite } from '../lib/dynamo-writes';

/**
 * Starts a chat (`POST /api/chat/start`): an open session, listed for the support console, and its
 * search items (the visitor's name and e-mail), in one transaction.
 */
export async function startChatSession(
  deps: ChatDeps,
  request: ChatStartRequest,
): Promise<StoredChatSession> {
  const now = deps.now();
  const at = now.toISOString();
  const sessionId = randomId();
  const item: StoredChatSession = {
    ...chatKeys.session(sessionId),
    entity: 'chatSession',
    sessionId,
    customerName: request.customerName,
    ...(request.customerEmail ? { customerEmail: request.customerEmail } : {}),
    status: 'open',
    createdAt: at,
    lastActivityAt: at,
    unreadCount: 0,
    messageCount: 0,
    expiresAt: epochSeconds(now) + chatRetentionSeconds,
    gsi1pk: openChatsIndex.partition,
    gsi1sk: openChatsIndex.sort(at, sessionId),
  };
  await deps.db.send(
    new TransactWriteCommand({
      TransactItems: [item, ...chatSearchItems(item, now)].map((Item) => ({
        Put: { TableName: deps.tableName, Item, ConditionExpression: 'attribute_not_exists(pk)' },
      })),
    }),
  );
  return item;
}

export async function getChatSession(
  deps: ChatDeps,
  sessionId: string,
): Promise<StoredChatSession | undefined> {
  const result = await deps.db.send(
    new GetCommand({ TableName: deps.tableName, Key: chatKeys.session(sessionId), ConsistentRead: true }),
  );
  return result.Item as StoredChatSession | undefined;
}

/** The open chats, most recent activity first (one Query of the sparse index, never a Scan). */
export async function listOpenChats(deps: ChatDeps): Promise<ChatSessionSummary[]> {
  const result = await deps.db.send(
    new QueryCommand({
      TableName: deps.tableName,
      IndexName: openChatsIndex.name,
      KeyConditionExpression: 'gsi1pk = :open',
      ExpressionAttributeValues: { ':open': openChatsIndex.partition },
      ScanIndexForward: false,
      Limit: chatLimits.openChats,
    }),
  );
  return ((result.Items ?? []) as StoredChatSession[]).map(toSummary);
}

/** The newest messages of a chat (at most 200), oldest first. */
export async function chatHistory(deps: ChatDeps, sessionId: string): Promise<ChatMessage[]> {
  const result = await deps.db.send(
    new QueryCommand({
      TableName: deps.tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: {
        ':pk': chatKeys.session(sessionId).pk,
        ':prefix': chatKeys.messagePrefix,
      },
      ScanIndexForward: false,
      Limit: chatLimits.history,
      ConsistentRead: true,
    }),
  );
  return ((result.Items ?? []) as StoredChatMessage[]).map(toMessage).reverse();
}

/** The agent has read the chat: its unread count returns to 0. False when there is no such chat. */
export async function markChatRead(deps: ChatDeps, sessionId: string): Promise<boolean> {
  const written = await conditionalWrite(
    deps.db,
    new UpdateCommand({
      TableName: deps.tableName,
      Key: chatKeys.session(sessionId),
      UpdateExpression: 'SET unreadCount = :zero, agentReadAt = :now',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':zero': 0, ':now': deps.now().toISOString() },
    }),
  );
  return written !== false;
}

export type CloseResult = 'closed' | 'already_closed' | 'unknown' | 'active';

/**
 * Ends a chat: no more messages are accepted, and it moves from the console's open chats to its
 * history (newest closed first). `username` names the agent who closed it. Closing a closed chat
 * changes nothing. The idle rule closes only a chat whose visitor has still said nothing for
 * `chatIdleCloseMinutes` at that moment (`active` otherwise: a message just came in).
 */
export async function closeChatSession(
  deps: ChatDeps,
  sessionId: string,
  closedBy: ClosedBy,
  username?: string,
): Promise<CloseResult> {
  const now = deps.now();
  const at = now.toISOString();
  const idleSince = new Date(now.getTime() - chatIdleCloseMinutes * 60_000).toISOString();
  const closed = await conditionalWrite(
    deps.db,
    new UpdateCommand({
      TableName: deps.tableName,
      Key: chatKeys.session(sessionId),
      UpdateExpression:
        'SET #status = :closed, closedAt = :now, closedBy = :by, lastActivityAt = :now, expiresAt = :ttl, ' +
        'gsi1pk = :partition, gsi1sk = :sort' +
        (username === undefined ? '' : ', closedByUsername = :username'),
      ConditionExpression:
        'attribute_exists(pk) AND #status = :open' +
        (closedBy === 'idle'
          ? ' AND ((attribute_not_exists(lastVisitorAt) AND createdAt < :idle) OR lastVisitorAt < :idle)'
          : ''),
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':closed': 'closed',
        ':open': 'open',
        ':now': at,
        ':by': closedBy,
        ':ttl': epochSeconds(now) + chatRetentionSeconds,
        ':partition': closedChatsIndex.partition,
        ':sort': closedChatsIndex.sort(at, sessionId),
        ...(username === undefined ? {} : { ':username': username }),
        ...(closedBy === 'idle' ? { ':idle': idleSince } : {}),
      },
    }),
  );
  if (closed) return 'closed';
  const session = await getChatSession(deps, sessionId);
  if (!session) return 'unknown';
  return session.status === 'open' ? 'active' : 'already_closed';
}

/** A page of the chats that ended, most recently closed first (one Query; `after` from the last page). */
export async function listClosedChats(
  deps: ChatDeps,
  after?: Readonly<Record<string, string>>,
): Promise<{ sessions: ChatSessionSummary[]; after?: Record<string, string> }> {
  const result = await deps.db.send(
    new QueryCommand({
      TableName: deps.tableName,
      IndexName: closedChatsIndex.name,
      KeyConditionExpression: 'gsi1pk = :closed',
      ExpressionAttributeValues: { ':closed': closedChatsIndex.partition },
      ScanIndexForward: false,
      Limit: chatLimits.historyPage,
      ...(after === undefined ? {} : { ExclusiveStartKey: { ...after } }),
    }),
  );
  return {
    sessions: ((result.Items ?? []) as StoredChatSession[]).map(toSummary),
    ...(result.LastEvaluatedKey ? { after: result.LastEvaluatedKey as Record<string, string> } : {}),
  };
}

/** Whether a support console is connected (one Query of at most one item). */
export async function agentsOnline(deps: ChatDeps): Promise<boolean> {
  const result = await deps.db.send(
    new QueryCommand({
      TableName: deps.tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': chatKeys.agentsPartition },
      Limit: 1,
    }),
  );
  return (result.Items ?? []).length > 0;
}
