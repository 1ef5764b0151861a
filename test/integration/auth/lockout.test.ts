import { describe, expect, it } from 'vitest';
import { authLoginPath, authSecondFactorPath } from '../../../shared/api/admin';
import { totpCode } from '../../../functions/auth/totp';
import { createTestStaff } from '../../support/staff';
import { auditActionsOf, authAppAt, Browser, table, TestClock, uniqueClient } from './support';

const wrongCode = (right: string) => String((Number(right) + 1) % 1_000_000).padStart(6, '0');

describe('brute-force protection of the sign-in', () => {
  it('locks a username for the rest of its 15-minute window after 5 failures: 429 with Retry-After', async () => {
    const staff = await createTestStaff(table, { role: 'admin' });
    // 10:03:20 inside a window that started at 10:00:00: 11 min 40 s remain.
    const clock = new TestClock(Date.parse('2031-05-06T10:03:20Z'));
    const app = authAppAt(clock);
    for (let i = 0; i < 5; i++) {
      // A different client each time: the username's own limit is what stops the sixth.
      const answer = await Browser.ofApp(app).call('POST', authLoginPath, {
        username: staff.username,
        password: `wrong password ${i}`,
      });
      expect(answer.status).toBe(401);
    }
    const locked = await Browser.ofApp(app).call('POST', authLoginPath, {
      username: staff.username,
      password: staff.password,
    });
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBe(String(11 * 60 + 40));
    expect(locked.body.error).toBe('rate_limited');
    expect(locked.setCookies).toEqual([]);
    const actions = await auditActionsOf(staff.username);
    expect(actions.filter((a) => a === 'sign_in_failed')).toHaveLength(5);
    expect(actions).toContain('locked_out');

    clock.advanceMinutes(12);
    const nextWindow = await Browser.ofApp(app).call('POST', authLoginPath, {
      username: staff.username,
      password: staff.password,
    });
    expect(nextWindow.status).toBe(200);
  });

  it('counts wrong codes as failures too', async () => {
    const staff = await createTestStaff(table, { role: 'support' });
    const clock = new TestClock(Date.parse('2031-05-06T11:00:05Z'));
    const browser = Browser.ofApp(authAppAt(clock));
    expect(
      (await browser.call('POST', authLoginPath, { username: staff.username, password: staff.password }))
        .status,
    ).toBe(200);
    const right = totpCode(staff.totpSecret, clock.now());
    for (let i = 0; i < 5; i++) {
      expect((await browser.call('POST', authSecondFactorPath, { code: wrongCode(right) })).status).toBe(401);
    }
    const locked = await browser.call('POST', authSecondFactorPath, { code: right });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('locks a client that tries many usernames after 20 failures', async () => {
    const clock = new TestClock(Date.parse('2031-05-06T12:00:00Z'));
    const app = authAppAt(clock);
    const client = uniqueClient();
    for (let i = 0; i < 20; i++) {
      const answer = await Browser.ofApp(app, client).call('POST', authLoginPath, {
        username: `guess-${i}-${client}`,
        password: 'a guessed password',
      });
      expect(answer.status).toBe(401);
    }
    const staff = await createTestStaff(table, { role: 'admin' });
    const locked = await Browser.ofApp(app, client).call('POST', authLoginPath, {
      username: staff.username,
      password: staff.password,
    });
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBe('900');
    // Another client is not affected.
    const other = await Browser.ofApp(app).call('POST', authLoginPath, {
      username: staff.username,
      password: staff.password,
    });
    expect(other.status).toBe(200);
  });
});
