import type { Hono } from 'hono';
import {
  chatMessagesRoute,
  chatReadRoute,
  chatSessionsPath,
  chatStartPath,
  chatStartRateLimit,
  chatStartRequestSchema,
  sessionIdSchema,
  type ChatHistoryAnswer,
  type ChatStartAnswer,
  type OpenChatsAnswer,
} from '../../shared/api/chat';
import { errorCodes } from '../../shared/api/errors';
import { createApp } from '../lib/app';
import { clientIp } from '../lib/client-ip';
import { HttpError, parseJsonBody } from '../lib/http';
import { enforceRateLimit, type RateLimitRule } from '../lib/rate-limit';
import { requireStaff, type StaffSessionDeps } from '../lib/staff-session';
import { toSummary } from './chat-table';
import { chatHistory, getChatSession, listOpenChats, markChatRead, startChatSession } from './sessions';

export interface ChatAppDeps extends StaffSessionDeps {
  /** Defaults to 20 new chats per client per 10 minutes. */
  readonly rateLimit?: RateLimitRule;
}

function sessionIdParam(value: string | undefined): string {
  const parsed = sessionIdSchema.safeParse(value);
  if (!parsed.success) throw new HttpError(404, errorCodes.notFound, 'No such chat');
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
    await enforceRateLimit(deps, deps.rateLimit ?? chatStartRateLimit, clientIp(c));
    const session = await startChatSession(deps, request);
    c.header('Cache-Control', 'no-store');
    return c.json({ sessionId: session.sessionId } satisfies ChatStartAnswer, 201);
  });

  app.get(chatSessionsPath, staff, async (c) => {
    const answer: OpenChatsAnswer = { sessions: await listOpenChats(deps) };
    return c.json(answer);
  });

  app.get(chatMessagesRoute, staff, async (c) => {
    const sessionId = sessionIdParam(c.req.param('id'));
    const session = await getChatSession(deps, sessionId);
    if (!session) throw new HttpError(404, errorCodes.notFound, 'No such chat');
    const answer: ChatHistoryAnswer = {
      session: toSummary(session),
      messages: await chatHistory(deps, sessionId),
    };
    return c.json(answer);
  });

  app.post(chatReadRoute, staff, async (c) => {
    const sessionId = sessionIdParam(c.req.param('id'));
    if (!(await markChatRead(deps, sessionId))) throw new HttpError(404, errorCodes.notFound, 'No such chat');
    return c.body(null, 204);
  });

  return app;
}
