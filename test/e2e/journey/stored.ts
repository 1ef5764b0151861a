import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { e2eTable } from '../../support/e2e-table';

/** Read-only access to what the API stored in the local stack's table (see global-setup.ts). */
const documentClient = e2eTable;

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
