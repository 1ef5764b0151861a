import type { ServerFrame } from '../../shared/api/chat';
import type { ChatDeps } from '../chat/chat-table';
import { forgetConnection, type Recipient } from '../chat/connections';
import { errorFields, log } from '../lib/log';

/** Sends a frame to one connection; false when the connection is gone (API Gateway's 410). */
export type Post = (connectionId: string, frame: ServerFrame) => Promise<boolean>;

/**
 * Sends a frame to each recipient once, all at once. A gone connection is forgotten (its items
 * deleted); any other failure is logged and does not stop the others.
 */
export async function deliver(
  deps: ChatDeps,
  post: Post,
  recipients: readonly Recipient[],
  frame: ServerFrame,
): Promise<void> {
  const unique = new Map(recipients.map((r) => [r.connectionId, r]));
  await Promise.all(
    [...unique.values()].map(async (recipient) => {
      let delivered: boolean;
      try {
        delivered = await post(recipient.connectionId, frame);
      } catch (e: unknown) {
        log.warn('chat delivery failed', { frame: frame.type, ...errorFields(e) });
        return;
      }
      if (!delivered) await forgetConnection(deps, recipient.connectionId, recipient.sessionId);
    }),
  );
}
