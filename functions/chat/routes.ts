import type { Hono } from 'hono';
import {
  chatAvailabilityPath,
  chatHistoryPath,
  chatHistoryQuerySchema,
  chatMessagesRoute,
  chatReadRoute,
  chatSessionsPath,
  chatStartPath,
  chatStartRateLimit,
  chatStartRequestSchema,
  sessionIdSchema,
  type ChatAvailability,
  type ChatHistoryAnswer,
  type ChatHistoryPage,
  type ChatStartAnswer,
  type OpenChatsAnswer,
} from '../../shared/api/chat';
import { createApp } from '../lib/app';
import { clientIp } from '../lib/client-ip';
import { errorCodes } from '../../shared/api/errors';
import { NotFoundError } from '../lib/domain-errors';
import { HttpError, parseJsonBody, toIssues } from '../lib/http';
import { minSearchLength } from '../lib/prefix-search';
import { searchChats } from './chat-search';
import { enforceRateLimit, type RateLimitRule } from '../lib/rate-limit';
import { requireStaff, type StaffSessionDeps } from '../lib/staff-session';
import { toSummary } from './chat-table';
import {
  agentsOnline,
  chatHistory,
  getChatSession,
  listClosedChats,
  listOpenChats,
  markChatRead,
  startChatSession,
} from './sessions';

export interface ChatAppDeps extends StaffSessionDeps {
  /** Defaults to 20 new chats per client per 10 minutes. */
  readonly rateLimit?: RateLimitRule;
}

/** The history cursor: DynamoDB's position in the closed-chats index, as opaque base64url JSON. */
const encodeCursor = (key: Record<string, string>) => Buffer.from(JSON.stringify(key)).toString('base64url');
function decodeCursor(cursor: string): Record<string, string> {
  try {
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (typeof key === 'object' && key !== null && Object.values(key).every((v) => typeof v === 'string')) {
      return key as Record<string, string>;
    }
  } catch {
    // answered below
  }
  throw new HttpError(400, errorCodes.validation, 'Invalid cursor', [{ path: 'cursor', message: 'invalid' }]);
}

function sessionIdParam(value: string | undefined): string {
  const parsed = sessionIdSchema.safeParse(value);
  if (!parsed.success) throw new NotFoundError('No such chat');
  return parsed.data;
}

/**
 * The chat's HTTP routes. Public: `POST /api/chat/start` (400 with field paths on an invalid body,
 * 429 with Retry-After when a client starts too many chats, 201 `{sessionId}`). Staff only, each
 * route guarded on its own: the open chats, one chat's messages, and marking a chat read.
 */
export function createChatApp(deps: ChatAppDeps): Hono {
  const app = createApp('chat');
  const staff = requireStaff(deps, 'any');

  app.post(chatStartPath, async (c) => {
    const request = await parseJsonBody(c, chatStartRequestSchema);
    // With no agent online the widget promises a reply by e-mail: it needs an address to keep it.
    if (request.customerEmail === undefined && !(await agentsOnline(deps))) {
      throw new HttpError(
        400,
        errorCodes.validation,
        'An e-mail address is needed while no agent is online',
        [{ path: 'customerEmail', message: 'chat.errors.emailRequiredOffline' }],
      );
    }
    await enforceRateLimit(deps, deps.rateLimit ?? chatStartRateLimit, clientIp(c));
    const session = await startChatSession(deps, request);
    c.header('Cache-Control', 'no-store');
    return c.json({ sessionId: session.sessionId } satisfies ChatStartAnswer, 201);
  });

  app.get(chatAvailabilityPath, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ agentsOnline: await agentsOnline(deps) } satisfies ChatAvailability);
  });

  app.get(chatHistoryPath, staff, async (c) => {
    const query = chatHistoryQuerySchema.safeParse(c.req.query());
    if (!query.success)
      throw new HttpError(400, errorCodes.validation, 'Invalid query', toIssues(query.error));
    const { q, cursor } = query.data;
    if (q !== undefined && q !== '') {
      if (Array.from(q).length < minSearchLength) {
        throw new HttpError(400, errorCodes.validation, 'Type at least 2 characters', [
          { path: 'q', message: 'chatConsole.history.tooShort' },
        ]);
      }
      return c.json({ sessions: await searchChats(deps, q) } satisfies ChatHistoryPage);
    }
    const page = await listClosedChats(deps, cursor === undefined ? undefined : decodeCursor(cursor));
    const answer: ChatHistoryPage = {
      sessions: page.sessions,
      ...(page.after === undefined ? {} : { nextCursor: encodeCursor(page.after) }),
    };
    return c.json(answer);
  });

  app.get(chatSessionsPath, staff, async (c) => {
    const answer: OpenChatsAnswer = { sessions: await listOpenChats(deps) };
    return c.json(answer);
  });

  app.get(chatMessagesRoute, staff, async (c) => {
    const sessionId = sessionIdParam(c.req.param('id'));
    const session = await getChatSession(deps, sessionId);
    if (!session) throw new NotFoundError('No such chat');
    const answer: ChatHistoryAnswer = {
      session: toSummary(session),
      messages: await chatHistory(deps, sessionId),
    };
    return c.json(answer);
  });

  app.post(chatReadRoute, staff, async (c) => {
    const sessionId = sessionIdParam(c.req.param('id'));
    if (!(await markChatRead(deps, sessionId))) throw new NotFoundError('No such chat');
    return c.body(null, 204);
  });

  return app;
}
