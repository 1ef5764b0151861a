import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { chatLimits, type ChatSessionSummary } from '../../shared/api/chat';
import { nameTokens } from '../lib/name-index';
import { normaliseTerm, searchItems, searchPrefix, type StoredSearchTerm } from '../lib/prefix-search';
import {
  chatKeys,
  chatRetentionSeconds,
  epochSeconds,
  toSummary,
  type ChatDeps,
  type StoredChatSession,
} from './chat-table';

/**
 * The console's search of chats, open or closed (prefix, case and accent insensitive, no Scan): the
 * words of the visitor's name and the e-mail, indexed when the chat starts (`functions/lib/prefix-search.ts`).
 */
export function chatSearchItems(
  session: Pick<StoredChatSession, 'sessionId' | 'customerName' | 'customerEmail' | 'createdAt'>,
  now: Date,
): StoredSearchTerm[] {
  return searchItems(
    'CHAT',
    { pk: chatKeys.session(session.sessionId).pk, id: session.sessionId, sortTail: session.sessionId },
    [
      ...nameTokens(session.customerName).map((term) => ({ kind: 'name', term })),
      ...(session.customerEmail ? [{ kind: 'email', term: session.customerEmail }] : []),
    ],
    // A day beyond the chat's own retention: the chat (renewed by activity) never outlives its index by
    // much, and the index never points at a chat long gone.
    epochSeconds(now) + chatRetentionSeconds + 86_400,
  );
}

async function sessionsOf(deps: ChatDeps, ids: readonly string[]): Promise<StoredChatSession[]> {
  if (ids.length === 0) return [];
  const result = await deps.db.send(
    new BatchGetCommand({
      RequestItems: { [deps.tableName]: { Keys: ids.map((id) => chatKeys.session(id)) } },
    }),
  );
  const found = (result.Responses?.[deps.tableName] ?? []) as StoredChatSession[];
  const byId = new Map(found.map((s) => [s.sessionId, s]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * The chats whose visitor's e-mail, or a word of whose name, starts with `q` (every word of `q` must
 * start a word of the name). At most `chatLimits.historyPage`, most recent activity first.
 */
export async function searchChats(deps: ChatDeps, q: string): Promise<ChatSessionSummary[]> {
  const limit = chatLimits.historyPage;
  const words = [...new Set(nameTokens(q))].sort((a, b) => b.length - a.length);
  const [driver, ...others] = words;
  const [byEmail, byName] = await Promise.all([
    searchPrefix(deps, 'CHAT', 'email', q, { limit }),
    driver === undefined ? { ownerIds: [] } : searchPrefix(deps, 'CHAT', 'name', driver, { limit }),
  ]);
  const sessions = await sessionsOf(deps, [...new Set([...byEmail.ownerIds, ...byName.ownerIds])]);
  const email = normaliseTerm(q);
  return sessions
    .filter((s) => {
      if (s.customerEmail && normaliseTerm(s.customerEmail).startsWith(email)) return true;
      const name = nameTokens(s.customerName);
      return words.length > 0 && [driver, ...others].every((w) => name.some((n) => w && n.startsWith(w)));
    })
    .sort((a, b) => (a.lastActivityAt < b.lastActivityAt ? 1 : -1))
    .slice(0, limit)
    .map(toSummary);
}
