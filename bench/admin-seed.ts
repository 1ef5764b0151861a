import { randomUUID } from 'node:crypto';
import { BatchWriteCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { buildItems } from '../functions/applications/create-application';
import { statsKey } from '../functions/lib/dashboard-stats';
import { statusIndex } from '../functions/lib/applications-table';
import { createApplicationSubmissionSchema, type ApplicantInput } from '../shared/journey/schemas';
import { todayFrom } from '../shared/journey/dates';

/**
 * Seeds applications for the admin benchmark through the product's own item builder (`buildItems`
 * of the creating transaction: application, applicants, number, name index), decided in the shares a
 * running service would have, and leaves the `STATS` item as the real transactions would.
 */
const firstNames = ['Amina', 'Joseph', 'Wanjiru', 'Liam', 'Sofia', 'Mehmet', 'Yuki', 'Priya', 'Ana', 'Ivan'];
const lastNames = ['Otieno', 'Kamau', 'Smith', 'García', 'Yılmaz', 'Tanaka', 'Sharma', 'Silva', 'Petrov'];

export interface SeedTotals {
  total: number;
  pending: number;
  approved: number;
  rejected: number;
  paidCount: number;
  revenue: number;
}

export const emptyTotals = (): SeedTotals => ({
  total: 0,
  pending: 0,
  approved: 0,
  rejected: 0,
  paidCount: 0,
  revenue: 0,
});

function isoDay(date: Date, days: number): string {
  return new Date(date.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

function applicantFor(i: number, now: Date): ApplicantInput {
  return {
    firstName: firstNames[i % firstNames.length] ?? 'Amina',
    lastName: lastNames[Math.floor(i / firstNames.length) % lastNames.length] ?? 'Otieno',
    dateOfBirth: '1990-05-20',
    gender: i % 2 === 0 ? 'female' : 'male',
    nationality: 'GB',
    passportNumber: `AB${String(1_000_000 + i).padStart(7, '0')}`,
    passportIssuedDate: isoDay(now, -700),
    passportExpiryDate: isoDay(now, 2900),
    passportIssuingCountry: 'GB',
    email: `traveller${i}@example.com`,
    phone: '+44 7700 900123',
    currentAddress: '1 High Street, London',
    dateOfArrival: isoDay(now, 30),
    dateOfDeparture: isoDay(now, 44),
    employmentStatus: 'employed',
    occupation: 'Engineer',
    emergencyContactName: 'Joseph Otieno',
    emergencyContactPhone: '+44 7700 900456',
    emergencyContactRelationship: 'spouse',
  };
}

/** Of every 10 applications: 6 approved, 1 rejected, 2 pending and paid, 1 pending and unpaid. */
function fateOf(i: number): { status: 'pending' | 'approved' | 'rejected'; paid: boolean } {
  const slot = i % 10;
  if (slot < 6) return { status: 'approved', paid: true };
  if (slot === 6) return { status: 'rejected', paid: true };
  return { status: 'pending', paid: slot !== 9 };
}

async function batchWrite(db: DynamoDBDocumentClient, tableName: string, items: object[]): Promise<void> {
  let requests = items.map((Item) => ({ PutRequest: { Item: Item as Record<string, unknown> } }));
  while (requests.length > 0) {
    const result = await db.send(new BatchWriteCommand({ RequestItems: { [tableName]: requests } }));
    requests = (result.UnprocessedItems?.[tableName] ?? []) as typeof requests;
  }
}

/** Writes items in BatchWriteItem requests of 25, four at a time. */
async function writeAll(db: DynamoDBDocumentClient, tableName: string, items: object[]): Promise<void> {
  const batches: object[][] = [];
  for (let i = 0; i < items.length; i += 25) batches.push(items.slice(i, i + 25));
  for (let i = 0; i < batches.length; i += 4) {
    await Promise.all(batches.slice(i, i + 4).map((batch) => batchWrite(db, tableName, batch)));
  }
}

/**
 * Adds `count` applications, created one minute apart before `newest` (index `from` on), and rewrites
 * the STATS item with the running totals.
 */
export async function seedApplications(
  db: DynamoDBDocumentClient,
  tableName: string,
  range: { from: number; count: number; newest: Date },
  totals: SeedTotals,
): Promise<void> {
  const schema = createApplicationSubmissionSchema(todayFrom(() => range.newest));
  const pending: object[] = [];
  for (let i = range.from; i < range.from + range.count; i++) {
    const createdAt = new Date(range.newest.getTime() - (range.from + range.count - i) * 60_000);
    const submission = schema.parse({
      applicationType: 'tourist',
      processingType: 'normal',
      contactEmail: `family${i}@example.com`,
      contactPhone: '+44 7700 900123',
      applicantCount: 1,
      includeInsurance: i % 3 === 0,
      applicants: [applicantFor(i, range.newest)],
      locale: 'en',
    });
    const id = randomUUID();
    const number = `KE-${String(10_000_000 + i).slice(-8)}`;
    const { application, applicants, numberItem, names } = buildItems(
      submission,
      { id, number },
      'seeded',
      createdAt,
    );
    const fate = fateOf(i);
    const decided =
      fate.status === 'pending'
        ? {}
        : {
            decision: { status: fate.status, decidedAt: createdAt.toISOString(), decidedBy: 'bench' },
          };
    const paid = fate.paid
      ? { paymentStatus: 'paid', paidAt: createdAt.toISOString(), paymentTransactionId: `SBX-${i}` }
      : {};
    pending.push(
      {
        ...application,
        ...paid,
        ...decided,
        status: fate.status,
        gsi1pk: statusIndex.partition(fate.status),
      },
      ...applicants,
      numberItem,
      ...names,
    );
    totals.total += 1;
    totals[fate.status] += 1;
    if (fate.paid) {
      totals.paidCount += 1;
      totals.revenue += application.pricing.totalPrice;
    }
    if (pending.length >= 500) await writeAll(db, tableName, pending.splice(0));
  }
  await writeAll(db, tableName, pending.splice(0));
  await db.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...statsKey, entity: 'stats', ...totals, updatedAt: range.newest.toISOString() },
    }),
  );
}
