import { dynamo, s3, ses } from '../lib/aws';
import { config } from '../lib/config';
import { createHealthApp } from './routes';

export const healthApp = createHealthApp({
  dynamo,
  s3,
  ses,
  tableName: config.TABLE_NAME,
  bucketName: config.BUCKET_NAME,
});
