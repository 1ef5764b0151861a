import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { ChatMessage, SenderType } from '../../shared/api/chat';
import { ServiceUnavailableError } from '../lib/domain-errors';
import { failedCondition, retryTransaction, transactWrite, tryAgain } from '../lib/dynamo-writes';
import {
  chatKeys,
  chatRetentionSeconds,
  epochSeconds,
  openChatsIndex,
  randomId,
  toMessage,
  type ChatDeps,
  type StoredChatMessage,
  type StoredClientMessage,
} from './chat-table';
import { getChatSession } from './sessions';

export interface Sender {
  readonly type: SenderType;
  readonly name: string;
  /** The staff account of an agent; absent for the visitor. */
  readonly username?: string;
}

export interface NewMessage {
  readonly sessionId: string;
  readonly sender: Sender;
  readonly content: string;
  readonly clientMessageId: string;
}

export type StoreResult =
  | { readonly outcome: 'stored'; readonly message: ChatMessage }
  /** The sender's message id was stored before (a resend after a reconnect): that message. */
  | { readonly outcome: 'duplicate'; readonly message: ChatMessage }
  | { readonly outcome: 'unknown_session' }
  | { readonly outcome: 'session_closed' };

const previewLength = 140;
const attempts = 3;

/** Messages of one sender are deduplicated apart from another's: `user`, or `agent:<username>`. */
function senderKey(sender: Sender): string {
  return sender.type === 'user' ? 'user' : `agent:${sender.username ?? sender.name}`;
}

/**
 * Stores a message exactly once, in one transaction: the message (sort key: time + id), the
 * sender's message id (`attribute_not_exists`, so a resend stores nothing), and the chat's counters
 * (only while the chat is open). A resend answers the message stored the first time.
 */
export async function storeMessage(deps: ChatDeps, input: NewMessage): Promise<StoreResult> {
  return retryTransaction<StoreResult>(
    async () => {
      const now = deps.now();
      const timestamp = now.toISOString();
      const id = randomId(12);
      const messageKey = chatKeys.message(input.sessionId, timestamp, id);
      const message: StoredChatMessage = {
        ...messageKey,
        entity: 'chatMessage',
        id,
        sessionId: input.sessionId,
        senderType: input.sender.type,
        senderName: input.sender.name,
        ...(input.sender.username === undefined ? {} : { senderUsername: input.sender.username }),
        content: input.content,
        timestamp,
        clientMessageId: input.clientMessageId,
        expiresAt: epochSeconds(now) + chatRetentionSeconds,
      };
      const clientMessage: StoredClientMessage = {
        ...chatKeys.clientMessage(input.sessionId, senderKey(input.sender), input.clientMessageId),
        entity: 'chatClientMessage',
        messageSk: messageKey.sk,
        expiresAt: message.expiresAt,
      };
      const result = await transactWrite(deps.db, [
        {
          Put: { TableName: deps.tableName, Item: message, ConditionExpression: 'attribute_not_exists(pk)' },
        },
        {
          Put: {
            TableName: deps.tableName,
            Item: clientMessage,
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        {
          Update: {
            TableName: deps.tableName,
            Key: chatKeys.session(input.sessionId),
            UpdateExpression:
              'SET lastActivityAt = :now, lastMessagePreview = :preview, lastSenderType = :sender, ' +
              (input.sender.type === 'user' ? 'lastVisitorAt = :now, ' : '') +
              'gsi1sk = :sort, expiresAt = :ttl ADD messageCount :one, unreadCount :unread',
            ConditionExpression: 'attribute_exists(pk) AND #status = :open',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':now': timestamp,
              ':preview': input.content.slice(0, previewLength),
              ':sender': input.sender.type,
              ':sort': openChatsIndex.sort(timestamp, input.sessionId),
              ':ttl': message.expiresAt,
              ':one': 1,
              ':unread': input.sender.type === 'user' ? 1 : 0,
              ':open': 'open',
            },
          },
        },
      ]);
      if (result.written) return { outcome: 'stored', message: toMessage(message) };
      if (failedCondition(result.reasons, 1)) {
        const earlier = await storedFor(deps, clientMessage);
        if (earlier) return { outcome: 'duplicate', message: earlier };
      }
      if (failedCondition(result.reasons, 2)) {
        const session = await getChatSession(deps, input.sessionId);
        return { outcome: session ? 'session_closed' : 'unknown_session' };
      }
      // A conflict with a concurrent write to the same chat: try again with a fresh id and time.
      return tryAgain;
    },
    { attempts, exhausted: () => new ServiceUnavailableError('The message could not be stored; try again') },
  );
}

async function storedFor(
  deps: ChatDeps,
  clientMessage: StoredClientMessage,
): Promise<ChatMessage | undefined> {
  const read = async (key: { pk: string; sk: string }) =>
    (await deps.db.send(new GetCommand({ TableName: deps.tableName, Key: key, ConsistentRead: true }))).Item;
  const marker = (await read({ pk: clientMessage.pk, sk: clientMessage.sk })) as
    StoredClientMessage | undefined;
  if (!marker) return undefined;
  const stored = (await read({ pk: clientMessage.pk, sk: marker.messageSk })) as
    StoredChatMessage | undefined;
  return stored ? toMessage(stored) : undefined;
}
