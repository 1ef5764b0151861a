import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { authLoginPath, authSecondFactorPath, type LoginAnswer } from '../../../shared/api/admin';
import { createStaff } from '../../../functions/auth/staff-accounts';
import { newTotpSecret, totpCode } from '../../../functions/auth/totp';
import { staffKeys } from '../../../functions/lib/staff-session';
import { createTestStaff, signInByApi, testTotpSecrets } from '../../support/staff';
import { stack } from '../support';
import { authAppAt, Browser, db, table, TestClock } from './support';

/** The account item exactly as the store holds it. */
async function storedItem(username: string): Promise<Record<string, unknown>> {
  const result = await db.send(
    new GetCommand({ TableName: table.tableName, Key: staffKeys.staff(username), ConsistentRead: true }),
  );
  return result.Item ?? {};
}

describe('TOTP secrets at rest', () => {
  it('are stored sealed: the account item holds no clear secret, and the stack signs in with it', async () => {
    const staff = await createTestStaff(table, { role: 'admin' });
    const item = await storedItem(staff.username);
    expect(String(item.totpSecret)).toMatch(/^aes1:[A-Za-z0-9_-]+$/);
    expect(JSON.stringify(item)).not.toContain(staff.totpSecret);
    // The running stack opens it with its own key (.data/totp-key; in memory here).
    const token = await signInByApi(stack.url, staff.username, staff.password, staff.totpSecret);
    expect(token.length).toBeGreaterThan(20);
  });

  it('keeps the offered secret sealed while enrolment is pending', async () => {
    const username = `pending-${Math.random().toString(36).slice(2, 10)}`;
    const password = 'a long enough password 1';
    await createStaff(
      { ...table, now: () => new Date(), actor: 'test' },
      { username, role: 'support', password },
    );
    const answer = await Browser.ofApp(authAppAt(new TestClock())).call('POST', authLoginPath, {
      username,
      password,
    });
    const offered = (answer.body as Extract<LoginAnswer, { next: 'enrol' }>).secret;
    const item = await storedItem(username);
    expect(String(item.pendingTotpSecret)).toMatch(/^aes1:/);
    expect(JSON.stringify(item)).not.toContain(offered);
  });

  it('seals a clear secret left from before at the first sign-in, and the code still works', async () => {
    const staff = await createTestStaff(table, { role: 'support' });
    const clear = newTotpSecret();
    // An account enrolled before secrets were sealed.
    await db.send(
      new UpdateCommand({
        TableName: table.tableName,
        Key: staffKeys.staff(staff.username),
        UpdateExpression: 'SET totpSecret = :clear REMOVE lastTotpStep',
        ExpressionAttributeValues: { ':clear': clear },
      }),
    );
    expect((await storedItem(staff.username)).totpSecret).toBe(clear);

    const clock = new TestClock();
    const browser = Browser.ofApp(authAppAt(clock));
    const login = await browser.call('POST', authLoginPath, {
      username: staff.username,
      password: staff.password,
    });
    expect(login.body).toEqual({ next: 'totp' });
    const sealed = String((await storedItem(staff.username)).totpSecret);
    expect(sealed).toMatch(/^aes1:/);
    expect(sealed).not.toContain(clear);
    expect(await testTotpSecrets().open(sealed, staff.username)).toBe(clear);

    const code = await browser.call('POST', authSecondFactorPath, { code: totpCode(clear, clock.now()) });
    expect(code.status).toBe(200);
    expect(JSON.stringify(await storedItem(staff.username))).not.toContain(clear);
  });

  it('refuses a sealed secret moved onto another account (bound to the username)', async () => {
    const owner = await createTestStaff(table, { role: 'admin' });
    const other = await createTestStaff(table, { role: 'support' });
    await db.send(
      new UpdateCommand({
        TableName: table.tableName,
        Key: staffKeys.staff(other.username),
        UpdateExpression: 'SET totpSecret = :moved',
        ExpressionAttributeValues: { ':moved': (await storedItem(owner.username)).totpSecret },
      }),
    );
    const clock = new TestClock();
    const browser = Browser.ofApp(authAppAt(clock));
    await browser.call('POST', authLoginPath, { username: other.username, password: other.password });
    const answer = await browser.call('POST', authSecondFactorPath, {
      code: totpCode(owner.totpSecret, clock.now()),
    });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
  });
});
