import { dynamo, s3, ses } from '../lib/aws';
import { config, requireSetting } from '../lib/config';
import { createHealthApp } from './routes';

export const healthApp = createHealthApp({
  dynamo,
  s3,
  ses,
  tableName: config.TABLE_NAME,
  bucketName: requireSetting(config, 'BUCKET_NAME'),
});
