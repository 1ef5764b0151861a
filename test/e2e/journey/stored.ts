import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';

/** Read-only access to what the API stored in the local stack's table (see global-setup.ts). */
function documentClient(): { db: DynamoDBDocumentClient; tableName: string } {
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

export async function storedApplication(id: string): Promise<Record<string, unknown> | undefined> {
  const { db, tableName } = documentClient();
  const result = await db.send(new GetCommand({ TableName: tableName, Key: { pk: `APP#${id}`, sk: 'APP' } }));
  return result.Item;
}

export async function storedApplicants(id: string): Promise<Record<string, unknown>[]> {
  const { db, tableName } = documentClient();
  const result = await db.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': `APP#${id}`, ':prefix': 'APPLICANT#' },
    }),
  );
  return result.Items ?? [];
}

/** Every application stored with this contact e-mail (the e-mail index, gsi2). */
export async function applicationsByEmail(email: string): Promise<Record<string, unknown>[]> {
  const { db, tableName } = documentClient();
  const result = await db.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk',
      ExpressionAttributeValues: { ':pk': `EMAIL#${email.toLowerCase()}` },
    }),
  );
  return result.Items ?? [];
}

/** An e-mail in the local SES sink (`GET {mailUrl}store`), in the shape aws-ses-v2-local keeps it. */
export interface SentMail {
  readonly subject: string;
  readonly destination: { readonly to: readonly string[] };
  readonly replyTo?: readonly string[];
  readonly body: { readonly text?: string; readonly html?: string };
  readonly attachments?: readonly { filename?: string; contentType?: string; content?: unknown }[];
}

/** The e-mails in the local SES sink. */
export async function sentMails(mailUrl: string): Promise<SentMail[]> {
  const response = await fetch(`${mailUrl}store`);
  const body = (await response.json()) as { emails?: SentMail[] };
  return body.emails ?? [];
}
