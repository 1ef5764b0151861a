import { randomInt } from 'node:crypto';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { authLoginPath, authSecondFactorPath } from '../../../shared/api/admin';
import { defaultLoginLimits, type LoginLimits } from '../../../functions/auth/login-throttle';
import { totpCode } from '../../../functions/auth/totp';
import { clientKey } from '../../../functions/lib/rate-limit';
import { createTestStaff, type TestStaff } from '../../support/staff';
import { auditActionsOf, authAppAt, Browser, table, TestClock, uniqueClient } from './support';

const wrongCode = (right: string) => String((Number(right) + 1) % 1_000_000).padStart(6, '0');

/** A /64 of the IPv6 documentation range of its own, and an address in it. */
const uniqueNetwork = () =>
  `2001:db8:${randomInt(0, 0xffff).toString(16)}:${randomInt(0, 0xffff).toString(16)}`;
const inNetwork = (network: string) =>
  `${network}:${randomInt(1, 0xffff).toString(16)}::${randomInt(1, 0xffff).toString(16)}`;

type App = ReturnType<typeof authAppAt>;

async function tryPassword(app: App, client: string, username: string, password: string) {
  return Browser.ofApp(app, client).call('POST', authLoginPath, { username, password });
}

/** `count` wrong passwords for the account from one client, each answered 401. */
async function failFrom(app: App, client: string, staff: TestStaff, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    const answer = await tryPassword(app, client, staff.username, `wrong password ${i}`);
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe('Invalid username or password');
  }
}

/** The `detail` of the account's `locked_out` audit entries. */
async function lockoutDetails(username: string): Promise<Record<string, unknown>[]> {
  const result = await table.db.send(
    new QueryCommand({
      TableName: table.tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      FilterExpression: '#action = :action',
      ExpressionAttributeNames: { '#action': 'action' },
      ExpressionAttributeValues: { ':pk': `STAFF#${username}`, ':prefix': 'AUDIT#', ':action': 'locked_out' },
      ConsistentRead: true,
    }),
  );
  return (result.Items ?? []).map((item) => item.detail as Record<string, unknown>);
}

/** A lockout counter's count in the 15-minute window of `at` (0 when it has none). */
async function counterAt(rule: string, key: string, at: Date): Promise<number> {
  const windowSeconds = 15 * 60;
  const start = Math.floor(at.getTime() / 1000 / windowSeconds) * windowSeconds;
  const result = await table.db.send(
    new GetCommand({
      TableName: table.tableName,
      Key: { pk: `RATE#${rule}#${clientKey(key)}`, sk: `WINDOW#${start}` },
      ConsistentRead: true,
    }),
  );
  return Number(result.Item?.requestCount ?? 0);
}

/** The three counters of a username and an IPv4 client (`login-throttle.ts`: `countersOf`). */
async function countersAt(username: string, client: string, at: Date) {
  return {
    usernameAndClient: await counterAt('login-username-client', JSON.stringify([username, client]), at),
    client: await counterAt('login-client', client, at),
    username: await counterAt('login-username', username, at),
  };
}

describe('brute-force protection of the sign-in', () => {
  it('locks one client out of a username after 5 failures (429, Retry-After) while the owner elsewhere signs in', async () => {
    const staff = await createTestStaff(table, { role: 'admin' });
    // 10:03:20 inside a window that started at 10:00:00: 11 min 40 s remain.
    const clock = new TestClock(Date.parse('2031-05-06T10:03:20Z'));
    const app = authAppAt(clock);
    const attacker = uniqueClient();
    await failFrom(app, attacker, staff, 5);

    const locked = await tryPassword(app, attacker, staff.username, staff.password);
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBe(String(11 * 60 + 40));
    expect(locked.body.error).toBe('rate_limited');
    expect(locked.setCookies).toEqual([]);

    const owner = await tryPassword(app, uniqueClient(), staff.username, staff.password);
    expect(owner.status).toBe(200);
    expect(owner.body.next).toBe('totp');

    const actions = await auditActionsOf(staff.username);
    expect(actions.filter((a) => a === 'sign_in_failed')).toHaveLength(5);
    expect(await lockoutDetails(staff.username)).toEqual([
      { retryAfterSeconds: 11 * 60 + 40, rules: 'login-username-client' },
    ]);

    clock.advanceMinutes(12);
    expect((await tryPassword(app, attacker, staff.username, staff.password)).status).toBe(200);
  });

  it('locks a client that keeps guessing one username for longer each time (15 min, 30, 60), never its owner', async () => {
    const staff = await createTestStaff(table, { role: 'admin' });
    // At the start of a window: the first lock lasts the whole window (15 minutes).
    const clock = new TestClock(Date.parse('2031-05-07T08:00:00Z'));
    const app = authAppAt(clock);
    const attacker = uniqueClient();
    const lockAfterFailures = async () => {
      await failFrom(app, attacker, staff, 5);
      const locked = await tryPassword(app, attacker, staff.username, staff.password);
      expect(locked.status).toBe(429);
      const owner = await tryPassword(app, uniqueClient(), staff.username, staff.password);
      expect(owner.status).toBe(200);
      return Number(locked.headers.get('retry-after'));
    };

    expect(await lockAfterFailures()).toBe(15 * 60);
    clock.advanceMinutes(15);
    // The second lock within a day lasts twice as long, though a new 15-minute window has begun.
    expect(await lockAfterFailures()).toBe(30 * 60);
    clock.advanceMinutes(29);
    const stillLocked = await tryPassword(app, attacker, staff.username, staff.password);
    expect(stillLocked.status).toBe(429);
    expect(stillLocked.headers.get('retry-after')).toBe('60');
    clock.advanceMinutes(1);
    expect(await lockAfterFailures()).toBe(60 * 60);
    expect((await lockoutDetails(staff.username)).map((d) => d.retryAfterSeconds)).toEqual([
      15 * 60,
      30 * 60,
      60,
      60 * 60,
    ]);

    // A day without a lock: the next one is back to the window.
    clock.advanceMinutes(60 + 24 * 60);
    const start = clock.now().getTime();
    const windowLeft = 15 * 60 - ((start / 1000) % (15 * 60));
    expect(await lockAfterFailures()).toBe(windowLeft);
    // Some 30 sign-in attempts, each with a real scrypt check.
  }, 120_000);

  it('counts wrong codes as failures of the client for that username too', async () => {
    const staff = await createTestStaff(table, { role: 'support' });
    const clock = new TestClock(Date.parse('2031-05-06T11:00:05Z'));
    const app = authAppAt(clock);
    const browser = Browser.ofApp(app);
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

    // The owner at another address goes through both steps.
    const owner = Browser.ofApp(app);
    await owner.call('POST', authLoginPath, { username: staff.username, password: staff.password });
    expect((await owner.call('POST', authSecondFactorPath, { code: right })).status).toBe(200);
  });

  it('locks a client out of every username after 20 failures, and no other client', async () => {
    const clock = new TestClock(Date.parse('2031-05-06T12:00:00Z'));
    const app = authAppAt(clock);
    const client = uniqueClient();
    for (let i = 0; i < 20; i++) {
      const answer = await tryPassword(app, client, `guess-${i}-${client}`, 'a guessed password');
      expect(answer.status).toBe(401);
    }
    const staff = await createTestStaff(table, { role: 'admin' });
    for (const username of [staff.username, `guess-20-${client}`]) {
      const locked = await tryPassword(app, client, username, staff.password);
      expect(locked.status).toBe(429);
      expect(locked.headers.get('retry-after')).toBe('900');
    }
    expect(await lockoutDetails(staff.username)).toEqual([{ retryAfterSeconds: 900, rules: 'login-client' }]);
    expect((await tryPassword(app, uniqueClient(), staff.username, staff.password)).status).toBe(200);
  });

  it('stops a username for every client at 50 failures from many clients together', async () => {
    const staff = await createTestStaff(table, { role: 'admin' });
    const clock = new TestClock(Date.parse('2031-05-06T13:05:00Z'));
    const app = authAppAt(clock);
    // 25 clients, 2 failures each: no client comes near its own limits.
    const [first, ...others] = Array.from({ length: 25 }, () => uniqueClient());
    const last = others[others.length - 1];
    if (first === undefined || last === undefined) throw new Error('no clients');
    for (const client of [first, ...others, ...others]) await failFrom(app, client, staff, 1);
    // 49 failures: still open.
    expect((await tryPassword(app, uniqueClient(), staff.username, staff.password)).status).toBe(200);

    await failFrom(app, first, staff, 1);
    for (const client of [uniqueClient(), first, last]) {
      const locked = await tryPassword(app, client, staff.username, staff.password);
      expect(locked.status).toBe(429);
      expect(locked.headers.get('retry-after')).toBe('600');
    }
    expect(new Set((await lockoutDetails(staff.username)).map((d) => d.rules))).toEqual(
      new Set(['login-username']),
    );
    // Another username is not affected, not even from these clients.
    const colleague = await createTestStaff(table, { role: 'support' });
    expect((await tryPassword(app, first, colleague.username, colleague.password)).status).toBe(200);
  }, 120_000);

  it('does not reset any counter on a successful sign-in: counters only expire with their window', async () => {
    const staff = await createTestStaff(table, { role: 'admin' });
    const clock = new TestClock(Date.parse('2031-05-06T14:00:30Z'));
    const app = authAppAt(clock);
    const attacker = uniqueClient();
    await failFrom(app, attacker, staff, 4);

    // The owner completes a sign-in (password and code) from another address...
    const owner = Browser.ofApp(app);
    expect(
      (await owner.call('POST', authLoginPath, { username: staff.username, password: staff.password }))
        .status,
    ).toBe(200);
    const code = totpCode(staff.totpSecret, clock.now());
    expect((await owner.call('POST', authSecondFactorPath, { code })).status).toBe(200);

    // ...and the attacker's fifth failure still locks the attacker's address.
    await failFrom(app, attacker, staff, 1);
    expect((await tryPassword(app, attacker, staff.username, staff.password)).status).toBe(429);
    // A client's own success does not wipe its failures either.
    const own = uniqueClient();
    await failFrom(app, own, staff, 4);
    expect((await tryPassword(app, own, staff.username, staff.password)).status).toBe(200);
    await failFrom(app, own, staff, 1);
    expect((await tryPassword(app, own, staff.username, staff.password)).status).toBe(429);
  });

  it('treats an IPv6 /64 as one client, so rotating addresses inside it gains nothing', async () => {
    const staff = await createTestStaff(table, { role: 'admin' });
    const clock = new TestClock(Date.parse('2031-05-06T15:00:00Z'));
    const app = authAppAt(clock);
    const network = uniqueNetwork();
    for (let i = 0; i < 5; i++) await failFrom(app, inNetwork(network), staff, 1);

    const locked = await tryPassword(app, inNetwork(network), staff.username, staff.password);
    expect(locked.status).toBe(429);
    expect((await tryPassword(app, inNetwork(uniqueNetwork()), staff.username, staff.password)).status).toBe(
      200,
    );
  });

  it('gives a burst of parallel wrong passwords from one client exactly 5 tries, and counts no refused one', async () => {
    const staff = await createTestStaff(table, { role: 'admin' });
    const clock = new TestClock(Date.parse('2031-05-06T16:05:00Z'));
    const app = authAppAt(clock);
    const attacker = uniqueClient();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => tryPassword(app, attacker, staff.username, `burst guess ${i}`)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([
      ...Array<number>(5).fill(401),
      ...Array<number>(7).fill(429),
    ]);
    for (const answer of answers.filter((a) => a.status === 429)) {
      expect(answer.body.error).toBe('rate_limited');
      expect(answer.headers.get('retry-after')).toBe('600');
    }
    // The 7 refused attempts took no place in the client's or the username's counter.
    expect(await countersAt(staff.username, attacker, clock.now())).toEqual({
      usernameAndClient: 5,
      client: 5,
      username: 5,
    });
    const actions = await auditActionsOf(staff.username);
    expect(actions.filter((a) => a === 'sign_in_failed')).toHaveLength(5);
    expect(await lockoutDetails(staff.username)).toEqual(
      Array.from({ length: 7 }, () => ({ retryAfterSeconds: 600, rules: 'login-username-client' })),
    );
  });

  it('gives the places of parallel right passwords back, so only the wrong ones of a burst count', async () => {
    const staff = await createTestStaff(table, { role: 'admin' });
    const clock = new TestClock(Date.parse('2031-05-06T17:00:00Z'));
    // Room for all 6 at once: while the passwords are checked, each attempt holds a place.
    const limits: LoginLimits = {
      ...defaultLoginLimits,
      perUsernameAndClient: { ...defaultLoginLimits.perUsernameAndClient, limit: 6 },
    };
    const app = authAppAt(clock, limits);
    const client = uniqueClient();
    const passwords = [
      staff.password,
      'wrong one',
      staff.password,
      'wrong two',
      staff.password,
      'wrong three',
    ];
    const answers = await Promise.all(passwords.map((p) => tryPassword(app, client, staff.username, p)));
    expect(answers.map((a) => [a.status, a.body.next])).toEqual(
      passwords.map((p) => (p === staff.password ? [200, 'totp'] : [401, undefined])),
    );
    expect(await countersAt(staff.username, client, clock.now())).toEqual({
      usernameAndClient: 3,
      client: 3,
      username: 3,
    });
  });
});
