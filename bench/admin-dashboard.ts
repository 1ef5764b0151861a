import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { adminApplicationsPath, adminStatsPath, staffSessionCookie } from '../shared/api/admin';
import { createAdminApp } from '../functions/admin/routes';
import { hashSessionToken, staffKeys } from '../functions/lib/staff-session';
import { startLocalDynamo } from '../infra/local/dynamo';
import { ensureTable } from '../infra/local/resources';
import { localCredentials } from '../infra/local/stack';
import { emptyTotals, seedApplications } from './admin-seed';

/**
 * What the admin dashboard costs in DynamoDB reads as the table grows (DESIGN: "No DynamoDB Scan on
 * any request path"). A fresh local store (dynalite behind the product's front layer, its own temp
 * data dir) is seeded with 100, then 20,000 applications; the real admin app (in-process, real
 * session check) answers the dashboard's load: `GET /api/admin/stats` and the first page of
 * `GET /api/kenya-eta-applications` (all statuses, 25 items), and a 3-second poll (`since`). A
 * middleware on the DynamoDB client's stack asks every call for `ReturnConsumedCapacity: 'TOTAL'`
 * and sums calls, items read and read capacity units.
 */
interface Call {
  readonly command: string;
  readonly items: number;
  readonly capacity: number;
  readonly session: boolean;
}

export interface DashboardRequestCost {
  readonly request: string;
  readonly calls: number;
  readonly itemsRead: number;
  readonly readUnits: number;
  /** Of the above: the session check (session and staff GetItems). */
  readonly sessionCalls: number;
  readonly sessionUnits: number;
  readonly milliseconds: number;
}

export interface DashboardCost {
  readonly applications: number;
  readonly seedSeconds: number;
  readonly requests: readonly DashboardRequestCost[];
}

function countingClient(endpoint: string, calls: Call[]) {
  const client = new DynamoDBClient({ region: 'eu-west-1', endpoint, credentials: localCredentials });
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const input = args.input as { ReturnConsumedCapacity?: string; Key?: { pk?: string | { S?: string } } };
      input.ReturnConsumedCapacity = 'TOTAL';
      const result = await next(args);
      const output = result.output as {
        ConsumedCapacity?: { CapacityUnits?: number } | { CapacityUnits?: number }[];
        Item?: unknown;
        Count?: number;
        Responses?: Record<string, unknown[]>;
      };
      const capacity = [output.ConsumedCapacity ?? []]
        .flat()
        .reduce((sum, c) => sum + (c.CapacityUnits ?? 0), 0);
      const items =
        output.Count ??
        (output.Responses ? Object.values(output.Responses).flat().length : output.Item ? 1 : 0);
      const pk = input.Key?.pk;
      const key = (typeof pk === 'string' ? pk : pk?.S) ?? '';
      calls.push({
        command: context.commandName ?? 'unknown',
        items,
        capacity,
        session: key.startsWith('STAFFSESSION#') || key.startsWith('STAFF#'),
      });
      return result;
    },
    { step: 'initialize', name: 'countReads' },
  );
  return DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
}

async function signInDirectly(db: DynamoDBDocumentClient, tableName: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const later = new Date(now.getTime() + 3_600_000).toISOString();
  await db.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...staffKeys.staff('bench'),
        entity: 'staff',
        username: 'bench',
        displayName: 'Bench',
        role: 'support',
        passwordHash: 'unused',
        createdAt: now.toISOString(),
        updatedAt: now.toISOString(),
      },
    }),
  );
  await db.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...staffKeys.session(hashSessionToken(token)),
        entity: 'staffSession',
        username: 'bench',
        createdAt: now.toISOString(),
        lastSeenAt: later,
        absoluteExpiry: later,
        expiresAt: Math.ceil(Date.parse(later) / 1000),
      },
    }),
  );
  return token;
}

export async function measureAdminDashboard(
  sizes: readonly number[] = [100, 20_000],
): Promise<DashboardCost[]> {
  const dataDir = await mkdtemp(join(tmpdir(), 'eta-bench-admin-'));
  const dynamo = await startLocalDynamo({ dataDir, ttlSweepIntervalMs: 0 });
  const tableName = 'bench-admin';
  try {
    const raw = new DynamoDBClient({
      region: 'eu-west-1',
      endpoint: dynamo.endpoint,
      credentials: localCredentials,
    });
    await ensureTable(raw, tableName);
    const seedDb = DynamoDBDocumentClient.from(raw);
    const token = await signInDirectly(seedDb, tableName);
    const calls: Call[] = [];
    const app = createAdminApp({
      db: countingClient(dynamo.endpoint, calls),
      tableName,
      s3: new S3Client({ region: 'eu-west-1', credentials: localCredentials }),
      bucketName: 'unused',
      mailer: { send: () => Promise.reject(new Error('the dashboard sends no mail')) },
      now: () => new Date(),
      siteOrigin: 'http://localhost:4321',
    });
    const get = async (request: string): Promise<{ cost: DashboardRequestCost; body: unknown }> => {
      calls.length = 0;
      const started = performance.now();
      const res = await app.request(request, { headers: { cookie: `${staffSessionCookie}=${token}` } });
      const milliseconds = performance.now() - started;
      if (res.status !== 200) throw new Error(`${request}: ${res.status} ${await res.text()}`);
      const body = (await res.json()) as unknown;
      const session = calls.filter((c) => c.session);
      return {
        body,
        cost: {
          request,
          calls: calls.length,
          itemsRead: calls.reduce((sum, c) => sum + c.items, 0),
          readUnits: calls.reduce((sum, c) => sum + c.capacity, 0),
          sessionCalls: session.length,
          sessionUnits: session.reduce((sum, c) => sum + c.capacity, 0),
          milliseconds,
        },
      };
    };

    const results: DashboardCost[] = [];
    const totals = emptyTotals();
    const newest = new Date();
    let seeded = 0;
    for (const size of sizes) {
      const started = performance.now();
      await seedApplications(seedDb, tableName, { from: seeded, count: size - seeded, newest }, totals);
      const seedSeconds = (performance.now() - started) / 1000;
      seeded = size;
      const stats = await get(adminStatsPath);
      const page = await get(`${adminApplicationsPath}?limit=25`);
      const newestCursor = (page.body as { newestCursor?: string }).newestCursor ?? '';
      const poll = await get(`${adminApplicationsPath}?since=${newestCursor}`);
      const pending = await get(`${adminApplicationsPath}?status=pending&limit=25`);
      results.push({
        applications: size,
        seedSeconds,
        requests: [stats.cost, page.cost, poll.cost, pending.cost],
      });
    }
    raw.destroy();
    return results;
  } finally {
    await dynamo.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** The Markdown table of `docs/benchmarks.md`. */
export function dashboardTable(results: readonly DashboardCost[]): string {
  const rows = results.flatMap((r) =>
    r.requests.map(
      (q) =>
        `| ${r.applications.toLocaleString('en')} | \`GET ${q.request.replace(/since=[^&]+/, 'since=…')}\` | ${q.calls} (${q.sessionCalls} session) | ${q.itemsRead} | ${q.readUnits} (${q.sessionUnits} session) | ${q.milliseconds.toFixed(0)} |`,
    ),
  );
  return [
    '| applications | request | DynamoDB calls | items read | read units | ms (local) |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await measureAdminDashboard();
  for (const r of results) console.log(`seeded ${r.applications} in ${r.seedSeconds.toFixed(1)} s`);
  console.log(dashboardTable(results));
}
