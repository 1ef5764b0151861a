import { dispatchSocketEvent } from './routes';
import type { SocketEvent, SocketResult } from './types';

/** One function behind every route of the WebSocket API ($connect, $disconnect, $default, actions). */
export async function handler(event: SocketEvent): Promise<SocketResult> {
  return dispatchSocketEvent(event);
}
