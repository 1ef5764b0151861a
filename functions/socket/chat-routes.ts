import { randomBytes } from 'node:crypto';
import {
  closeFrameSchema,
  joinFrameSchema,
  messageFrameSchema,
  type ChatErrorCode,
  type ChatMessage,
  type ServerFrame,
} from '../../shared/api/chat';
import { agentStillSignedIn } from '../chat/agent-session';
import { toSummary, type ChatDeps, type StoredChatConnection } from '../chat/chat-table';
import {
  agentConnections,
  forgetConnection,
  getConnection,
  joinChat,
  membersOf,
  registerConnection,
} from '../chat/connections';
import { storeMessage, type Sender } from '../chat/messages';
import { agentsOnline, chatHistory, closeChatSession, getChatSession } from '../chat/sessions';
import { textIssues } from '../../shared/api/text';
import { HttpError } from '../lib/http';
import { errorFields, log } from '../lib/log';
import { resolveStaffToken, sessionTokenFromCookieHeader } from '../lib/staff-session';
import { deliver, type Post } from './delivery';
import { mailOfflineMessage, type OfflineMailDeps } from './offline-mail';
import type { SocketRouteKey } from './route-keys';
import type { SocketEvent, SocketHandler, SocketResult } from './types';

export interface SocketDeps extends ChatDeps {
  /** The site's origin: an agent's socket must be opened from it. */
  readonly siteOrigin: string;
  /** The management API of the socket that sent an event. */
  readonly postFor: (event: SocketEvent) => Post;
  /** Where a visitor's message goes by e-mail when no agent is online. */
  readonly offlineMail: OfflineMailDeps;
}

const ok: SocketResult = { statusCode: 200 };

function header(event: SocketEvent, name: string): string | undefined {
  const entry = Object.entries(event.headers ?? {}).find(([key]) => key.toLowerCase() === name);
  return entry?.[1];
}

/** The frame's JSON; undefined (an invalid frame) when it is not JSON or holds text that is not plain. */
function parseBody(event: SocketEvent): unknown {
  let body: unknown;
  try {
    body = JSON.parse(event.body ?? '');
  } catch {
    return undefined;
  }
  return textIssues(body).length === 0 ? body : undefined;
}

/** The sender's message id, when the frame has one, so an error can name the message it refuses. */
function clientMessageIdOf(body: unknown): string | undefined {
  const id = (body as { clientMessageId?: unknown } | undefined)?.clientMessageId;
  return typeof id === 'string' && id.length <= 64 ? id : undefined;
}

type Route = Exclude<SocketRouteKey, 'ping'> | '$connect' | '$disconnect';

/**
 * The chat's socket routes (spec §6, §7): `$connect` (visitors freely; `?role=agent` only with a live
 * staff session from the site's origin, else the handshake is refused), `join` (a visitor's tab joins
 * an open chat and gets its history), `message` (stored once, then sent to every connection of the chat
 * and to every support console), `close` and `$disconnect`.
 */
export function createChatSocketRoutes(deps: SocketDeps): Record<Route, SocketHandler> {
  async function connect(event: SocketEvent): Promise<SocketResult> {
    const { connectionId } = event.requestContext;
    const role = event.queryStringParameters?.role;
    if (role === undefined) {
      await registerConnection(deps, connectionId);
      return ok;
    }
    if (role !== 'agent') return { statusCode: 400 };
    if (header(event, 'origin') !== new URL(deps.siteOrigin).origin) {
      log.warn('chat agent connect refused', { reason: 'origin' });
      return { statusCode: 403 };
    }
    try {
      const staff = await resolveStaffToken(deps, sessionTokenFromCookieHeader(header(event, 'cookie')));
      await registerConnection(deps, connectionId, {
        username: staff.username,
        displayName: staff.displayName,
        staffSessionHash: staff.sessionHash,
      });
      log.info('chat agent connected');
      return ok;
    } catch (e: unknown) {
      if (!(e instanceof HttpError)) throw e;
      log.warn('chat agent connect refused', { reason: e.code });
      return { statusCode: e.status };
    }
  }

  /** Runs a message route: answers `error` frames to the sender, and never lets a failure go unlogged. */
  function route(
    handle: (
      event: SocketEvent,
      body: unknown,
      reply: (frame: ServerFrame) => Promise<void>,
    ) => Promise<void>,
  ): SocketHandler {
    return async (event) => {
      const post = deps.postFor(event);
      const self = event.requestContext.connectionId;
      const reply = async (frame: ServerFrame) => {
        if (!(await post(self, frame))) await forgetConnection(deps, self);
      };
      const body = parseBody(event);
      try {
        await handle(event, body, reply);
        return ok;
      } catch (e: unknown) {
        log.error('chat socket route failed', { route: event.requestContext.routeKey, ...errorFields(e) });
        await reply({ type: 'error', error: 'internal', clientMessageId: clientMessageIdOf(body) }).catch(
          () => undefined,
        );
        return { statusCode: 500 };
      }
    };
  }

  const refuse = (error: ChatErrorCode, extra: { sessionId?: string; clientMessageId?: string } = {}) =>
    ({ type: 'error', error, ...extra }) satisfies ServerFrame;

  async function recipientsOf(sessionId: string) {
    const [members, agents] = await Promise.all([membersOf(deps, sessionId), agentConnections(deps)]);
    return [...members, ...agents];
  }

  /** The connection behind an event, if it may act on the chat (a joined visitor, or a signed-in agent). */
  async function actor(event: SocketEvent, sessionId: string): Promise<StoredChatConnection | ChatErrorCode> {
    const connection = await getConnection(deps, event.requestContext.connectionId);
    if (!connection) return 'not_joined';
    if (connection.role === 'customer') return connection.sessionId === sessionId ? connection : 'not_joined';
    return (await agentStillSignedIn(deps, connection)) ? connection : 'forbidden';
  }

  const join = route(async (event, body, reply) => {
    const frame = joinFrameSchema.safeParse(body);
    if (!frame.success) return reply(refuse('invalid_frame'));
    const { sessionId } = frame.data;
    const connection = await getConnection(deps, event.requestContext.connectionId);
    if (!connection || connection.role !== 'customer') return reply(refuse('forbidden', { sessionId }));
    const session = await getChatSession(deps, sessionId);
    if (!session) return reply(refuse('unknown_session', { sessionId }));
    if (session.status !== 'open') {
      // A tab that comes back to an ended chat learns why it ended (the idle rule, an agent, the visitor).
      return reply({ type: 'closed', sessionId, closedBy: toSummary(session).closedBy ?? 'agent' });
    }
    // Joined first, history second: a message stored in between arrives both ways (clients dedupe by
    // id), never neither way.
    await joinChat(deps, connection, session);
    const [messages, online] = await Promise.all([chatHistory(deps, sessionId), agentsOnline(deps)]);
    await reply({
      type: 'joined',
      session: { sessionId, status: session.status, customerName: session.customerName },
      messages,
      agentsOnline: online,
    });
    await deliver(deps, deps.postFor(event), await agentConnections(deps), {
      type: 'session',
      session: toSummary(session),
    });
  });

  const message = route(async (event, body, reply) => {
    const frame = messageFrameSchema.safeParse(body);
    if (!frame.success) return reply(refuse('invalid_frame', { clientMessageId: clientMessageIdOf(body) }));
    const { sessionId, content } = frame.data;
    const clientMessageId = frame.data.clientMessageId ?? randomBytes(12).toString('base64url');
    const connection = await actor(event, sessionId);
    if (typeof connection === 'string') return reply(refuse(connection, { sessionId, clientMessageId }));
    const sender: Sender =
      connection.role === 'agent'
        ? { type: 'admin', name: connection.displayName ?? 'Support', username: connection.username }
        : { type: 'user', name: connection.customerName ?? '' };
    const result = await storeMessage(deps, { sessionId, sender, content, clientMessageId });
    if (result.outcome === 'unknown_session' || result.outcome === 'session_closed') {
      return reply(refuse(result.outcome, { sessionId, clientMessageId }));
    }
    if (result.outcome === 'duplicate') return reply({ type: 'ack', message: result.message });
    const [members, agents] = await Promise.all([membersOf(deps, sessionId), agentConnections(deps)]);
    await deliver(deps, deps.postFor(event), [...members, ...agents], { type: 'message', ...result.message });
    if (sender.type === 'user' && agents.length === 0) await mailSupport(sessionId, result.message);
  });

  /** No agent online: the visitor's message reaches the support inbox by e-mail (a failure is logged). */
  async function mailSupport(sessionId: string, stored: ChatMessage): Promise<void> {
    const session = await getChatSession(deps, sessionId);
    try {
      await mailOfflineMessage(
        deps.offlineMail,
        {
          name: session?.customerName ?? stored.senderName,
          ...(session?.customerEmail ? { email: session.customerEmail } : {}),
        },
        stored,
      );
      log.info('chat message mailed to support', { reason: 'no agent online' });
    } catch (e: unknown) {
      log.error('chat message could not be mailed to support', errorFields(e));
    }
  }

  const close = route(async (event, body, reply) => {
    const frame = closeFrameSchema.safeParse(body);
    if (!frame.success) return reply(refuse('invalid_frame'));
    const { sessionId } = frame.data;
    const connection = await actor(event, sessionId);
    if (typeof connection === 'string') return reply(refuse(connection, { sessionId }));
    const closedBy = connection.role === 'agent' ? 'agent' : 'visitor';
    const result = await closeChatSession(deps, sessionId, closedBy, connection.username);
    if (result === 'unknown') return reply(refuse('unknown_session', { sessionId }));
    if (result === 'already_closed') return reply({ type: 'closed', sessionId, closedBy });
    log.info('chat closed', { closedBy });
    await deliver(deps, deps.postFor(event), await recipientsOf(sessionId), {
      type: 'closed',
      sessionId,
      closedBy,
    });
  });

  return {
    $connect: connect,
    $disconnect: async (event) => {
      await forgetConnection(deps, event.requestContext.connectionId);
      return ok;
    },
    join,
    message,
    close,
  };
}
