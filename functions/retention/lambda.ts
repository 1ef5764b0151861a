import { db, s3 } from '../lib/aws';
import { config, requireSetting } from '../lib/config';
import { purgeTestData, type PurgeResult } from './purge-test-data';

const deps = {
  db,
  tableName: config.TABLE_NAME,
  s3,
  bucketName: requireSetting(config, 'BUCKET_NAME'),
  now: () => new Date(),
};

/** The retention job, run on a schedule (EventBridge; locally a timer): deletes expired test data. */
export const handler = (): Promise<PurgeResult> => purgeTestData(deps);
