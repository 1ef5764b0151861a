import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  authLoginPath,
  authSecondFactorPath,
  invalidCodeCode,
  staffLoginCookie,
  staffSessionCookie,
  type StaffRole,
} from '../../shared/api/admin';
import { siteDictionaries } from '../../shared/i18n';
import { localizePath, type LocaleCode } from '../../shared/locales';
import type { TableRef } from '../../functions/lib/applications-table';
import { createStaff, getStaff } from '../../functions/auth/staff-accounts';
import { acceptCode, nextStepFor } from '../../functions/auth/second-factor';
import { generatePassword } from '../../functions/auth/password-hash';
import { localTotpSecretBox, type TotpSecretBox } from '../../functions/lib/totp-secret-box';
import { timeStepAt, totpCode } from '../../functions/auth/totp';
import { advanceStackClock, stackNow } from './stack-clock';

export { e2eTable } from './e2e-table';

/**
 * Staff accounts and sign-in for tests (integration, end-to-end; used by the admin panel and chat
 * tests too: keep this API stable). Accounts are written with the real domain functions of
 * `functions/auth/`; codes are real TOTP codes of the account's secret.
 */
export interface TestStaff {
  readonly username: string;
  readonly password: string;
  readonly totpSecret: string;
  readonly displayName: string;
  readonly role: StaffRole;
}

/**
 * The box that seals TOTP secrets as the running stack does: its key (`TEST_TOTP_KEY`, set by the
 * integration support and the Playwright global setup from the stack's `totpKey`).
 */
export function testTotpSecrets(): TotpSecretBox {
  const key = process.env.TEST_TOTP_KEY;
  if (!key) throw new Error('TEST_TOTP_KEY is not set: run through the integration or e2e setup.');
  return localTotpSecretBox(key);
}

/** The last time step this process used per account, so that two sign-ins never replay a code. */
const usedSteps = new Map<string, number>();
const stepMs = 30_000;

/**
 * A code the server will accept now and that this process has not used: the current step's, or the
 * next step's (accepted too, ±1 step), by the stack's clock. When both are used, the stack's clock is
 * moved to the next step (`advanceStackClock`) instead of waiting up to 30 s for it.
 */
async function freshCode(baseUrl: string, username: string, secret: string): Promise<string> {
  let now = (await stackNow(baseUrl)).getTime();
  let current = timeStepAt(new Date(now));
  const used = usedSteps.get(username) ?? -1;
  if (used + 1 > current + 1) {
    now = (await advanceStackClock(baseUrl, (current + 1) * stepMs - now)).getTime();
    current = timeStepAt(new Date(now));
  }
  const step = Math.max(current, used + 1);
  usedSteps.set(username, step);
  return totpCode(secret, new Date(step * stepMs));
}

/** The current code of a secret by the stack's clock (what the authenticator app shows "now"). */
export async function totpNow(baseUrl: string, secret: string): Promise<string> {
  return totpCode(secret, await stackNow(baseUrl));
}

/**
 * Creates an enrolled staff account: the password step offers a secret and a code confirms it, as a
 * first sign-in does (with the previous step's code, so the current one stays usable).
 */
export async function createTestStaff(
  table: TableRef,
  options: {
    readonly role: StaffRole;
    readonly username?: string;
    readonly displayName?: string;
    /** How the secret is sealed: by default as the running stack does (`testTotpSecrets`). */
    readonly totpSecrets?: TotpSecretBox;
  },
): Promise<TestStaff> {
  const deps = { ...table, now: () => new Date(), totpSecrets: options.totpSecrets ?? testTotpSecrets() };
  const username = options.username ?? `staff-${randomUUID().slice(0, 8)}`;
  const password = generatePassword();
  const displayName = options.displayName ?? `Test ${options.role} ${username.slice(-4)}`;
  await createStaff(deps, { username, role: options.role, password, displayName });
  const account = async () => {
    const found = await getStaff(deps, username);
    if (found === undefined) throw new Error(`${username} was not stored`);
    return found;
  };
  const offered = await nextStepFor(deps, await account());
  if (offered.next !== 'enrol') throw new Error('a new account must be offered enrolment');
  // One instant for the check and the code, so a step boundary passing meanwhile changes nothing.
  const at = new Date();
  const previousStep = new Date(at.getTime() - stepMs);
  const confirmed = await acceptCode(
    { ...deps, now: () => at },
    await account(),
    totpCode(offered.secret, previousStep),
  );
  if (confirmed !== 'enrolled') throw new Error(`enrolment of ${username} failed: ${confirmed}`);
  usedSteps.set(username, timeStepAt(previousStep));
  return { username, password, totpSecret: offered.secret, displayName, role: options.role };
}

function cookieValue(res: Response, name: string): string | undefined {
  for (const header of res.headers.getSetCookie()) {
    const [pair = ''] = header.split(';');
    const at = pair.indexOf('=');
    if (pair.slice(0, at).trim() === name) return pair.slice(at + 1);
  }
  return undefined;
}

/**
 * Signs in through the API as a browser on the site's origin does (password, then code) and returns
 * the session cookie's value (send it as `Cookie: eta_staff_session=<value>` with `Origin: baseUrl`).
 */
export async function signInByApi(
  baseUrl: string,
  username: string,
  password: string,
  secret: string,
): Promise<string> {
  const origin = new URL(baseUrl).origin;
  const headers = { 'content-type': 'application/json', origin };
  const login = await fetch(new URL(authLoginPath, baseUrl), {
    method: 'POST',
    headers,
    body: JSON.stringify({ username, password }),
  });
  const loginToken = cookieValue(login, staffLoginCookie);
  if (login.status !== 200 || loginToken === undefined) {
    throw new Error(`password step failed: ${login.status} ${await login.text()}`);
  }
  for (let attempt = 0; ; attempt++) {
    const res = await fetch(new URL(authSecondFactorPath, baseUrl), {
      method: 'POST',
      headers: { ...headers, cookie: `${staffLoginCookie}=${loginToken}` },
      body: JSON.stringify({ code: await freshCode(baseUrl, username, secret) }),
    });
    const session = cookieValue(res, staffSessionCookie);
    if (res.status === 200 && session !== undefined) return session;
    const body = await res.text();
    // Another process may have used this step's code for the same account: the next code will do.
    if (attempt === 0 && res.status === 401 && body.includes(invalidCodeCode)) continue;
    throw new Error(`code step failed: ${res.status} ${body}`);
  }
}

/**
 * Signs in through the admin page as a person does, and waits until the sign-in form is gone.
 * The page must be on the stack's origin (`baseURL` of the Playwright fixtures).
 */
export async function signInThroughUi(
  page: Page,
  staff: Pick<TestStaff, 'username' | 'password' | 'totpSecret'>,
  locale: LocaleCode = 'en',
): Promise<void> {
  const t = siteDictionaries[locale];
  await page.goto(localizePath('/admin', locale));
  await page.getByLabel(t['admin.signIn.username']).fill(staff.username);
  await page.getByLabel(t['admin.signIn.password'], { exact: true }).fill(staff.password);
  await page.getByRole('button', { name: t['common.form.continue'] }).click();
  await page
    .getByLabel(t['admin.signIn.code.label'])
    .fill(await freshCode(new URL(page.url()).origin, staff.username, staff.totpSecret));
  await page.getByRole('button', { name: t['admin.signIn.code.submit'] }).click();
  await page.getByRole('heading', { name: t['admin.signIn.code.title'] }).waitFor({ state: 'detached' });
}
