import { randomUUID } from 'node:crypto';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { applicationsPath, idempotencyKeyHeader } from '../../../shared/api/applications';
import {
  applicationKeys,
  emailIndex,
  type StoredApplication,
} from '../../../functions/lib/applications-table';
import { dynamoClient, s3Client, stack } from '../support';

export { applicant, submission, uniqueEmail } from './fixtures';

/** The stack's origin by IPv4 address, so the server sees the client as 127.0.0.1. */
export const origin = stack.url.replace('localhost', '127.0.0.1');
export const db = DynamoDBDocumentClient.from(dynamoClient());
export const table = { db, tableName: stack.tableName };
export const s3 = s3Client();

export async function postJson(
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
  base = origin,
): Promise<Response> {
  return fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

export function createApplication(body: unknown, key: string = randomUUID()): Promise<Response> {
  return postJson(applicationsPath, body, { [idempotencyKeyHeader]: key });
}

export async function storedApplication(id: string): Promise<StoredApplication | undefined> {
  const result = await db.send(
    new GetCommand({
      TableName: stack.tableName,
      Key: applicationKeys.application(id),
      ConsistentRead: true,
    }),
  );
  return result.Item as StoredApplication | undefined;
}

/** The applications stored for a contact e-mail (gsi2). */
export async function applicationsOf(email: string): Promise<StoredApplication[]> {
  const result = await db.send(
    new QueryCommand({
      TableName: stack.tableName,
      IndexName: emailIndex.name,
      KeyConditionExpression: 'gsi2pk = :pk',
      ExpressionAttributeValues: { ':pk': emailIndex.partition(email) },
      Limit: 50,
    }),
  );
  return (result.Items ?? []) as StoredApplication[];
}

export interface SinkEmail {
  readonly subject: string;
  readonly destination: { readonly to: readonly string[] };
  readonly body: { readonly html?: string; readonly text?: string };
  readonly attachments: readonly {
    readonly content: string;
    readonly contentType: string;
    readonly filename?: string;
  }[];
}

/** Every e-mail the mail sink holds for an address. */
export async function mailsTo(address: string): Promise<SinkEmail[]> {
  const res = await fetch(`${stack.mailViewerUrl}store`);
  const { emails } = (await res.json()) as { emails: SinkEmail[] };
  return emails.filter((e) => e.destination.to.some((to) => to.includes(address)));
}

export async function objectBytes(key: string): Promise<Uint8Array> {
  const result = await s3.send(new GetObjectCommand({ Bucket: stack.bucketName, Key: key }));
  return result.Body ? await result.Body.transformToByteArray() : new Uint8Array();
}

/** A real (tiny) PNG as a drawn signature's data URL. */
export const pngSignature =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

export const allAgreed = {
  termsAccepted: true,
  privacyAccepted: true,
  dataAccuracy: true,
  paymentAgreement: true,
};
