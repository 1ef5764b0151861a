import { ScanCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { applicationStatuses } from '../../../shared/api/admin';
import { closedApplicationStatuses } from '../../../shared/api/payments';
import { chatLimits } from '../../../shared/api/chat';
import { isPlainText } from '../../../shared/api/text';
import { documentTypes } from '../../../shared/documents/rules';

/**
 * Every item of the table, checked after the fuzz: keys and every string within DynamoDB's and our own
 * bounds and plain text, and the entities the public can create in the shapes the product expects.
 * (A test may scan; no request path does.)
 */
export async function invalidRecords(db: DynamoDBDocumentClient, tableName: string): Promise<string[]> {
  const problems: string[] = [];
  let items = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.send(new ScanCommand({ TableName: tableName, ExclusiveStartKey: start }));
    for (const item of page.Items ?? []) {
      items += 1;
      problems.push(...itemProblems(item));
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return items === 0 ? ['the table is empty: nothing was checked'] : problems;
}

function strings(value: unknown, path: string, found: [string, string][] = []): [string, string][] {
  if (typeof value === 'string') found.push([path, value]);
  else if (Array.isArray(value)) value.forEach((v, i) => strings(v, `${path}.${i}`, found));
  else if (value !== null && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      found.push([`${path}{key}`, k]);
      strings(v, `${path}.${k}`, found);
    }
  return found;
}

function itemProblems(item: Record<string, unknown>): string[] {
  const { pk, sk, entity } = item as { pk?: unknown; sk?: unknown; entity?: unknown };
  const name = `${String(pk).slice(0, 60)} / ${String(sk).slice(0, 60)}`;
  const problems: string[] = [];
  if (typeof pk !== 'string' || Buffer.byteLength(pk) > 512) problems.push(`${name}: pk`);
  if (typeof sk !== 'string' || Buffer.byteLength(sk) > 512) problems.push(`${name}: sk`);
  for (const [path, text] of strings(item, '')) {
    if (!isPlainText(text)) problems.push(`${name}: ${path} is not plain text`);
    // Drawn signatures (PNG data URLs) are the only long strings the product stores.
    if (text.length > 10_000 && !text.startsWith('data:image/png;base64,'))
      problems.push(`${name}: ${path} is ${text.length} characters`);
  }
  if (entity === 'application') {
    const a = item as { status?: unknown; applicantCount?: unknown };
    // The staff statuses, and `withdrawn`, which the money rules already know (the traveller's withdrawal).
    const known: readonly unknown[] = [...applicationStatuses, ...closedApplicationStatuses];
    if (!known.includes(a.status)) problems.push(`${name}: status ${String(a.status)}`);
    if (typeof a.applicantCount !== 'number' || a.applicantCount < 1 || a.applicantCount > 10)
      problems.push(`${name}: applicantCount ${String(a.applicantCount)}`);
  }
  if (entity === 'document') {
    const d = item as { type?: unknown; applicantIndex?: unknown; size?: unknown };
    if (!(documentTypes as readonly unknown[]).includes(d.type)) problems.push(`${name}: document type`);
    if (typeof d.applicantIndex !== 'number' || d.applicantIndex < 0 || d.applicantIndex > 9)
      problems.push(`${name}: applicant index`);
    if (typeof d.size !== 'number' || d.size < 1) problems.push(`${name}: size`);
  }
  if (typeof sk === 'string' && sk.startsWith('MSG#')) {
    const content = (item as { content?: unknown }).content;
    if (typeof content !== 'string' || content.length < 1 || content.length > chatLimits.message)
      problems.push(`${name}: chat message content`);
  }
  return problems;
}
