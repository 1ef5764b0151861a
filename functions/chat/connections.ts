import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  chatKeys,
  connectionTtlSeconds,
  epochSeconds,
  type ChatDeps,
  type StoredAgentConnection,
  type StoredChatConnection,
  type StoredChatMember,
} from './chat-table';

/**
 * The socket connections of the chat: who is connected (`CHATCONN#<id>`), which visitor connections
 * joined which chat (`CHAT#<session>` / `CONN#<id>`), and the support consoles (`CHATAGENTS`).
 * Every item carries a TTL; `$disconnect` and a `GoneException` delete them sooner.
 */
export interface Agent {
  readonly username: string;
  readonly displayName: string;
  readonly staffSessionHash: string;
}

export async function registerConnection(deps: ChatDeps, connectionId: string, agent?: Agent): Promise<void> {
  const now = deps.now();
  const expiresAt = epochSeconds(now) + connectionTtlSeconds;
  const connection: StoredChatConnection = {
    ...chatKeys.connection(connectionId),
    entity: 'chatConnection',
    connectionId,
    role: agent ? 'agent' : 'customer',
    ...(agent
      ? { username: agent.username, displayName: agent.displayName, staffSessionHash: agent.staffSessionHash }
      : {}),
    connectedAt: now.toISOString(),
    expiresAt,
  };
  await deps.db.send(new PutCommand({ TableName: deps.tableName, Item: connection }));
  if (agent) {
    const item: StoredAgentConnection = {
      ...chatKeys.agent(connectionId),
      entity: 'chatAgent',
      connectionId,
      username: agent.username,
      expiresAt,
    };
    await deps.db.send(new PutCommand({ TableName: deps.tableName, Item: item }));
  }
}

export async function getConnection(
  deps: ChatDeps,
  connectionId: string,
): Promise<StoredChatConnection | undefined> {
  const result = await deps.db.send(
    new GetCommand({
      TableName: deps.tableName,
      Key: chatKeys.connection(connectionId),
      ConsistentRead: true,
    }),
  );
  return result.Item as StoredChatConnection | undefined;
}

/** A visitor's connection joins a chat (and leaves the one it joined before, if another). */
export async function joinChat(
  deps: ChatDeps,
  connection: StoredChatConnection,
  session: { readonly sessionId: string; readonly customerName: string },
): Promise<void> {
  const { sessionId } = session;
  const expiresAt = epochSeconds(deps.now()) + connectionTtlSeconds;
  const member: StoredChatMember = {
    ...chatKeys.member(sessionId, connection.connectionId),
    entity: 'chatMember',
    connectionId: connection.connectionId,
    sessionId,
    expiresAt,
  };
  await deps.db.send(new PutCommand({ TableName: deps.tableName, Item: member }));
  await deps.db.send(
    new UpdateCommand({
      TableName: deps.tableName,
      Key: chatKeys.connection(connection.connectionId),
      UpdateExpression: 'SET sessionId = :session, customerName = :name',
      ExpressionAttributeValues: { ':session': sessionId, ':name': session.customerName },
    }),
  );
  if (connection.sessionId !== undefined && connection.sessionId !== sessionId) {
    await deps.db.send(
      new DeleteCommand({
        TableName: deps.tableName,
        Key: chatKeys.member(connection.sessionId, connection.connectionId),
      }),
    );
  }
}

/** Deletes every item of a connection that closed or is gone. */
export async function forgetConnection(
  deps: ChatDeps,
  connectionId: string,
  sessionId?: string,
): Promise<void> {
  const result = await deps.db.send(
    new DeleteCommand({
      TableName: deps.tableName,
      Key: chatKeys.connection(connectionId),
      ReturnValues: 'ALL_OLD',
    }),
  );
  const connection = result.Attributes as StoredChatConnection | undefined;
  const sessions = new Set([sessionId, connection?.sessionId].filter((s): s is string => s !== undefined));
  const keys = [...sessions].map((s) => chatKeys.member(s, connectionId));
  if (connection === undefined || connection.role === 'agent') keys.push(chatKeys.agent(connectionId));
  await Promise.all(keys.map((Key) => deps.db.send(new DeleteCommand({ TableName: deps.tableName, Key }))));
}

export interface Recipient {
  readonly connectionId: string;
  /** Where the membership is recorded (for the clean-up of a gone connection). */
  readonly sessionId?: string;
}

async function queryAll(deps: ChatDeps, pk: string, prefix: string): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await deps.db.send(
      new QueryCommand({
        TableName: deps.tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': pk, ':prefix': prefix },
        ExclusiveStartKey: start,
        ConsistentRead: true,
        Limit: 500,
      }),
    );
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start !== undefined);
  return items;
}

/** The visitor connections that joined a chat. */
export async function membersOf(deps: ChatDeps, sessionId: string): Promise<Recipient[]> {
  const items = (await queryAll(
    deps,
    chatKeys.session(sessionId).pk,
    chatKeys.memberPrefix,
  )) as unknown as StoredChatMember[];
  return items.map((m) => ({ connectionId: m.connectionId, sessionId }));
}

/** Every support console connection. */
export async function agentConnections(deps: ChatDeps): Promise<Recipient[]> {
  const items = (await queryAll(
    deps,
    chatKeys.agentsPartition,
    'CONN#',
  )) as unknown as StoredAgentConnection[];
  return items.map((a) => ({ connectionId: a.connectionId }));
}
