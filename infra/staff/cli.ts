/**
 * `npm run staff -- <command>`: staff accounts of the admin panel (create, list, disable, enable,
 * reset-password, reset-2fa, role). See `infra/staff/args.ts` for the commands and README.md
 * ("Admin panel") for where it writes. Passwords are printed once and never stored in clear. Every
 * change is written in one transaction with its audit entry, naming the OS user (`cliActor`).
 */
import { fileURLToPath } from 'node:url';
import { generatePassword } from '../../functions/auth/password-hash';
import {
  changeStaffRole,
  createStaff,
  listStaff,
  resetStaffPassword,
  resetStaffSecondFactor,
  setStaffDisabled,
  StaffConflictError,
  StaffExistsError,
  StaffInputError,
  StaffNotFoundError,
  type StaffSummary,
} from '../../functions/auth/staff-accounts';
import { regenerateRecoveryCodes } from '../../functions/auth/staff-recovery-codes';
import { cliActor } from './actor';
import { parseStaffArgs, usage, UsageError, type StaffCommand } from './args';
import { openStaffStore, type StaffStore } from './store';

const root = fileURLToPath(new URL('../..', import.meta.url));

function describe(s: StaffSummary): string {
  return `${s.username} (${s.displayName}), role ${s.role}, ${s.disabled ? 'disabled' : 'active'}, ${
    s.enrolled
      ? `authenticator enrolled, ${s.recoveryCodesLeft} recovery code${s.recoveryCodesLeft === 1 ? '' : 's'} left`
      : 'authenticator not enrolled yet'
  }`;
}

function table(accounts: readonly StaffSummary[]): string {
  if (accounts.length === 0)
    return 'No staff accounts yet. Create one: npm run staff -- create --username <name> --role admin';
  const rows = [
    ['USERNAME', 'ROLE', 'STATUS', 'AUTHENTICATOR', 'RECOVERY CODES', 'DISPLAY NAME', 'CREATED'],
    ...accounts.map((s) => [
      s.username,
      s.role,
      s.disabled ? 'disabled' : 'active',
      s.enrolled ? 'enrolled' : 'not enrolled',
      s.enrolled ? `${s.recoveryCodesLeft} left` : '-',
      s.displayName,
      s.createdAt.slice(0, 10),
    ]),
  ];
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length))) ?? [];
  return rows
    .map((r) =>
      r
        .map((cell, i) => cell.padEnd(widths[i] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

function shownOnce(password: string): string {
  return `Password (shown only now; keep it in a password manager): ${password}`;
}

async function run(command: Exclude<StaffCommand, { command: 'help' }>, store: StaffStore): Promise<string> {
  const deps = { ...store.table, now: () => new Date(), actor: cliActor() };
  switch (command.command) {
    case 'create': {
      const password = command.password ?? generatePassword();
      const created = await createStaff(deps, { ...command, password });
      return [
        `Created ${describe(created)}.`,
        ...(command.password === undefined ? [shownOnce(password)] : []),
        `The first sign-in${store.adminUrl ? ` at ${store.adminUrl}` : ''} enrols an authenticator app by QR code.`,
      ].join('\n');
    }
    case 'list':
      return table(await listStaff(deps));
    case 'disable':
      return `Disabled ${describe(await setStaffDisabled(deps, command.username, true))}. Its sessions have ended.`;
    case 'enable':
      return `Enabled ${describe(await setStaffDisabled(deps, command.username, false))}.`;
    case 'reset-password': {
      const password = command.password ?? generatePassword();
      const account = await resetStaffPassword(deps, command.username, password);
      return [
        `New password set for ${describe(account)}.`,
        ...(command.password === undefined ? [shownOnce(password)] : []),
      ].join('\n');
    }
    case 'reset-2fa':
      return `Authenticator forgotten for ${describe(await resetStaffSecondFactor(deps, command.username))}. Its open sessions have ended; the next sign-in enrols one by QR code.`;
    case 'recovery-codes': {
      const { account, codes } = await regenerateRecoveryCodes(deps, command.username);
      return [
        `New recovery codes for ${describe(account)}. The old ones no longer work.`,
        'Give them to the account holder; they are shown only now. Each works once, instead of the',
        'authenticator code ("Use a recovery code" on the sign-in page):',
        ...codes.map((code) => `  ${code}`),
      ].join('\n');
    }
    case 'role':
      return `Role changed: ${describe(await changeStaffRole(deps, command.username, command.role))}.`;
  }
}

async function main(argv: readonly string[]): Promise<number> {
  let command: StaffCommand;
  try {
    command = parseStaffArgs(argv);
  } catch (e: unknown) {
    if (!(e instanceof UsageError)) throw e;
    console.error(`${e.message}\n\n${usage}`);
    return 2;
  }
  if (command.command === 'help') {
    console.log(usage);
    return 0;
  }
  const store = await openStaffStore(process.env, root);
  try {
    console.log(`(${store.description})`);
    console.log(await run(command, store));
    return 0;
  } catch (e: unknown) {
    if (
      e instanceof StaffInputError ||
      e instanceof StaffExistsError ||
      e instanceof StaffNotFoundError ||
      e instanceof StaffConflictError
    ) {
      console.error(e.message);
      return 1;
    }
    throw e;
  } finally {
    await store.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  },
);
