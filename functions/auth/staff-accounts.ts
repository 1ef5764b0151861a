import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { staffRoles, type StaffRole } from '../../shared/api/admin';
import type { TableRef } from '../lib/applications-table';
import { normaliseUsername, staffKeys, type StoredStaff } from '../lib/staff-session';
import { hashPassword, maxPasswordLength, minPasswordLength } from './password-hash';

/**
 * Staff accounts (`STAFF#<username>` / `STAFF`, `functions/lib/staff-session.ts`): created and managed
 * by the staff command (`infra/staff/cli.ts`), read at every sign-in and on every admin request. All
 * accounts are listed through gsi1 (`gsi1pk = STAFF`, `gsi1sk = <username>`): a Query, never a Scan.
 */
export interface StaffAccountsDeps extends TableRef {
  readonly now: () => Date;
}

/** The stored account with what sign-in adds: the last TOTP time step used (replay protection). */
export type StaffAccount = StoredStaff & {
  readonly lastTotpStep?: number;
  readonly gsi1pk: string;
  readonly gsi1sk: string;
};

/** What the command shows of an account: never the hash or a secret. */
export interface StaffSummary {
  readonly username: string;
  readonly displayName: string;
  readonly role: StaffRole;
  readonly disabled: boolean;
  /** An authenticator app is enrolled (second factor confirmed). */
  readonly enrolled: boolean;
  readonly createdAt: string;
  readonly updatedAt: string;
}

export const staffListIndex = { name: 'gsi1', partition: 'STAFF' } as const;

export class StaffInputError extends Error {
  override name = 'StaffInputError';
}
export class StaffExistsError extends Error {
  override name = 'StaffExistsError';
}
export class StaffNotFoundError extends Error {
  override name = 'StaffNotFoundError';
}

export const usernameSchema = z
  .string()
  .check(
    z.trim(),
    z.toLowerCase(),
    z.regex(/^[a-z0-9._-]{3,64}$/, 'A username has 3 to 64 characters: a-z, 0-9, dot, underscore or hyphen'),
  );
export const staffPasswordSchema = z
  .string()
  .check(
    z.minLength(minPasswordLength, `A password has at least ${minPasswordLength} characters`),
    z.maxLength(maxPasswordLength, `A password has at most ${maxPasswordLength} characters`),
  );
export const staffRoleSchema = z.enum(staffRoles, `A role is one of: ${staffRoles.join(', ')}`);
const displayNameSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'A display name cannot be empty'),
    z.maxLength(100, 'A display name is at most 100 characters'),
  );

function parse<S extends z.ZodMiniType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new StaffInputError(result.error.issues.map((i) => i.message).join('; '));
  return result.data;
}

export function summaryOf(account: StoredStaff): StaffSummary {
  return {
    username: account.username,
    displayName: account.displayName,
    role: account.role,
    disabled: account.disabled === true,
    enrolled: account.totpSecret !== undefined,
    createdAt: account.createdAt,
    updatedAt: account.updatedAt,
  };
}

export interface NewStaff {
  readonly username: string;
  readonly role: string;
  readonly password: string;
  /** Defaults to the username. */
  readonly displayName?: string;
}

/** Creates an account (not enrolled: the first sign-in shows the QR code). Refuses an existing name. */
export async function createStaff(deps: StaffAccountsDeps, input: NewStaff): Promise<StaffSummary> {
  const username = parse(usernameSchema, input.username);
  const role = parse(staffRoleSchema, input.role);
  const password = parse(staffPasswordSchema, input.password);
  const displayName = parse(displayNameSchema, input.displayName ?? username);
  const now = deps.now().toISOString();
  const item: StaffAccount = {
    ...staffKeys.staff(username),
    entity: 'staff',
    username,
    displayName,
    role,
    passwordHash: await hashPassword(password),
    createdAt: now,
    updatedAt: now,
    gsi1pk: staffListIndex.partition,
    gsi1sk: username,
  };
  try {
    await deps.db.send(
      new PutCommand({
        TableName: deps.tableName,
        Item: item,
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  } catch (e: unknown) {
    if (e instanceof ConditionalCheckFailedException)
      throw new StaffExistsError(`${username} already exists`);
    throw e;
  }
  return summaryOf(item);
}

/** The account of a username (consistent read), or undefined. */
export async function getStaff(deps: TableRef, username: string): Promise<StaffAccount | undefined> {
  const result = await deps.db.send(
    new GetCommand({ TableName: deps.tableName, Key: staffKeys.staff(username), ConsistentRead: true }),
  );
  return result.Item as StaffAccount | undefined;
}

/** Every account, by username (Queries of gsi1, 100 at a time). */
export async function listStaff(deps: TableRef): Promise<StaffSummary[]> {
  const accounts: StaffSummary[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await deps.db.send(
      new QueryCommand({
        TableName: deps.tableName,
        IndexName: staffListIndex.name,
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': staffListIndex.partition },
        Limit: 100,
        ExclusiveStartKey: start,
      }),
    );
    accounts.push(...((page.Items ?? []) as StaffAccount[]).map(summaryOf));
    start = page.LastEvaluatedKey;
  } while (start !== undefined);
  return accounts;
}

/** One update of an existing account (StaffNotFoundError when there is none). */
async function updateStaff(
  deps: StaffAccountsDeps,
  username: string,
  set: Record<string, unknown>,
  remove: readonly string[] = [],
): Promise<StaffSummary> {
  const values: Record<string, unknown> = { ':updatedAt': deps.now().toISOString() };
  const names: Record<string, string> = { '#updatedAt': 'updatedAt' };
  const assignments = ['#updatedAt = :updatedAt'];
  for (const [name, value] of Object.entries(set)) {
    names[`#${name}`] = name;
    values[`:${name}`] = value;
    assignments.push(`#${name} = :${name}`);
  }
  for (const name of remove) names[`#${name}`] = name;
  const removal = remove.length > 0 ? ` REMOVE ${remove.map((n) => `#${n}`).join(', ')}` : '';
  try {
    const result = await deps.db.send(
      new UpdateCommand({
        TableName: deps.tableName,
        Key: staffKeys.staff(username),
        UpdateExpression: `SET ${assignments.join(', ')}${removal}`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
        ReturnValues: 'ALL_NEW',
      }),
    );
    return summaryOf(result.Attributes as StaffAccount);
  } catch (e: unknown) {
    if (e instanceof ConditionalCheckFailedException) {
      throw new StaffNotFoundError(`No staff account ${normaliseUsername(username)}`);
    }
    throw e;
  }
}

/** Sessions started before now end (`resolveStaffToken` checks `sessionsValidFrom`). */
const endingSessions = (deps: StaffAccountsDeps) => ({ sessionsValidFrom: deps.now().toISOString() });

/**
 * Disables or enables an account. A disabled account cannot sign in, and its sessions end at once
 * (for good: enabling it again does not bring them back).
 */
export function setStaffDisabled(deps: StaffAccountsDeps, username: string, disabled: boolean) {
  return updateStaff(deps, parse(usernameSchema, username), {
    disabled,
    ...(disabled ? endingSessions(deps) : {}),
  });
}

/** Sets a new password; the account's open sessions end. */
export async function resetStaffPassword(deps: StaffAccountsDeps, username: string, password: string) {
  const valid = parse(staffPasswordSchema, password);
  return updateStaff(deps, parse(usernameSchema, username), {
    passwordHash: await hashPassword(valid),
    ...endingSessions(deps),
  });
}

/** Forgets the authenticator app (the next sign-in enrols a new one by QR code); open sessions end. */
export function resetStaffSecondFactor(deps: StaffAccountsDeps, username: string) {
  return updateStaff(deps, parse(usernameSchema, username), endingSessions(deps), [
    'totpSecret',
    'pendingTotpSecret',
    'lastTotpStep',
  ]);
}

export function changeStaffRole(deps: StaffAccountsDeps, username: string, role: string) {
  return updateStaff(deps, parse(usernameSchema, username), { role: parse(staffRoleSchema, role) });
}
