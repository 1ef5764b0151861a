import { describe, expect, it } from 'vitest';
import {
  authLoginPath,
  authSecondFactorPath,
  authSessionPath,
  type LoginAnswer,
} from '../../../shared/api/admin';
import { createStaff, getStaff, setStaffDisabled } from '../../../functions/auth/staff-accounts';
import { totpCode } from '../../../functions/auth/totp';
import { createTestStaff, testTotpSecrets } from '../../support/staff';
import { auditActionsOf, authAppAt, Browser, table, TestClock } from './support';

const newName = () => `new-${Math.random().toString(36).slice(2, 10)}`;

describe('signing in with username and password', () => {
  it('answers 401 "Invalid username or password" to a wrong password and to an unknown name alike', async () => {
    const staff = await createTestStaff(table, { role: 'admin' });
    const browser = Browser.ofApp(authAppAt(new TestClock()));
    const wrongPassword = await browser.call('POST', authLoginPath, {
      username: staff.username,
      password: `${staff.password}x`,
    });
    const unknownName = await browser.call('POST', authLoginPath, {
      username: `nobody-${staff.username}`,
      password: staff.password,
    });
    for (const answer of [wrongPassword, unknownName]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ error: 'invalid_credentials', message: 'Invalid username or password' });
      expect(answer.setCookies).toEqual([]);
    }
    expect(await auditActionsOf(staff.username)).toEqual(['sign_in_failed']);
  });

  it('refuses a disabled account with the same answer, even with the right password', async () => {
    const staff = await createTestStaff(table, { role: 'support' });
    await setStaffDisabled({ ...table, now: () => new Date() }, staff.username, true);
    const answer = await Browser.ofApp(authAppAt(new TestClock())).call('POST', authLoginPath, {
      username: staff.username,
      password: staff.password,
    });
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe('Invalid username or password');
  });

  it('asks for both fields with translation keys and stores nothing', async () => {
    const answer = await Browser.ofApp(authAppAt(new TestClock())).call('POST', authLoginPath, {
      username: '  ',
      password: '',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.issues).toEqual([
      { path: 'username', message: 'admin.errors.usernameRequired' },
      { path: 'password', message: 'admin.errors.passwordRequired' },
    ]);
    expect(answer.setCookies).toEqual([]);
  });

  it('takes the username in any case and with spaces around it', async () => {
    const staff = await createTestStaff(table, { role: 'admin' });
    const answer = await Browser.ofApp(authAppAt(new TestClock())).call('POST', authLoginPath, {
      username: ` ${staff.username.toUpperCase()} `,
      password: staff.password,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ next: 'totp' });
  });
});

describe('the second factor', () => {
  it('enrols a new account by QR code on its first sign-in, then asks only for the code', async () => {
    const clock = new TestClock();
    const username = newName();
    const password = 'a fine long password';
    await createStaff(
      { ...table, now: clock.now },
      { username, role: 'admin', password, displayName: 'Amina' },
    );
    const browser = Browser.ofApp(authAppAt(clock));

    const first = await browser.call('POST', authLoginPath, { username, password });
    expect(first.status).toBe(200);
    const enrol = first.body as Extract<LoginAnswer, { next: 'enrol' }>;
    expect(enrol.next).toBe('enrol');
    expect(enrol.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrol.otpauthUri).toContain(`secret=${enrol.secret}`);
    expect(enrol.qrSvg).toMatch(/^<svg /);
    // Asking again before confirming shows the secret already offered (the app may have scanned it).
    const again = await browser.call('POST', authLoginPath, { username, password });
    expect((again.body as { secret: string }).secret).toBe(enrol.secret);

    const confirmed = await browser.call('POST', authSecondFactorPath, {
      code: totpCode(enrol.secret, clock.now()),
    });
    expect(confirmed.status).toBe(200);
    // At enrolment, and only then, the ten recovery codes come with the answer (shown once).
    const { recoveryCodes, ...session } = confirmed.body;
    expect(session).toEqual({ username, displayName: 'Amina', role: 'admin' });
    expect(recoveryCodes).toHaveLength(10);
    const stored = (await getStaff(table, username))?.totpSecret ?? '';
    expect(stored).not.toContain(enrol.secret);
    expect(await testTotpSecrets().open(stored, username)).toBe(enrol.secret);
    expect((await getStaff(table, username))?.pendingTotpSecret).toBeUndefined();
    expect((await browser.call('GET', authSessionPath)).body).toEqual({
      username,
      displayName: 'Amina',
      role: 'admin',
    });

    clock.advanceMinutes(1);
    const later = Browser.ofApp(authAppAt(clock));
    expect((await later.call('POST', authLoginPath, { username, password })).body).toEqual({ next: 'totp' });
    expect((await auditActionsOf(username)).sort()).toEqual(['sign_in', 'totp_enrolled']);
  });

  it('refuses a wrong code with 401 invalid_code and starts no session', async () => {
    const staff = await createTestStaff(table, { role: 'admin' });
    const clock = new TestClock();
    const browser = Browser.ofApp(authAppAt(clock));
    await browser.call('POST', authLoginPath, { username: staff.username, password: staff.password });
    const right = totpCode(staff.totpSecret, clock.now());
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    const answer = await browser.call('POST', authSecondFactorPath, { code: wrong });
    expect(answer.status).toBe(401);
    expect(answer.body.error).toBe('invalid_code');
    expect(answer.setCookies).toEqual([]);
    expect((await browser.call('GET', authSessionPath)).status).toBe(401);
    // The pending login is still there: the right code then works.
    expect((await browser.call('POST', authSecondFactorPath, { code: right })).status).toBe(200);
  });

  it('refuses a code that was already used (replay), even in a new sign-in', async () => {
    const staff = await createTestStaff(table, { role: 'admin' });
    const clock = new TestClock();
    const code = totpCode(staff.totpSecret, clock.now());
    const first = Browser.ofApp(authAppAt(clock));
    await first.call('POST', authLoginPath, { username: staff.username, password: staff.password });
    expect((await first.call('POST', authSecondFactorPath, { code })).status).toBe(200);

    const second = Browser.ofApp(authAppAt(clock));
    await second.call('POST', authLoginPath, { username: staff.username, password: staff.password });
    const replay = await second.call('POST', authSecondFactorPath, { code });
    expect(replay.status).toBe(401);
    expect(replay.body.error).toBe('invalid_code');
    // An older code (one step back) is refused too: only later steps count after a use.
    const older = totpCode(staff.totpSecret, new Date(clock.now().getTime() - 30_000));
    expect((await second.call('POST', authSecondFactorPath, { code: older })).status).toBe(401);
    clock.advanceMinutes(0.5);
    const next = totpCode(staff.totpSecret, clock.now());
    expect((await second.call('POST', authSecondFactorPath, { code: next })).status).toBe(200);
  });

  it('needs the password step first, and sends back to it after 5 minutes (login_expired)', async () => {
    const staff = await createTestStaff(table, { role: 'admin' });
    const clock = new TestClock();
    const code = () => ({ code: totpCode(staff.totpSecret, clock.now()) });
    const withoutPassword = await Browser.ofApp(authAppAt(clock)).call('POST', authSecondFactorPath, code());
    expect(withoutPassword.status).toBe(401);
    expect(withoutPassword.body.error).toBe('login_expired');

    const browser = Browser.ofApp(authAppAt(clock));
    await browser.call('POST', authLoginPath, { username: staff.username, password: staff.password });
    clock.advanceMinutes(5);
    const late = await browser.call('POST', authSecondFactorPath, code());
    expect(late.status).toBe(401);
    expect(late.body.error).toBe('login_expired');
  });

  it('asks for six digits with a translation key', async () => {
    const answer = await Browser.ofApp(authAppAt(new TestClock())).call('POST', authSecondFactorPath, {
      code: '12 34',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.issues).toEqual([{ path: 'code', message: 'admin.errors.codeFormat' }]);
  });
});
