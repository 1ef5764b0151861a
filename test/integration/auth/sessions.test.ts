import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import {
  authLoginPath,
  authLogoutPath,
  authSecondFactorPath,
  authSessionPath,
  staffLoginCookie,
  staffSessionCookie,
} from '../../../shared/api/admin';
import { setStaffDisabled } from '../../../functions/auth/staff-accounts';
import { totpCode } from '../../../functions/auth/totp';
import { createTestStaff, totpNow, type TestStaff } from '../../support/staff';
import { stack } from '../support';
import { auditActionsOf, authAppAt, Browser, db, table, TestClock } from './support';

/** Signs in through the real stack (password, then the current code). */
async function signedIn(staff: TestStaff): Promise<{ browser: Browser; login: string[]; session: string[] }> {
  const browser = Browser.ofStack();
  const login = await browser.call('POST', authLoginPath, {
    username: staff.username,
    password: staff.password,
  });
  expect(login.status).toBe(200);
  const code = await browser.call('POST', authSecondFactorPath, {
    code: await totpNow(stack.url, staff.totpSecret),
  });
  expect(code.status).toBe(200);
  return { browser, login: [...login.setCookies], session: [...code.setCookies] };
}

/** Signs in through an app of this process at the test clock's time. */
async function signedInAt(clock: TestClock, staff: TestStaff): Promise<Browser> {
  const browser = Browser.ofApp(authAppAt(clock));
  await browser.call('POST', authLoginPath, { username: staff.username, password: staff.password });
  const answer = await browser.call('POST', authSecondFactorPath, {
    code: totpCode(staff.totpSecret, clock.now()),
  });
  expect(answer.status).toBe(200);
  return browser;
}

const attributes = (header: string | undefined) =>
  (header ?? '')
    .split(';')
    .slice(1)
    .map((a) => a.trim().toLowerCase());

describe('staff sessions', () => {
  it('set the session cookie HttpOnly, Secure, SameSite=Strict for the whole site, and the 5-minute login cookie for /api/auth', async () => {
    const staff = await createTestStaff(table, { role: 'admin' });
    const { login, session } = await signedIn(staff);
    const loginCookie = attributes(login.find((c) => c.startsWith(`${staffLoginCookie}=`)));
    expect(loginCookie).toEqual(
      expect.arrayContaining(['httponly', 'secure', 'samesite=strict', 'path=/api/auth', 'max-age=300']),
    );
    const sessionCookie = attributes(session.find((c) => c.startsWith(`${staffSessionCookie}=`)));
    expect(sessionCookie).toEqual(
      expect.arrayContaining(['httponly', 'secure', 'samesite=strict', 'path=/', `max-age=${8 * 3600}`]),
    );
    // The used login cookie is cleared with the same path.
    expect(session.find((c) => c.startsWith(`${staffLoginCookie}=;`))).toMatch(
      /Max-Age=0.*Path=\/api\/auth/i,
    );
  });

  it('answer who is signed in, and 401 without a session', async () => {
    const staff = await createTestStaff(table, { role: 'support', displayName: 'Joseph Kamau' });
    const { browser } = await signedIn(staff);
    const me = await browser.call('GET', authSessionPath);
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe('no-store');
    expect(me.body).toEqual({ username: staff.username, displayName: 'Joseph Kamau', role: 'support' });
    expect((await Browser.ofStack().call('GET', authSessionPath)).status).toBe(401);
  });

  it('end on the server at sign-out: the old cookie then gives 401', async () => {
    const staff = await createTestStaff(table, { role: 'admin' });
    const { browser } = await signedIn(staff);
    const token = browser.cookies.get(staffSessionCookie) ?? '';
    const out = await browser.call('POST', authLogoutPath);
    expect(out.status).toBe(204);
    expect(out.setCookies.some((c) => c.startsWith(`${staffSessionCookie}=;`) && /max-age=0/i.test(c))).toBe(
      true,
    );

    const replayed = Browser.ofStack();
    replayed.cookies.set(staffSessionCookie, token);
    expect((await replayed.call('GET', authSessionPath)).status).toBe(401);
    expect(await auditActionsOf(staff.username)).toContain('sign_out');
    // Signing out again, or without a session, is harmless.
    expect((await replayed.call('POST', authLogoutPath)).status).toBe(204);
  });

  it('end after 30 idle minutes', async () => {
    const staff = await createTestStaff(table, { role: 'admin' });
    const clock = new TestClock(Date.now() + 3_600_000);
    const browser = await signedInAt(clock, staff);
    clock.advanceMinutes(29);
    expect((await browser.call('GET', authSessionPath)).status).toBe(200);
    clock.advanceMinutes(31);
    expect((await browser.call('GET', authSessionPath)).status).toBe(401);
  });

  it('end 8 hours after sign-in even when used all along', async () => {
    const staff = await createTestStaff(table, { role: 'admin' });
    const clock = new TestClock(Date.now() + 3_600_000);
    const browser = await signedInAt(clock, staff);
    for (let minutes = 20; minutes < 8 * 60; minutes += 20) {
      clock.advanceMinutes(20);
      expect((await browser.call('GET', authSessionPath)).status, `${minutes} min`).toBe(200);
    }
    clock.advanceMinutes(20);
    expect((await browser.call('GET', authSessionPath)).status).toBe(401);
  });

  it('end at once when the account is disabled', async () => {
    const staff = await createTestStaff(table, { role: 'admin' });
    const { browser } = await signedIn(staff);
    await setStaffDisabled({ ...table, now: () => new Date() }, staff.username, true);
    expect((await browser.call('GET', authSessionPath)).status).toBe(401);
  });

  it('refuse state-changing auth calls from another origin or without one (403)', async () => {
    const staff = await createTestStaff(table, { role: 'admin' });
    const { browser } = await signedIn(staff);
    for (const origin of ['https://attacker.example', '']) {
      browser.origin = origin;
      for (const [path, body] of [
        [authLoginPath, { username: staff.username, password: staff.password }],
        [authSecondFactorPath, { code: '123456' }],
        [authLogoutPath, undefined],
      ] as const) {
        const answer = await browser.call('POST', path, body);
        expect(answer.status, `${path} from "${origin}"`).toBe(403);
        expect(answer.body.error).toBe('bad_origin');
      }
    }
    browser.origin = new URL(stack.url).origin;
    // The refused sign-out changed nothing.
    expect((await browser.call('GET', authSessionPath)).status).toBe(200);
  });

  it('keep neither the clear password nor any token in the table', async () => {
    const staff = await createTestStaff(table, { role: 'admin' });
    const browser = Browser.ofStack();
    await browser.call('POST', authLoginPath, { username: staff.username, password: staff.password });
    const loginToken = browser.cookies.get(staffLoginCookie) ?? '';
    await browser.call('POST', authSecondFactorPath, { code: await totpNow(stack.url, staff.totpSecret) });
    const sessionToken = browser.cookies.get(staffSessionCookie) ?? '';
    expect(loginToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(sessionToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);

    // A test-only Scan of the whole local table (never done by the product).
    const items: unknown[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const page = await db.send(new ScanCommand({ TableName: stack.tableName, ExclusiveStartKey: start }));
      items.push(...(page.Items ?? []));
      start = page.LastEvaluatedKey;
    } while (start !== undefined);
    const dump = JSON.stringify(items);
    expect(dump).toContain(staff.username);
    for (const secret of [staff.password, loginToken, sessionToken]) expect(dump).not.toContain(secret);
  });
});
