import { inject } from 'vitest';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';

/** The ephemeral local stack started by global-setup.ts, and SDK clients pointed at it. */
export const stack = inject('stack');
// Test staff accounts are enrolled with the stack's TOTP key (test/support/staff.ts).
process.env.TEST_TOTP_KEY = stack.totpKey;
const region = 'eu-west-1';

export function dynamoClient(endpoint = stack.endpoints.dynamodb): DynamoDBClient {
  return new DynamoDBClient({ region, endpoint, credentials: stack.credentials, maxAttempts: 1 });
}

export function s3Client(endpoint = stack.endpoints.s3): S3Client {
  return new S3Client({
    region,
    endpoint,
    credentials: stack.credentials,
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    maxAttempts: 1,
  });
}

/** Sets the functions' configuration so that modules importing functions/lib/config load here too. */
export function useFunctionEnvironment(): void {
  Object.assign(process.env, {
    AWS_REGION: region,
    AWS_ACCESS_KEY_ID: stack.credentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: stack.credentials.secretAccessKey,
    TABLE_NAME: stack.tableName,
    BUCKET_NAME: stack.bucketName,
    MAIL_FROM: 'no-reply@kenya-eta.localhost',
    SITE_ORIGIN: stack.url,
    DYNAMODB_ENDPOINT: stack.endpoints.dynamodb,
    S3_ENDPOINT: stack.endpoints.s3,
    SES_ENDPOINT: stack.endpoints.ses,
  });
}
