import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { staffRoles, type StaffRole } from '../../shared/api/admin';
import type { TableRef } from '../lib/applications-table';
import { staffKeys, type StoredStaff } from '../lib/staff-session';
import { hashPassword, maxPasswordLength, minPasswordLength } from './password-hash';
import { writeStaffChange, type StaffChangeRecord, type StaffWriteDeps } from './staff-change';

/**
 * Staff accounts (`STAFF#<username>` / `STAFF`, `functions/lib/staff-session.ts`): created and managed
 * by the staff command (`infra/staff/cli.ts`), read at every sign-in and on every admin request. All
 * accounts are listed through gsi1 (`gsi1pk = STAFF`, `gsi1sk = <username>`): a Query, never a Scan.
 * Every change takes `StaffChangeDeps`: given an `actor`, it is written in one transaction with its
 * audit entry (`functions/auth/staff-change.ts`).
 */
export interface StaffAccountsDeps extends TableRef {
  readonly now: () => Date;
}

/** What a change of an account takes: the clock, and who makes it (`StaffWriteDeps.actor`). */
export interface StaffChangeDeps extends StaffAccountsDeps, StaffWriteDeps {}

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
  /** Unused recovery codes (0 when not enrolled or all used). */
  readonly recoveryCodesLeft: number;
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
/** The account changed while this change was being made (another command at the same time). */
export class StaffConflictError extends Error {
  override name = 'StaffConflictError';
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

export function parse<S extends z.ZodMiniType>(schema: S, value: unknown): z.infer<S> {
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
    recoveryCodesLeft: account.recoveryCodeHashes?.size ?? 0,
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
export async function createStaff(deps: StaffChangeDeps, input: NewStaff): Promise<StaffSummary> {
  const username = parse(usernameSchema, input.username);
  const role = parse(staffRoleSchema, input.role);
  const password = parse(staffPasswordSchema, input.password);
  const displayName = parse(displayNameSchema, input.displayName ?? username);
  const at = deps.now();
  const now = at.toISOString();
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
  const written = await writeStaffChange(
    deps,
    at,
    { Put: { TableName: deps.tableName, Item: item, ConditionExpression: 'attribute_not_exists(pk)' } },
    { username, action: 'account_created', detail: { role, displayName } },
  );
  if (!written) throw new StaffExistsError(`${username} already exists`);
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

interface StaffUpdate {
  readonly set?: Readonly<Record<string, unknown>>;
  readonly remove?: readonly string[];
  /** Only while this attribute still has this value (what the audit entry says it changed from). */
  readonly expect?: { readonly name: string; readonly value: unknown };
  readonly audit: Omit<StaffChangeRecord, 'username'>;
}

/**
 * One update of an existing account with its audit entry, then the account as it is now.
 * StaffNotFoundError when there is none; StaffConflictError when `expect` no longer holds.
 */
async function updateStaff(
  deps: StaffChangeDeps,
  username: string,
  { set = {}, remove = [], expect, audit }: StaffUpdate,
): Promise<StaffSummary> {
  const at = deps.now();
  const values: Record<string, unknown> = { ':updatedAt': at.toISOString() };
  const names: Record<string, string> = { '#updatedAt': 'updatedAt' };
  const assignments = ['#updatedAt = :updatedAt'];
  for (const [name, value] of Object.entries(set)) {
    names[`#${name}`] = name;
    values[`:${name}`] = value;
    assignments.push(`#${name} = :${name}`);
  }
  for (const name of remove) names[`#${name}`] = name;
  let condition = 'attribute_exists(pk)';
  if (expect !== undefined) {
    names[`#${expect.name}`] = expect.name;
    values[':expected'] = expect.value;
    condition += ` AND #${expect.name} = :expected`;
  }
  const removal = remove.length > 0 ? ` REMOVE ${remove.map((n) => `#${n}`).join(', ')}` : '';
  const written = await writeStaffChange(
    deps,
    at,
    {
      Update: {
        TableName: deps.tableName,
        Key: staffKeys.staff(username),
        UpdateExpression: `SET ${assignments.join(', ')}${removal}`,
        ConditionExpression: condition,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      },
    },
    { username, ...audit },
  );
  const account = await getStaff(deps, username);
  if (account === undefined) throw new StaffNotFoundError(`No staff account ${username}`);
  if (!written) throw new StaffConflictError(`${username} changed meanwhile; run the command again`);
  return summaryOf(account);
}

/** Sessions started before now end (`resolveStaffToken` checks `sessionsValidFrom`). */
const endingSessions = (deps: StaffAccountsDeps) => ({ sessionsValidFrom: deps.now().toISOString() });

/**
 * Disables or enables an account. A disabled account cannot sign in, and its sessions end at once
 * (for good: enabling it again does not bring them back).
 */
export function setStaffDisabled(deps: StaffChangeDeps, username: string, disabled: boolean) {
  return updateStaff(deps, parse(usernameSchema, username), {
    set: { disabled, ...(disabled ? endingSessions(deps) : {}) },
    audit: { action: disabled ? 'account_disabled' : 'account_enabled' },
  });
}

/** Sets a new password; the account's open sessions end. */
export async function resetStaffPassword(deps: StaffChangeDeps, username: string, password: string) {
  const valid = parse(staffPasswordSchema, password);
  return updateStaff(deps, parse(usernameSchema, username), {
    set: { passwordHash: await hashPassword(valid), ...endingSessions(deps) },
    audit: { action: 'password_reset' },
  });
}

/**
 * Forgets the authenticator app and its recovery codes (the next sign-in enrols a new one by QR code
 * and gets new codes); open sessions end.
 */
export function resetStaffSecondFactor(deps: StaffChangeDeps, username: string) {
  return updateStaff(deps, parse(usernameSchema, username), {
    set: endingSessions(deps),
    remove: ['totpSecret', 'pendingTotpSecret', 'lastTotpStep', 'recoveryCodeHashes', 'recoveryCodeSalt'],
    audit: { action: 'totp_reset' },
  });
}

/** Changes the role (open sessions get it at their next request); the audit entry says from → to. */
export async function changeStaffRole(deps: StaffChangeDeps, username: string, role: string) {
  const name = parse(usernameSchema, username);
  const to = parse(staffRoleSchema, role);
  for (let attempt = 1; ; attempt++) {
    const current = await getStaff(deps, name);
    if (current === undefined) throw new StaffNotFoundError(`No staff account ${name}`);
    try {
      return await updateStaff(deps, name, {
        set: { role: to },
        expect: { name: 'role', value: current.role },
        audit: { action: 'role_changed', detail: { from: current.role, to } },
      });
    } catch (e: unknown) {
      if (!(e instanceof StaffConflictError) || attempt >= 3) throw e;
    }
  }
}
