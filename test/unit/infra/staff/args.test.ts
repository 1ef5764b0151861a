import { describe, expect, it } from 'vitest';
import { parseStaffArgs, UsageError } from '../../../../infra/staff/args';

describe('the staff command arguments', () => {
  it('reads create with its required and optional options, in either --opt value or --opt=value form', () => {
    expect(
      parseStaffArgs(['create', '--username', 'amina', '--role=admin', '--name', 'Amina Otieno']),
    ).toEqual({ command: 'create', username: 'amina', role: 'admin', displayName: 'Amina Otieno' });
    expect(
      parseStaffArgs(['create', '--username=joe', '--role', 'support', '--password', 'a long password!']),
    ).toEqual({ command: 'create', username: 'joe', role: 'support', password: 'a long password!' });
  });

  it('reads every other command', () => {
    expect(parseStaffArgs(['list'])).toEqual({ command: 'list' });
    expect(parseStaffArgs(['disable', '--username', 'joe'])).toEqual({ command: 'disable', username: 'joe' });
    expect(parseStaffArgs(['enable', '--username', 'joe'])).toEqual({ command: 'enable', username: 'joe' });
    expect(parseStaffArgs(['reset-2fa', '--username', 'joe'])).toEqual({
      command: 'reset-2fa',
      username: 'joe',
    });
    expect(parseStaffArgs(['reset-password', '--username', 'joe'])).toEqual({
      command: 'reset-password',
      username: 'joe',
    });
    expect(
      parseStaffArgs(['reset-password', '--username', 'joe', '--password=--starts-with-dashes']),
    ).toEqual({
      command: 'reset-password',
      username: 'joe',
      password: '--starts-with-dashes',
    });
    expect(parseStaffArgs(['role', '--username', 'joe', '--role', 'admin'])).toEqual({
      command: 'role',
      username: 'joe',
      role: 'admin',
    });
  });

  it('answers help with no command or with help', () => {
    for (const argv of [[], ['help'], ['--help'], ['-h']])
      expect(parseStaffArgs(argv)).toEqual({ command: 'help' });
  });

  it.each([
    [['delete', '--username', 'joe'], 'Unknown command "delete"'],
    [['create', '--username', 'joe'], '--role is required'],
    [['create', '--role', 'admin'], '--username is required'],
    [['disable'], '--username is required'],
    [['disable', '--username'], '--username needs a value'],
    [['disable', '--username', '--role', 'admin'], '--username needs a value'],
    [['disable', '--username', 'joe', '--role', 'admin'], 'disable takes no option --role'],
    [['list', '--all'], 'list takes no option --all'],
    [['role', '--username', 'joe', 'admin'], 'Unexpected argument "admin"'],
    [['role', '--username', 'a', '--username', 'b', '--role', 'admin'], '--username is given twice'],
    [['create', '--username', ' ', '--role', 'admin'], '--username is required'],
  ])('refuses %j: %s', (argv, message) => {
    expect(() => parseStaffArgs(argv)).toThrow(new UsageError(message));
  });
});
