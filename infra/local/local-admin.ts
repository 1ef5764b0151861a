import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TableRef } from '../../functions/lib/applications-table';
import { generatePassword, verifyPassword } from '../../functions/auth/password-hash';
import { createStaff, getStaff, StaffExistsError } from '../../functions/auth/staff-accounts';

/**
 * The local admin account of `npm start`: created on the first start (`admin`, role admin, "Local
 * Admin") with a random password. For this local convenience only, the password is kept in
 * `<dataDir>/local-admin.json` (mode 600) so the start banner can show it; a deployment has no such
 * account (staff are created with `npm run staff`).
 */
export const localAdminUsername = 'admin';
export const localAdminDisplayName = 'Local Admin';

export interface LocalAdmin {
  readonly username: string;
  /** Undefined when it has been changed since (for example with `npm run staff -- reset-password`). */
  readonly password?: string;
  readonly enrolled: boolean;
  readonly disabled: boolean;
  readonly file: string;
}

async function savedPassword(file: string): Promise<string | undefined> {
  try {
    const saved = JSON.parse(await readFile(file, 'utf8')) as { password?: unknown };
    return typeof saved.password === 'string' ? saved.password : undefined;
  } catch {
    return undefined;
  }
}

export async function ensureLocalAdmin(table: TableRef, dataDir: string): Promise<LocalAdmin> {
  const file = join(dataDir, 'local-admin.json');
  // The product itself creates this account: the audit log names it `system`.
  const deps = { ...table, now: () => new Date(), actor: 'system' };
  if ((await getStaff(deps, localAdminUsername)) === undefined) {
    const password = generatePassword();
    try {
      await createStaff(deps, {
        username: localAdminUsername,
        role: 'admin',
        displayName: localAdminDisplayName,
        password,
      });
      await mkdir(dataDir, { recursive: true });
      await writeFile(file, `${JSON.stringify({ username: localAdminUsername, password }, null, 2)}\n`, {
        mode: 0o600,
      });
    } catch (e: unknown) {
      if (!(e instanceof StaffExistsError)) throw e;
    }
  }
  const account = await getStaff(deps, localAdminUsername);
  if (account === undefined) throw new Error('The local admin account could not be created');
  const saved = await savedPassword(file);
  const current =
    saved !== undefined && (await verifyPassword(saved, account.passwordHash)) ? saved : undefined;
  return {
    username: account.username,
    ...(current !== undefined ? { password: current } : {}),
    enrolled: account.totpSecret !== undefined,
    disabled: account.disabled === true,
    file,
  };
}

/** The lines of the start banner about the admin panel. */
export function localAdminBanner(admin: LocalAdmin, siteUrl: string): string {
  const lines = [
    `Admin panel    ${siteUrl}/kenya-eta-admin`,
    `               username ${admin.username}, password ${
      admin.password ?? '(changed since; set one with: npm run staff -- reset-password --username admin)'
    }`,
  ];
  if (admin.password !== undefined) {
    lines.push(`               (a local convenience: the password is kept only in ${admin.file}, mode 600)`);
  }
  lines.push(
    admin.enrolled
      ? '               Sign-in asks for the code of the authenticator app you enrolled (npm run staff -- reset-2fa --username admin to enrol again).'
      : '               The first sign-in enrols an authenticator app by QR code (a second step at every sign-in).',
  );
  if (admin.disabled)
    lines.push('               This account is disabled: npm run staff -- enable --username admin');
  return lines.map((line) => `  ${line}`).join('\n');
}
