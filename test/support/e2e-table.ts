import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { TableRef } from '../../functions/lib/applications-table';

/** The table of the Playwright stack (`test/e2e/global-setup.ts` exports it through the environment). */
export function e2eTable(): TableRef {
  const endpoint = process.env.E2E_DYNAMODB_ENDPOINT;
  const tableName = process.env.E2E_TABLE_NAME;
  if (!endpoint || !tableName)
    throw new Error('E2E_DYNAMODB_ENDPOINT is not set: run through playwright test.');
  const client = new DynamoDBClient({
    region: 'eu-west-1',
    endpoint,
    credentials: {
      accessKeyId: process.env.E2E_AWS_ACCESS_KEY_ID ?? '',
      secretAccessKey: process.env.E2E_AWS_SECRET_ACCESS_KEY ?? '',
    },
  });
  return { db: DynamoDBDocumentClient.from(client), tableName };
}
