import { db } from '../lib/aws';
import { config, requireSetting } from '../lib/config';
import { closeIdleChats } from './idle-chats';
import { postToConnection } from './management';

const endpoint = requireSetting(config, 'WS_MANAGEMENT_ENDPOINT');

/** The idle rule, run every minute by EventBridge: closes chats whose visitor has been silent 30 minutes. */
export const handler = (): Promise<string[]> =>
  closeIdleChats({
    db,
    tableName: config.TABLE_NAME,
    now: () => new Date(),
    post: (connectionId, frame) => postToConnection(endpoint, connectionId, frame),
  });
