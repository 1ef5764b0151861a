import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from '../config';
import { traced } from './tracing';

/**
 * The DynamoDB clients, created once per process for the functions that use the table. Each client
 * has its own module (`./s3`, `./ses`), so a function's bundle carries only the clients it imports.
 */
export const dynamo = traced(
  new DynamoDBClient({ region: config.AWS_REGION, endpoint: config.DYNAMODB_ENDPOINT, maxAttempts: 3 }),
);

/** The document client over `dynamo` (plain JavaScript values in and out; shares its middleware). */
export const db = DynamoDBDocumentClient.from(dynamo, {
  marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
});
