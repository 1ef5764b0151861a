import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { HeadBucketCommand } from '@aws-sdk/client-s3';
import { GetAccountCommand } from '@aws-sdk/client-sesv2';
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { S3Client } from '@aws-sdk/client-s3';
import type { SESv2Client } from '@aws-sdk/client-sesv2';
import type { HealthReport } from '../../shared/api/health';
import { errorFields, log } from '../lib/log';

export interface HealthDeps {
  readonly dynamo: DynamoDBClient;
  readonly s3: S3Client;
  readonly ses: SESv2Client;
  readonly tableName: string;
  readonly bucketName: string;
  readonly timeoutMs?: number;
}

async function probe(name: string, timeoutMs: number, call: (signal: AbortSignal) => Promise<unknown>) {
  try {
    await call(AbortSignal.timeout(timeoutMs));
    return true;
  } catch (e: unknown) {
    log.warn('health check failed', { service: name, ...errorFields(e) });
    return false;
  }
}

/** Checks each backing service with one real call; all three run at once. */
export async function checkHealth(deps: HealthDeps): Promise<HealthReport> {
  const timeoutMs = deps.timeoutMs ?? 3000;
  const [dynamodb, s3, ses] = await Promise.all([
    probe('dynamodb', timeoutMs, (abortSignal) =>
      deps.dynamo.send(new DescribeTableCommand({ TableName: deps.tableName }), { abortSignal }),
    ),
    probe('s3', timeoutMs, (abortSignal) =>
      deps.s3.send(new HeadBucketCommand({ Bucket: deps.bucketName }), { abortSignal }),
    ),
    probe('ses', timeoutMs, (abortSignal) => deps.ses.send(new GetAccountCommand({}), { abortSignal })),
  ]);
  return { ok: dynamodb && s3 && ses, dynamodb, s3, ses };
}
