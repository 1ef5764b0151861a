import { dynamo } from '../lib/aws/dynamodb';
import { s3 } from '../lib/aws/s3';
import { ses } from '../lib/aws/ses';
import { config, requireSetting } from '../lib/config';
import { createHealthApp } from './routes';

export const healthApp = createHealthApp({
  dynamo,
  s3,
  ses,
  tableName: config.TABLE_NAME,
  bucketName: requireSetting(config, 'BUCKET_NAME'),
});
