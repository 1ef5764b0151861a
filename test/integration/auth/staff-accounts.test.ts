import { describe, expect, it } from 'vitest';
import { authLoginPath, authSecondFactorPath, authSessionPath } from '../../../shared/api/admin';
import {
  changeStaffRole,
  createStaff,
  getStaff,
  listStaff,
  resetStaffPassword,
  resetStaffSecondFactor,
  setStaffDisabled,
  StaffExistsError,
  StaffInputError,
  StaffNotFoundError,
} from '../../../functions/auth/staff-accounts';
import { verifyPassword } from '../../../functions/auth/password-hash';
import { totpCode } from '../../../functions/auth/totp';
import { createTestStaff, type TestStaff } from '../../support/staff';
import { authAppAt, Browser, table, TestClock } from './support';

const deps = { ...table, now: () => new Date() };
const uniqueName = () => `acct-${Math.random().toString(36).slice(2, 10)}`;

describe('staff accounts', () => {
  it('are created with a scrypt hash, not enrolled, named in lower case, and listed by Query', async () => {
    const username = uniqueName();
    const created = await createStaff(deps, {
      username: ` ${username.toUpperCase()} `,
      role: 'support',
      password: 'twelve chars',
    });
    expect(created).toMatchObject({
      username,
      displayName: username,
      role: 'support',
      disabled: false,
      enrolled: false,
    });
    const stored = await getStaff(table, username);
    expect(stored?.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword('twelve chars', stored?.passwordHash ?? '')).toBe(true);
    expect((await listStaff(table)).map((s) => s.username)).toContain(username);
  });

  it('refuse an existing name, a bad name, an unknown role and a password under 12 characters', async () => {
    const username = uniqueName();
    await createStaff(deps, { username, role: 'admin', password: 'long enough password' });
    await expect(
      createStaff(deps, { username, role: 'admin', password: 'long enough password' }),
    ).rejects.toThrow(StaffExistsError);
    for (const input of [
      { username: 'ab', role: 'admin', password: 'long enough password' },
      { username: 'amina otieno', role: 'admin', password: 'long enough password' },
      { username: uniqueName(), role: 'owner', password: 'long enough password' },
      { username: uniqueName(), role: 'admin', password: 'eleven char' },
    ]) {
      await expect(createStaff(deps, input), JSON.stringify(input)).rejects.toThrow(StaffInputError);
    }
    await expect(setStaffDisabled(deps, uniqueName(), true)).rejects.toThrow(StaffNotFoundError);
  });

  it('take a new password: the old one no longer signs in', async () => {
    const staff = await createTestStaff(table, { role: 'admin' });
    await resetStaffPassword(deps, staff.username, 'a brand new password');
    const app = authAppAt(new TestClock());
    expect(
      (
        await Browser.ofApp(app).call('POST', authLoginPath, {
          username: staff.username,
          password: staff.password,
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await Browser.ofApp(app).call('POST', authLoginPath, {
          username: staff.username,
          password: 'a brand new password',
        })
      ).status,
    ).toBe(200);
  });

  it('forget the authenticator on reset-2fa: the next sign-in enrols a new secret', async () => {
    const staff = await createTestStaff(table, { role: 'admin' });
    expect((await resetStaffSecondFactor(deps, staff.username)).enrolled).toBe(false);
    const answer = await Browser.ofApp(authAppAt(new TestClock())).call('POST', authLoginPath, {
      username: staff.username,
      password: staff.password,
    });
    expect(answer.body.next).toBe('enrol');
    expect(answer.body.secret).not.toBe(staff.totpSecret);
  });

  it('apply a role change to open sessions at their next request', async () => {
    const staff = await createTestStaff(table, { role: 'support' });
    const browser = await signedInAt(new TestClock(), staff);
    expect((await browser.call('GET', authSessionPath)).body.role).toBe('support');
    await changeStaffRole(deps, staff.username, 'admin');
    expect((await browser.call('GET', authSessionPath)).body.role).toBe('admin');
  });

  it('end open sessions for good when disabled: enabling again needs a new sign-in', async () => {
    const staff = await createTestStaff(table, { role: 'admin' });
    const browser = await signedInAt(new TestClock(), staff);
    await setStaffDisabled(deps, staff.username, true);
    expect((await browser.call('GET', authSessionPath)).status).toBe(401);
    await setStaffDisabled(deps, staff.username, false);
    expect((await browser.call('GET', authSessionPath)).status).toBe(401);
    const again = await signedInAt(new TestClock(Date.now() + 60_000), staff);
    expect((await again.call('GET', authSessionPath)).status).toBe(200);
  });

  it('end open sessions when the password or the authenticator is reset', async () => {
    const staff = await createTestStaff(table, { role: 'admin' });
    const first = await signedInAt(new TestClock(), staff);
    await resetStaffPassword(deps, staff.username, 'a brand new password');
    expect((await first.call('GET', authSessionPath)).status).toBe(401);
    const second = await signedInAt(new TestClock(Date.now() + 60_000), {
      ...staff,
      password: 'a brand new password',
    });
    // Reset after that (later) sign-in, on the same clock.
    await resetStaffSecondFactor({ ...table, now: () => new Date(Date.now() + 120_000) }, staff.username);
    expect((await second.call('GET', authSessionPath)).status).toBe(401);
  });
});

/** Signs in through an app of this process at the clock's time (password, then the code). */
async function signedInAt(clock: TestClock, staff: TestStaff): Promise<Browser> {
  const browser = Browser.ofApp(authAppAt(clock));
  await browser.call('POST', authLoginPath, { username: staff.username, password: staff.password });
  const answer = await browser.call('POST', authSecondFactorPath, {
    code: totpCode(staff.totpSecret, clock.now()),
  });
  expect(answer.status).toBe(200);
  return browser;
}
