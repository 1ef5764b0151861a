import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { applicationsPath } from '../shared/api/applications';
import type { ApplicationCreated, ApplicationSubmissionInput } from '../shared/journey/schemas';
import { addDays, addYears, todayFrom } from '../shared/journey/dates';
import { checkStatusPath } from '../shared/status/lookup';
import { createApplicationsApp } from '../functions/applications/routes';
import { createStatusApp } from '../functions/status/routes';
import { startLocalDynamo } from '../infra/local/dynamo';
import { ensureTable } from '../infra/local/resources';
import { localCredentials } from '../infra/local/stack';

/**
 * DESIGN's budgets "a status lookup is one Query (at most 1.5× one bare GetItem); creating an
 * application one transaction (at most 2× one PutItem)", measured side by side: against one fresh
 * local store (dynalite behind the product's front layer, which adds the transactions), the real
 * status and applications apps answer in-process (validation, rate-limit counter, store calls,
 * JSON), interleaved with bare GetItem and PutItem calls of a 2 KB item on the same client.
 */
export interface RoundTrip {
  readonly what: string;
  /** DynamoDB calls the request made, and how many of them waited for another (sequential rounds). */
  readonly calls: number;
  readonly rounds: number;
  readonly baseline: string;
  readonly medianMs: number;
  readonly baselineMs: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

function submission(): ApplicationSubmissionInput {
  const today = todayFrom(() => new Date());
  return {
    applicationType: 'tourist',
    processingType: 'normal',
    contactEmail: `bench+${randomUUID()}@example.com`,
    contactPhone: '+44 7700 900123',
    applicantCount: 1,
    includeInsurance: false,
    locale: 'en',
    applicants: [
      {
        firstName: 'Amina',
        lastName: 'Otieno',
        dateOfBirth: '1990-05-20',
        gender: 'female',
        nationality: 'GB',
        passportNumber: 'AB1234567',
        passportIssuedDate: addYears(today, -2),
        passportExpiryDate: addYears(today, 8),
        passportIssuingCountry: 'GB',
        email: 'amina@example.com',
        phone: '+44 7700 900123',
        currentAddress: '1 High Street, London',
        dateOfArrival: addDays(today, 30),
        dateOfDeparture: addDays(today, 44),
        employmentStatus: 'employed',
        occupation: 'Engineer',
        emergencyContactName: 'Joseph Otieno',
        emergencyContactPhone: '+44 7700 900456',
        emergencyContactRelationship: 'spouse',
      },
    ],
  };
}

export async function measureStoreRoundTrips(runs = 60): Promise<RoundTrip[]> {
  const dynamo = await startLocalDynamo({ ttlSweepIntervalMs: 0 });
  const client = new DynamoDBClient({
    region: 'eu-west-1',
    endpoint: dynamo.endpoint,
    credentials: localCredentials,
  });
  const db = DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
  // Counts calls and sequential rounds: a call that starts while none is in flight begins a round.
  let calls = 0;
  let rounds = 0;
  let inFlight = 0;
  client.middlewareStack.add(
    (next) => async (args) => {
      calls += 1;
      if (inFlight === 0) rounds += 1;
      inFlight += 1;
      try {
        return await next(args);
      } finally {
        inFlight -= 1;
      }
    },
    { step: 'initialize', name: 'countCalls' },
  );
  const counted = async (fn: () => unknown) => {
    [calls, rounds] = [0, 0];
    await fn();
    return { calls, rounds };
  };
  const tableName = 'bench-round-trips';
  await ensureTable(client, tableName);
  const now = () => new Date();
  let numbers = 0;
  const applications = createApplicationsApp({
    db,
    tableName,
    s3: new S3Client({ region: 'eu-west-1' }),
    bucketName: 'unused',
    mailer: { send: () => Promise.reject(new Error('unused')) },
    acceptsTestData: false,
    now,
    newApplicationNumber: () => `KE-${String(10_000_000 + (numbers += 1)).slice(-8)}`,
  });
  // The limit is per client: a new client address per lookup keeps the bench under it.
  const status = createStatusApp({
    db,
    tableName,
    now,
    rateLimit: { name: 'bench', limit: 1_000_000, windowSeconds: 60 },
  });
  const post = (app: typeof status, path: string, body: unknown) =>
    app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
      body: JSON.stringify(body),
    });
  const item = { pk: 'BENCH#item', sk: 'BENCH', payload: 'x'.repeat(2048) };
  await db.send(new PutCommand({ TableName: tableName, Item: item }));
  const body = submission();
  const created = (await (await post(applications, applicationsPath, body)).json()) as ApplicationCreated;

  const lookup = () =>
    post(status, checkStatusPath, { applicationNumber: created.applicationNumber, email: body.contactEmail });
  const statusCalls = await counted(lookup);
  const createCalls = await counted(() => post(applications, applicationsPath, submission()));
  const samples = {
    get: [] as number[],
    status: [] as number[],
    put: [] as number[],
    create: [] as number[],
  };
  for (let i = 0; i < runs; i++) {
    samples.get.push(
      await timed(() => db.send(new GetCommand({ TableName: tableName, Key: { pk: item.pk, sk: item.sk } }))),
    );
    samples.status.push(
      await timed(async () => {
        const res = await post(status, checkStatusPath, {
          applicationNumber: created.applicationNumber,
          email: body.contactEmail,
        });
        if (res.status !== 200) throw new Error(`status lookup answered ${res.status}`);
      }),
    );
    samples.put.push(
      await timed(() =>
        db.send(new PutCommand({ TableName: tableName, Item: { ...item, pk: `BENCH#${i}` } })),
      ),
    );
    samples.create.push(
      await timed(async () => {
        const res = await post(applications, applicationsPath, submission());
        if (res.status !== 201) throw new Error(`create answered ${res.status}`);
      }),
    );
  }
  client.destroy();
  await dynamo.stop();
  return [
    {
      ...statusCalls,
      what: 'status lookup (POST /api/check-status)',
      baseline: 'GetItem',
      medianMs: median(samples.status),
      baselineMs: median(samples.get),
    },
    {
      ...createCalls,
      what: 'create application (POST /api/kenya-eta-applications, 1 applicant)',
      baseline: 'PutItem',
      medianMs: median(samples.create),
      baselineMs: median(samples.put),
    },
  ];
}

export function roundTripTable(rows: readonly RoundTrip[]): string {
  return [
    '| request | store calls (rounds) | ms (median) | bare call | ms (median) | ratio |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      (r) =>
        `| ${r.what} | ${r.calls} (${r.rounds}) | ${r.medianMs.toFixed(1)} | ${r.baseline} | ${r.baselineMs.toFixed(1)} | ${(r.medianMs / r.baselineMs).toFixed(2)}× |`,
    ),
  ].join('\n');
}
