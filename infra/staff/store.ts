import { join } from 'node:path';
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { TableRef } from '../../functions/lib/applications-table';
import { startLocalDynamo } from '../local/dynamo';
import { ensureTable } from '../local/resources';
import { readRunningStack } from '../local/running-stack';
import { localCredentials, localTableName } from '../local/names';

/**
 * Where the staff command reads and writes accounts:
 * - `TABLE_NAME` set: that DynamoDB table with the usual AWS credentials and region (a deployment;
 *   `DYNAMODB_ENDPOINT` may point elsewhere);
 * - else the local stack's data directory (`LOCAL_DATA_DIR`, default `.data/`): through the running
 *   `npm start` when there is one (it owns the store), otherwise by opening the store itself.
 */
export interface StaffStore {
  readonly table: TableRef;
  /** Said to the user: which data the command changed. */
  readonly description: string;
  /** The admin page of that deployment, when known. */
  readonly adminUrl?: string;
  close(): Promise<void>;
}

function documentClient(client: DynamoDBClient) {
  return DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
}

async function reachable(client: DynamoDBClient, tableName: string): Promise<boolean> {
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }), {
      abortSignal: AbortSignal.timeout(3000),
    });
    return true;
  } catch {
    return false;
  }
}

export async function openStaffStore(env: NodeJS.ProcessEnv, root: string): Promise<StaffStore> {
  const region = env.AWS_REGION ?? env.AWS_DEFAULT_REGION ?? 'eu-west-1';
  if (env.TABLE_NAME) {
    const client = new DynamoDBClient({ region, endpoint: env.DYNAMODB_ENDPOINT });
    return {
      table: { db: documentClient(client), tableName: env.TABLE_NAME },
      description: `DynamoDB table ${env.TABLE_NAME} (${region})`,
      ...(env.SITE_ORIGIN ? { adminUrl: `${env.SITE_ORIGIN}/kenya-eta-admin` } : {}),
      close: async () => client.destroy(),
    };
  }

  const dataDir = env.LOCAL_DATA_DIR ?? join(root, '.data');
  const running = await readRunningStack(dataDir);
  if (running !== undefined) {
    const client = new DynamoDBClient({
      region,
      endpoint: running.dynamodbEndpoint,
      credentials: localCredentials,
    });
    if (await reachable(client, running.tableName)) {
      return {
        table: { db: documentClient(client), tableName: running.tableName },
        description: `the running local stack (${running.url}, data in ${dataDir})`,
        adminUrl: `${running.url}/kenya-eta-admin`,
        close: async () => client.destroy(),
      };
    }
    client.destroy();
  }

  // No stack runs on this data directory: open its store here, for this one command.
  const dynamo = await startLocalDynamo({ dataDir: join(dataDir, 'dynamodb'), ttlSweepIntervalMs: 0 }).catch(
    (e: unknown) => {
      throw new Error(
        `Cannot open the local data in ${dataDir}: is another process using it? (${(e as Error).message})`,
        { cause: e },
      );
    },
  );
  const client = new DynamoDBClient({ region, endpoint: dynamo.endpoint, credentials: localCredentials });
  await ensureTable(client, localTableName);
  return {
    table: { db: documentClient(client), tableName: localTableName },
    description: `the local data in ${dataDir} (npm start is not running)`,
    close: async () => {
      client.destroy();
      await dynamo.stop();
    },
  };
}
