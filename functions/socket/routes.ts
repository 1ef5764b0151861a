import { postToConnection, managementEndpoint } from './management';
import type { SocketEvent, SocketHandler, SocketResult } from './types';

const ok: SocketResult = { statusCode: 200 };

function parseBody(event: SocketEvent): Record<string, unknown> | undefined {
  if (!event.body) return undefined;
  try {
    const value: unknown = JSON.parse(event.body);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The WebSocket routes, selected on the message's `action` (API Gateway's route selection
 * expression `$request.body.action`), else `$default`. The chat feature adds its routes here.
 */
export const socketRoutes: Record<string, SocketHandler> = {
  $connect: async () => ok,
  $disconnect: async () => ok,
  /** A liveness round trip through the management API: `{action:'ping', id}` answers `{type:'pong', id}`. */
  ping: async (event) => {
    const body = parseBody(event);
    const id = typeof body?.id === 'string' ? body.id.slice(0, 64) : undefined;
    await postToConnection(managementEndpoint(event), event.requestContext.connectionId, {
      type: 'pong',
      id,
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

export async function dispatchSocketEvent(event: SocketEvent): Promise<SocketResult> {
  const handler = socketRoutes[event.requestContext.routeKey] ?? socketRoutes.$default;
  if (!handler) return { statusCode: 404 };
  return handler(event);
}
