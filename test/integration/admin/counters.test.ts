import { randomUUID } from 'node:crypto';
import { TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { createApplicationSubmissionSchema } from '../../../shared/journey/schemas';
import { todayFrom } from '../../../shared/journey/dates';
import { readCounters } from '../../../functions/admin/dashboard';
import { buildItems } from '../../../functions/applications/create-application';
import { lookupStatus } from '../../../functions/status/lookup-status';
import { statsKey } from '../../../functions/lib/dashboard-stats';
import { backfillCounters, countApplications } from '../../../infra/backfill/counters';
import { backfillNumberIndex } from '../../../infra/backfill/number-index';
import { backfillQueueIndex } from '../../../infra/backfill/queue-index';
import { listByView } from '../../../functions/admin/list-applications';
import { adminListQuerySchema } from '../../../shared/api/admin';
import { applicant, createApplication, submission, table } from '../applications/support';

/**
 * The dashboard counters under load (sharded: no hot item) and their backfill: exact when 200
 * applications arrive at once, and made exact again from the applications themselves, with traffic
 * going on, for data stored before they existed.
 */
const distinctApplicant = () => applicant({ firstName: `Amina${randomUUID().slice(0, 8)}` });

/** Stores an application as the product did before the counters and the number index existed. */
async function storeLegacyApplication(
  destination: 'kenya' | 'tanzania' = 'kenya',
): Promise<{ number: string; email: string; id: string }> {
  const parsed = createApplicationSubmissionSchema(todayFrom(() => new Date())).parse(
    submission({ applicants: [distinctApplicant()] }),
  );
  const body = destination === 'kenya' ? parsed : { ...parsed, destination, visaType: 'ordinary' };
  const id = randomUUID();
  const prefix = destination === 'kenya' ? 'KE-' : 'TZ-';
  const number = `${prefix}${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const { application, applicants, numberItem } = buildItems(body, { id, number }, 'hash', new Date());
  const { gsi3pk: _a, gsi3sk: _b, ...current } = application;
  // Stored before the staff queue, too: in the status index of old.
  const legacy = { ...current, gsi1pk: 'STATUS#pending' };
  const put = (Item: object) => ({ Put: { TableName: table.tableName, Item } });
  await table.db.send(
    new TransactWriteCommand({
      TransactItems: [
        put(legacy),
        put(numberItem),
        ...applicants.map(({ gsi3pk: _c, gsi3sk: _d, ...a }) => put(a)),
      ],
    }),
  );
  return { number, email: body.contactEmail, id };
}

describe('the dashboard counters', () => {
  it('count 200 applications created at once exactly, with no failure', async () => {
    const before = await readCounters(table);
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => createApplication(submission({ applicants: [distinctApplicant()] }))),
    );
    expect(answers.filter((r) => r.status !== 201).map((r) => r.status)).toEqual([]);
    const after = await readCounters(table);
    expect((after.total ?? 0) - (before.total ?? 0)).toBe(200);
    expect((after.pending ?? 0) - (before.pending ?? 0)).toBe(200);
  }, 300_000);

  it('are recounted exactly by the backfill, for applications stored before them, while others are created', async () => {
    for (let i = 0; i < 3; i += 1) await storeLegacyApplication();
    // A Tanzania application the counters never saw: its destination's copies are recounted too.
    await storeLegacyApplication('tanzania');
    // A counter made wrong the way an old decision made it: pending below what the data says, in the
    // totals and in Tanzania's copy.
    await table.db.send(
      new UpdateCommand({
        TableName: table.tableName,
        Key: statsKey,
        UpdateExpression: 'ADD pending :minus, tanzania__pending :minus',
        ExpressionAttributeValues: { ':minus': -2 },
      }),
    );
    const traffic = Promise.all(
      Array.from({ length: 20 }, () => createApplication(submission({ applicants: [distinctApplicant()] }))),
    );
    const [corrections, answers] = await Promise.all([backfillCounters(table), traffic]);
    expect(answers.every((r) => r.status === 201)).toBe(true);
    expect(corrections.total).toBeGreaterThanOrEqual(4);
    expect(corrections.tanzania__total).toBeGreaterThanOrEqual(1);
    expect(corrections.tanzania__pending).toBeGreaterThanOrEqual(3);
    const truth = await countApplications(table);
    const counters = await readCounters(table);
    expect(Object.keys(truth)).toContain('tanzania__pending');
    for (const [name, value] of Object.entries(truth)) {
      expect(counters[name] ?? 0, name).toBeCloseTo(value, 2);
    }
    expect(await backfillCounters(table)).toMatchObject({
      total: 0,
      pending: 0,
      paidCount: 0,
      tanzania__pending: 0,
    });
  }, 300_000);
});

describe('the number index backfill', () => {
  it('lets the status lookup find an application stored before the index', async () => {
    const { number, email } = await storeLegacyApplication();
    const lookup = () => lookupStatus(table, { applicationNumber: number, email });
    await expect(lookup()).rejects.toMatchObject({ kind: 'not_found' });
    expect(await backfillNumberIndex(table)).toBeGreaterThanOrEqual(1);
    expect(await lookup()).toMatchObject({ applicationNumber: number, status: 'pending' });
    expect(await backfillNumberIndex(table)).toBe(0);
  });
});

describe('the staff queue backfill', () => {
  it('moves an application stored before the queue into its view, once, and the recount counts it', async () => {
    const { id } = await storeLegacyApplication();
    const waiting = async () =>
      (
        await listByView(
          table,
          adminListQuerySchema.parse({ view: 'awaiting_payment', limit: 100 }),
          new Date(),
        )
      ).items.some((i) => i.id === id);
    expect(await waiting()).toBe(false);
    expect(await backfillQueueIndex(table)).toBeGreaterThanOrEqual(1);
    expect(await waiting()).toBe(true);
    expect(await backfillQueueIndex(table)).toBe(0);
    const truth = await countApplications(table);
    await backfillCounters(table);
    expect((await readCounters(table)).view_awaiting_payment).toBe(truth.view_awaiting_payment);
  });
});
