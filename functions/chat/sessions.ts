import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  chatLimits,
  type ChatMessage,
  type ChatSessionSummary,
  type ChatStartRequest,
} from '../../shared/api/chat';
import {
  chatKeys,
  chatRetentionSeconds,
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

/** Starts a chat (`POST /api/chat/start`): an open session, listed for the support console. */
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
    new PutCommand({
      TableName: deps.tableName,
      Item: item,
      ConditionExpression: 'attribute_not_exists(pk)',
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

export type CloseResult = 'closed' | 'already_closed' | 'unknown';

/**
 * Ends a chat: no more messages are accepted and it leaves the console's list (the index entry is
 * removed). `closedBy` is a staff username or `visitor`. Closing a closed chat changes nothing.
 */
export async function closeChatSession(
  deps: ChatDeps,
  sessionId: string,
  closedBy: string,
): Promise<CloseResult> {
  const now = deps.now();
  const closed = await conditionalWrite(
    deps.db,
    new UpdateCommand({
      TableName: deps.tableName,
      Key: chatKeys.session(sessionId),
      UpdateExpression:
        'SET #status = :closed, closedAt = :now, closedBy = :by, lastActivityAt = :now, expiresAt = :ttl ' +
        'REMOVE gsi1pk, gsi1sk',
      ConditionExpression: 'attribute_exists(pk) AND #status = :open',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':closed': 'closed',
        ':open': 'open',
        ':now': now.toISOString(),
        ':by': closedBy,
        ':ttl': epochSeconds(now) + chatRetentionSeconds,
      },
    }),
  );
  if (closed) return 'closed';
  return (await getChatSession(deps, sessionId)) ? 'already_closed' : 'unknown';
}
