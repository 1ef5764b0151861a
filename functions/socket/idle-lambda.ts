import { randomUUID } from 'node:crypto';
import { db } from '../lib/aws/dynamodb';
import { now } from '../lib/clock';
import { config, requireSetting } from '../lib/config';
import { withLogScope } from '../lib/log';
import { closeIdleChats } from './idle-chats';
import { postToConnection } from './management';

// Locally (and in the artifact test) the stand-in's management endpoint wins, as for the socket function.
const endpoint = config.WS_MANAGEMENT_ENDPOINT ?? requireSetting(config, 'WS_CALLBACK_URL');

/** The idle rule, run every minute by EventBridge: closes chats whose visitor has been silent 30 minutes. */
export const handler = (): Promise<string[]> =>
  withLogScope({ requestId: randomUUID(), concern: 'chat-idle', route: 'rate(1 minute)' }, () =>
    closeIdleChats({
      db,
      tableName: config.TABLE_NAME,
      now,
      post: (connectionId, frame) => postToConnection(endpoint, connectionId, frame),
    }),
  );
