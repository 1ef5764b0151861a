import { dispatchSocketEvent } from './routes';
import type { SocketEvent, SocketResult } from './types';

/**
 * One function behind every route of the WebSocket API: `$connect`, `$disconnect`, `$default` and the
 * frame types of `route-keys.ts` (join, message, close, ping).
 */
export async function handler(event: SocketEvent): Promise<SocketResult> {
  return dispatchSocketEvent(event);
}
