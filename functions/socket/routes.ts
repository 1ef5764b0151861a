import { randomUUID } from 'node:crypto';
import { db } from '../lib/aws/dynamodb';
import { ses } from '../lib/aws/ses';
import { withLogScope } from '../lib/log';
import { config, requireSetting } from '../lib/config';
import { createSesMailer } from '../lib/mailer';
import { createChatSocketRoutes, type SocketDeps } from './chat-routes';
import { managementEndpoint, postToConnection } from './management';
import type { SocketRouteKey } from './route-keys';
import type { SocketEvent, SocketHandler, SocketResult } from './types';
import { now } from '../lib/clock';

const ok: SocketResult = { statusCode: 200 };

const deps: SocketDeps = {
  db,
  tableName: config.TABLE_NAME,
  now,
  siteOrigin: config.SITE_ORIGIN,
  postFor: (event) => {
    const endpoint = managementEndpoint(event);
    return (connectionId, frame) => postToConnection(endpoint, connectionId, frame);
  },
  offlineMail: {
    mailer: createSesMailer({ ses, from: requireSetting(config, 'MAIL_FROM'), fromName: 'Kenya eTA Online' }),
    supportEmail: config.SUPPORT_EMAIL ?? requireSetting(config, 'MAIL_FROM'),
    siteOrigin: config.SITE_ORIGIN,
  },
};

function pingId(event: SocketEvent): string | undefined {
  try {
    const id: unknown = (JSON.parse(event.body ?? '') as { id?: unknown }).id;
    return typeof id === 'string' ? id.slice(0, 64) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Every route of the WebSocket API, selected on the frame's `type` (`route-keys.ts`), else `$default`.
 * The local gateway dispatches to these; in the cloud one function serves them all (`lambda.ts`).
 */
export const socketRoutes: Record<SocketRouteKey | '$connect' | '$disconnect' | '$default', SocketHandler> = {
  ...createChatSocketRoutes(deps),
  /** A liveness round trip (and the clients' keep-alive): `{type:'ping', id}` answers `{type:'pong', id}`. */
  ping: async (event) => {
    await postToConnection(managementEndpoint(event), event.requestContext.connectionId, {
      type: 'pong',
      id: pingId(event),
    });
    return ok;
  },
  $default: async (event) => {
    await postToConnection(managementEndpoint(event), event.requestContext.connectionId, {
      type: 'error',
      error: 'unknown_action',
    });
    return ok;
  },
};

/** Runs the event's route in a log scope: request id, concern `socket`, the route key. */
export async function dispatchSocketEvent(event: SocketEvent): Promise<SocketResult> {
  const { routeKey } = event.requestContext;
  const handler =
    (socketRoutes as Record<string, SocketHandler | undefined>)[routeKey] ?? socketRoutes.$default;
  const requestId = event.requestContext.requestId ?? randomUUID();
  return withLogScope({ requestId, concern: 'socket', route: routeKey }, () => handler(event));
}
