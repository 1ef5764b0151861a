import { execFile } from 'node:child_process';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import {
  changeStaffRole,
  createStaff,
  getStaff,
  setStaffDisabled,
  StaffExistsError,
  StaffNotFoundError,
} from '../../../functions/auth/staff-accounts';
import { staffKeys } from '../../../functions/lib/staff-session';
import { stack } from '../support';
import { db, table } from './support';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const uniqueName = () => `audit-${Math.random().toString(36).slice(2, 10)}`;

/** Every item under the account's key other than the account itself: its audit entries, oldest first. */
async function auditOf(username: string): Promise<Record<string, unknown>[]> {
  const result = await db.send(
    new QueryCommand({
      TableName: table.tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': `STAFF#${username}` },
      ConsistentRead: true,
    }),
  );
  return (result.Items ?? []).filter((item) => item.sk !== 'STAFF');
}

/** Runs the staff command (`npm run staff -- …`) on the test stack's table, as on a deployment. */
async function staff(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      join(root, 'node_modules/.bin/tsx'),
      ['infra/staff/cli.ts', ...args],
      {
        cwd: root,
        env: {
          ...process.env,
          TABLE_NAME: stack.tableName,
          DYNAMODB_ENDPOINT: stack.endpoints.dynamodb,
          AWS_REGION: 'eu-west-1',
          AWS_ACCESS_KEY_ID: stack.credentials.accessKeyId,
          AWS_SECRET_ACCESS_KEY: stack.credentials.secretAccessKey,
          SITE_ORIGIN: '',
        },
      },
    );
    return { code: 0, stdout, stderr };
  } catch (e: unknown) {
    const failed = e as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

const actor = `cli:${userInfo().username}`;

/** Runs a command that must succeed; resolves with the one audit entry it added and its output. */
async function oneEntryOf(
  username: string,
  ...args: string[]
): Promise<{ entry: Record<string, unknown>; output: string }> {
  const before = await auditOf(username);
  const run = await staff(...args, '--username', username);
  expect(run.code, run.stderr).toBe(0);
  const added = (await auditOf(username)).filter((entry) => !before.some((b) => b.sk === entry.sk));
  expect(added).toHaveLength(1);
  return { entry: added[0] ?? {}, output: run.stdout };
}

describe('the staff command writes every change to the audit log', () => {
  it('records each command’s change with the OS user who ran it, and list records nothing', async () => {
    const username = uniqueName();
    const expiry = (at: unknown) => Math.floor(Date.parse(String(at)) / 1000) + 30 * 86_400;

    const { output, entry: created } = await oneEntryOf(
      username,
      'create',
      '--role',
      'support',
      '--name',
      'Grace Wanjiru',
    );
    const password = /Password \(shown only now[^:]*\): (\S+)/.exec(output)?.[1];
    expect(password).toBeDefined();
    expect(JSON.stringify(created)).not.toContain(password);
    expect(created).toMatchObject({
      entity: 'audit',
      actor,
      action: 'account_created',
      detail: { role: 'support', displayName: 'Grace Wanjiru' },
    });
    expect(created.expiresAt).toBe(expiry(created.at));
    const account = await getStaff(table, username);
    expect(account?.role).toBe('support');
    expect(JSON.stringify(created)).not.toContain(account?.passwordHash ?? 'no hash');

    expect(await auditOf(username)).toHaveLength(1);
    expect((await staff('list')).stdout).toContain(username);
    expect(await auditOf(username)).toHaveLength(1);

    const { entry: disabled } = await oneEntryOf(username, 'disable');
    expect(disabled).toMatchObject({ actor, action: 'account_disabled' });
    expect(disabled.detail).toBeUndefined();
    const afterDisable = await getStaff(table, username);
    expect(afterDisable?.disabled).toBe(true);
    expect(afterDisable?.sessionsValidFrom).toBeDefined();

    const { entry: enabled } = await oneEntryOf(username, 'enable');
    expect(enabled).toMatchObject({ actor, action: 'account_enabled' });
    expect((await getStaff(table, username))?.disabled).toBe(false);

    const hashBefore = (await getStaff(table, username))?.passwordHash;
    const { entry: reset } = await oneEntryOf(
      username,
      'reset-password',
      '--password',
      'a new long password',
    );
    expect(reset).toMatchObject({ actor, action: 'password_reset' });
    const afterReset = await getStaff(table, username);
    expect(afterReset?.passwordHash).not.toBe(hashBefore);
    expect(afterReset?.sessionsValidFrom).not.toBe(afterDisable?.sessionsValidFrom);
    expect(JSON.stringify(reset)).not.toContain('a new long password');
    expect(JSON.stringify(reset)).not.toContain(afterReset?.passwordHash ?? 'no hash');

    await db.send(
      new UpdateCommand({
        TableName: table.tableName,
        Key: staffKeys.staff(username),
        UpdateExpression: 'SET totpSecret = :secret',
        ExpressionAttributeValues: { ':secret': 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' },
      }),
    );
    // Recovery codes: ten printed once, only hashes stored; reset-2fa then removes them too.
    const { entry: codes, output: printed } = await oneEntryOf(username, 'recovery-codes');
    expect(codes).toMatchObject({ actor, action: 'recovery_codes_regenerated', detail: { count: 10 } });
    const shown = printed.match(/^ {2}[0-9A-Z]{5}-[0-9A-Z]{5}$/gm) ?? [];
    expect(shown).toHaveLength(10);
    const withCodes = await getStaff(table, username);
    expect(withCodes?.recoveryCodeHashes?.size).toBe(10);
    for (const code of shown) {
      expect(JSON.stringify([...(withCodes?.recoveryCodeHashes ?? [])])).not.toContain(code.trim());
      expect(JSON.stringify(codes)).not.toContain(code.trim());
    }
    expect((await staff('list')).stdout).toMatch(new RegExp(`${username} .*enrolled +10 left`));

    const { entry: totp } = await oneEntryOf(username, 'reset-2fa');
    expect(totp).toMatchObject({ actor, action: 'totp_reset' });
    expect(JSON.stringify(totp)).not.toContain('JBSWY3DPEHPK3PXP');
    expect((await getStaff(table, username))?.totpSecret).toBeUndefined();
    expect((await getStaff(table, username))?.recoveryCodeHashes).toBeUndefined();

    const { entry: role } = await oneEntryOf(username, 'role', '--role', 'admin');
    expect(role).toMatchObject({ actor, action: 'role_changed', detail: { from: 'support', to: 'admin' } });
    expect((await getStaff(table, username))?.role).toBe('admin');

    expect((await auditOf(username)).map((entry) => entry.action)).toEqual([
      'account_created',
      'account_disabled',
      'account_enabled',
      'password_reset',
      'recovery_codes_regenerated',
      'totp_reset',
      'role_changed',
    ]);
  }, 180_000);

  it('writes neither account nor entry when the command fails', async () => {
    const unknown = uniqueName();
    const run = await staff('disable', '--username', unknown);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`No staff account ${unknown}`);
    expect(await auditOf(unknown)).toEqual([]);
    expect(await getStaff(table, unknown)).toBeUndefined();
  }, 60_000);
});

describe('a staff account change and its audit entry', () => {
  const deps = { ...table, now: () => new Date(), actor: 'cli:tester' };

  it('are one transaction: a refused change writes no entry', async () => {
    const username = uniqueName();
    await createStaff(deps, { username, role: 'admin', password: 'long enough password' });
    await expect(
      createStaff(deps, { username, role: 'support', password: 'another long password' }),
    ).rejects.toThrow(StaffExistsError);
    expect((await auditOf(username)).map((entry) => entry.action)).toEqual(['account_created']);
    expect((await getStaff(table, username))?.role).toBe('admin');

    const unknown = uniqueName();
    await expect(setStaffDisabled(deps, unknown, true)).rejects.toThrow(StaffNotFoundError);
    await expect(changeStaffRole(deps, unknown, 'admin')).rejects.toThrow(StaffNotFoundError);
    expect(await auditOf(unknown)).toEqual([]);
  });

  it('record the role it really changed from when another change came first', async () => {
    const username = uniqueName();
    await createStaff(deps, { username, role: 'support', password: 'long enough password' });
    let raced = false;
    // Another command sets the role between this one's read and its transaction.
    const racing = {
      send: async (command: Parameters<DynamoDBDocumentClient['send']>[0]) => {
        if (!raced && command instanceof TransactWriteCommand) {
          raced = true;
          await db.send(
            new UpdateCommand({
              TableName: table.tableName,
              Key: staffKeys.staff(username),
              UpdateExpression: 'SET #role = :admin',
              ExpressionAttributeNames: { '#role': 'role' },
              ExpressionAttributeValues: { ':admin': 'admin' },
            }),
          );
        }
        return db.send(command);
      },
    } as unknown as DynamoDBDocumentClient;
    await changeStaffRole({ ...deps, db: racing }, username, 'admin');
    expect(raced).toBe(true);
    const entries = (await auditOf(username)).filter((entry) => entry.action === 'role_changed');
    expect(entries).toHaveLength(1);
    expect(entries[0]?.detail).toEqual({ from: 'admin', to: 'admin' });
  });

  it('write no entry without an actor (the local admin account, test fixtures)', async () => {
    const username = uniqueName();
    await createStaff(
      { ...table, now: () => new Date() },
      { username, role: 'support', password: 'long enough password' },
    );
    await setStaffDisabled({ ...table, now: () => new Date() }, username, true);
    expect(await auditOf(username)).toEqual([]);
  });
});
