import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import {
  authLoginPath,
  authRecoveryCodePath,
  authSecondFactorPath,
  authSessionPath,
  type SecondFactorAnswer,
} from '../../../shared/api/admin';
import { createStaff, resetStaffSecondFactor } from '../../../functions/auth/staff-accounts';
import { regenerateRecoveryCodes } from '../../../functions/auth/staff-recovery-codes';
import { totpCode } from '../../../functions/auth/totp';
import { staffKeys } from '../../../functions/lib/staff-session';
import { createTestStaff, type TestStaff } from '../../support/staff';
import { auditActionsOf, authAppAt, Browser, table, TestClock } from './support';

const cli = { ...table, now: () => new Date(), actor: 'cli:test' };

async function storedItem(username: string): Promise<Record<string, unknown>> {
  const result = await table.db.send(
    new GetCommand({ TableName: table.tableName, Key: staffKeys.staff(username), ConsistentRead: true }),
  );
  return result.Item ?? {};
}

/** A browser past the password step of the account (a pending login), on an app with its own clock. */
async function pastPassword(staff: Pick<TestStaff, 'username' | 'password'>, clock = new TestClock()) {
  const browser = Browser.ofApp(authAppAt(clock));
  const login = await browser.call('POST', authLoginPath, {
    username: staff.username,
    password: staff.password,
  });
  expect(login.status).toBe(200);
  return browser;
}

describe('one-time recovery codes', () => {
  it('come with the enrolment, shown once and stored only as hashes', async () => {
    const clock = new TestClock();
    const username = `enrol-${Math.random().toString(36).slice(2, 10)}`;
    const password = 'a fine long password';
    await createStaff({ ...table, now: clock.now }, { username, role: 'support', password });
    const browser = Browser.ofApp(authAppAt(clock));
    const enrol = await browser.call('POST', authLoginPath, { username, password });
    const confirmed = await browser.call('POST', authSecondFactorPath, {
      code: totpCode(String(enrol.body.secret), clock.now()),
    });
    const codes = (confirmed.body as unknown as SecondFactorAnswer).recoveryCodes ?? [];
    expect(codes).toHaveLength(10);
    const item = await storedItem(username);
    expect((item.recoveryCodeHashes as Set<string>).size).toBe(10);
    const stored = JSON.stringify({
      ...item,
      recoveryCodeHashes: [...(item.recoveryCodeHashes as Set<string>)],
    });
    for (const code of codes) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(code.replace('-', ''));
    }
    // The next sign-in with the app's code does not show them again.
    clock.advanceMinutes(1);
    const again = await pastPassword({ username, password }, clock);
    const next = await again.call('POST', authSecondFactorPath, {
      code: totpCode(String(enrol.body.secret), clock.now()),
    });
    expect(next.status).toBe(200);
    expect(next.body).not.toHaveProperty('recoveryCodes');

    // And one of them signs in instead of a code.
    const recovering = await pastPassword({ username, password }, clock);
    const used = await recovering.call('POST', authRecoveryCodePath, { recoveryCode: codes[4] });
    expect(used.status).toBe(200);
    expect(used.body).toMatchObject({ username, recoveryCodesLeft: 9 });
  });

  it('sign in once each, counted down and audited; a used code is refused', async () => {
    const staff = await createTestStaff(table, { role: 'admin' });
    const { codes } = await regenerateRecoveryCodes(cli, staff.username);
    const first = await pastPassword(staff);
    const answer = await first.call('POST', authRecoveryCodePath, { recoveryCode: codes[0]?.toLowerCase() });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      username: staff.username,
      displayName: staff.displayName,
      role: 'admin',
      recoveryCodesLeft: 9,
    });
    expect((await first.call('GET', authSessionPath)).status).toBe(200);
    expect(await auditActionsOf(staff.username)).toEqual(
      expect.arrayContaining(['recovery_codes_regenerated', 'recovery_code_used', 'sign_in']),
    );

    const second = await pastPassword(staff);
    const reused = await second.call('POST', authRecoveryCodePath, { recoveryCode: codes[0] });
    expect(reused.status).toBe(401);
    expect(reused.body.error).toBe('invalid_recovery_code');
    expect((await second.call('GET', authSessionPath)).status).toBe(401);
    const next = await second.call('POST', authRecoveryCodePath, { recoveryCode: codes[1] });
    expect(next.body.recoveryCodesLeft).toBe(8);
  });

  it('let two requests with the same code at once sign in only once', async () => {
    const staff = await createTestStaff(table, { role: 'support' });
    const { codes } = await regenerateRecoveryCodes(cli, staff.username);
    const browsers = await Promise.all([pastPassword(staff), pastPassword(staff), pastPassword(staff)]);
    const answers = await Promise.all(
      browsers.map((b) => b.call('POST', authRecoveryCodePath, { recoveryCode: codes[3] })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401, 401]);
    expect(((await storedItem(staff.username)).recoveryCodeHashes as Set<string>).size).toBe(9);
  });

  it('are replaced by `npm run staff -- recovery-codes` (old ones stop working) and cleared by reset-2fa', async () => {
    const staff = await createTestStaff(table, { role: 'support' });
    const old = (await regenerateRecoveryCodes(cli, staff.username)).codes;
    const fresh = (await regenerateRecoveryCodes(cli, staff.username)).codes;
    const refused = await (
      await pastPassword(staff)
    ).call('POST', authRecoveryCodePath, { recoveryCode: old[0] });
    expect(refused.status).toBe(401);
    const accepted = await (
      await pastPassword(staff)
    ).call('POST', authRecoveryCodePath, {
      recoveryCode: fresh[0],
    });
    expect(accepted.status).toBe(200);

    await resetStaffSecondFactor(cli, staff.username);
    const item = await storedItem(staff.username);
    expect(item).not.toHaveProperty('recoveryCodeHashes');
    expect(item).not.toHaveProperty('recoveryCodeSalt');
    // Not enrolled any more: the password step offers enrolment, and no recovery code signs in.
    const browser = Browser.ofApp(authAppAt(new TestClock()));
    const login = await browser.call('POST', authLoginPath, {
      username: staff.username,
      password: staff.password,
    });
    expect(login.body.next).toBe('enrol');
    expect((await browser.call('POST', authRecoveryCodePath, { recoveryCode: fresh[1] })).status).toBe(401);
  });

  it('refuse a code for an account without an authenticator (nothing to recover)', async () => {
    const username = `bare-${Math.random().toString(36).slice(2, 10)}`;
    await createStaff(
      { ...table, now: () => new Date() },
      { username, role: 'support', password: 'a long enough password' },
    );
    await expect(regenerateRecoveryCodes(cli, username)).rejects.toThrow(/no authenticator yet/);
  });

  it('count wrong recovery codes like wrong codes in the lockout', async () => {
    const staff = await createTestStaff(table, { role: 'support' });
    const { codes } = await regenerateRecoveryCodes(cli, staff.username);
    const browser = await pastPassword(staff);
    for (let i = 0; i < 5; i++) {
      const wrong = await browser.call('POST', authRecoveryCodePath, { recoveryCode: `ZZZZZ-ZZZZ${i}` });
      expect(wrong.status).toBe(401);
    }
    // Even the right code is refused now: the username-and-client counter is full.
    const locked = await browser.call('POST', authRecoveryCodePath, { recoveryCode: codes[0] });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    const audit = await auditActionsOf(staff.username);
    expect(audit.filter((a) => a === 'sign_in_failed')).toHaveLength(5);
    expect(audit).toContain('locked_out');
  });

  it('answer 400 to something that cannot be a recovery code, before any check', async () => {
    const staff = await createTestStaff(table, { role: 'support' });
    const browser = await pastPassword(staff);
    const answer = await browser.call('POST', authRecoveryCodePath, { recoveryCode: 'x' });
    expect(answer.status).toBe(400);
  });
});
