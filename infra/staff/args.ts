/**
 * The arguments of the staff command (`npm run staff -- <command> [options]`), parsed without a
 * library: `--name value` or `--name=value`. Values are checked by the domain functions, not here.
 */
export type StaffCommand =
  | {
      readonly command: 'create';
      readonly username: string;
      readonly role: string;
      readonly displayName?: string;
      readonly password?: string;
    }
  | { readonly command: 'list' }
  | { readonly command: 'disable' | 'enable' | 'reset-2fa' | 'recovery-codes'; readonly username: string }
  | { readonly command: 'reset-password'; readonly username: string; readonly password?: string }
  | { readonly command: 'role'; readonly username: string; readonly role: string }
  | { readonly command: 'help' };

export class UsageError extends Error {
  override name = 'UsageError';
}

export const usage = `Usage: npm run staff -- <command> [options]

Commands:
  create --username <name> --role admin|support [--name "Display Name"] [--password <password>]
                 Creates an account. Without --password a strong one is generated and printed once.
  list           Lists every account (role, status, authenticator enrolled, recovery codes left).
  disable --username <name>       The account can no longer sign in; its sessions end at once.
  enable --username <name>        Allows a disabled account to sign in again.
  reset-password --username <name> [--password <password>]
                 Sets a new password (generated and printed once when --password is absent);
                 open sessions end.
  reset-2fa --username <name>     Forgets the authenticator app and its recovery codes (the next
                 sign-in enrols one by QR code and shows new codes); open sessions end.
  recovery-codes --username <name>
                 Ten new one-time recovery codes, printed once; the old ones stop working.
  role --username <name> --role admin|support
                 Changes the role (applies to open sessions at their next request).

Where: with TABLE_NAME set (and AWS credentials), the DynamoDB table of a deployment; otherwise the
local stack's data in .data/ (LOCAL_DATA_DIR), through the running \`npm start\` when there is one.`;

const allowed: Record<string, readonly string[]> = {
  create: ['username', 'role', 'name', 'password'],
  list: [],
  disable: ['username'],
  enable: ['username'],
  'reset-password': ['username', 'password'],
  'reset-2fa': ['username'],
  'recovery-codes': ['username'],
  role: ['username', 'role'],
};

function options(command: string, args: readonly string[]): Map<string, string> {
  const found = new Map<string, string>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (!arg.startsWith('--')) throw new UsageError(`Unexpected argument "${arg}"`);
    const eq = arg.indexOf('=');
    const name = arg.slice(2, eq === -1 ? undefined : eq);
    if (!(allowed[command] ?? []).includes(name))
      throw new UsageError(`${command} takes no option --${name}`);
    const value = eq === -1 ? args[++i] : arg.slice(eq + 1);
    if (value === undefined || (eq === -1 && value.startsWith('--'))) {
      throw new UsageError(`--${name} needs a value`);
    }
    if (found.has(name)) throw new UsageError(`--${name} is given twice`);
    found.set(name, value);
  }
  return found;
}

function required(found: Map<string, string>, name: string): string {
  const value = found.get(name);
  if (value === undefined || value.trim() === '') throw new UsageError(`--${name} is required`);
  return value;
}

/** Parses the arguments after `npm run staff --`. Throws UsageError with a sentence for the user. */
export function parseStaffArgs(argv: readonly string[]): StaffCommand {
  const [command, ...rest] = argv;
  if (command === undefined || command === 'help' || command === '--help' || command === '-h') {
    return { command: 'help' };
  }
  if (!(command in allowed)) throw new UsageError(`Unknown command "${command}"`);
  const found = options(command, rest);
  switch (command) {
    case 'create': {
      const name = found.get('name');
      const password = found.get('password');
      return {
        command,
        username: required(found, 'username'),
        role: required(found, 'role'),
        ...(name !== undefined ? { displayName: name } : {}),
        ...(password !== undefined ? { password } : {}),
      };
    }
    case 'list':
      return { command };
    case 'reset-password': {
      const password = found.get('password');
      return {
        command,
        username: required(found, 'username'),
        ...(password !== undefined ? { password } : {}),
      };
    }
    case 'role':
      return { command, username: required(found, 'username'), role: required(found, 'role') };
    default:
      return {
        command: command as 'disable' | 'enable' | 'reset-2fa' | 'recovery-codes',
        username: required(found, 'username'),
      };
  }
}
