import { randomUUID } from 'node:crypto';
import { db } from '../lib/aws/dynamodb';
import { s3 } from '../lib/aws/s3';
import { now } from '../lib/clock';
import { config, requireSetting } from '../lib/config';
import { withLogScope } from '../lib/log';
import { purgeTestData, type PurgeResult } from './purge-test-data';

const deps = {
  db,
  tableName: config.TABLE_NAME,
  s3,
  bucketName: requireSetting(config, 'BUCKET_NAME'),
  now,
};

/** The retention job, run on a schedule (EventBridge; locally a timer): deletes expired test data. */
export const handler = (): Promise<PurgeResult> =>
  withLogScope({ requestId: randomUUID(), concern: 'retention', route: 'rate(1 hour)' }, () =>
    purgeTestData(deps),
  );
