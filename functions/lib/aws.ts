import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { config } from './config';

/** AWS SDK clients, created once per process from the validated configuration. */
const region = config.AWS_REGION;

export const dynamo = new DynamoDBClient({ region, endpoint: config.DYNAMODB_ENDPOINT, maxAttempts: 3 });
export const db = DynamoDBDocumentClient.from(dynamo, {
  marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
});

export const s3 = new S3Client({
  region,
  endpoint: config.S3_ENDPOINT,
  forcePathStyle: config.S3_ENDPOINT !== undefined,
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
});

export const ses = new SESv2Client({ region, endpoint: config.SES_ENDPOINT });
