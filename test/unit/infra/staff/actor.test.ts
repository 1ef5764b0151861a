import { userInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { cliActor } from '../../../../infra/staff/actor';

describe('the staff command’s audit actor', () => {
  it('names the operating-system user who runs the command', () => {
    expect(cliActor()).toBe(`cli:${userInfo().username}`);
    expect(cliActor(() => ({ username: 'amina' }))).toBe('cli:amina');
  });

  it('is plain cli when the system names no user', () => {
    expect(cliActor(() => ({ username: '  ' }))).toBe('cli');
    expect(
      cliActor(() => {
        throw new Error('ENOENT: no passwd entry');
      }),
    ).toBe('cli');
  });
});
