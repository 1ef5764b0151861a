import { describe, expect, it } from 'vitest';
import {
  defaultScryptParams,
  generatePassword,
  hashPassword,
  parsePasswordHash,
  verifyAgainstNothing,
  verifyPassword,
} from '../../../../functions/auth/password-hash';

describe('staff password hashes', () => {
  it('are scrypt$N$r$p$salt$hash with N=2^15, r=8, p=1, a 16-byte salt and a 32-byte key', async () => {
    const stored = await hashPassword('correct horse battery');
    const [scheme, n, r, p, salt, key] = stored.split('$');
    expect([scheme, n, r, p]).toEqual(['scrypt', '32768', '8', '1']);
    expect(Buffer.from(salt ?? '', 'base64')).toHaveLength(16);
    expect(Buffer.from(key ?? '', 'base64')).toHaveLength(32);
    expect(parsePasswordHash(stored)?.params).toEqual(defaultScryptParams);
  });

  it('never contain the password, and differ for the same password (random salt)', async () => {
    const [a, b] = await Promise.all([
      hashPassword('correct horse battery'),
      hashPassword('correct horse battery'),
    ]);
    expect(a).not.toBe(b);
    expect(a).not.toContain('correct horse battery');
    expect(Buffer.from(a).toString('base64')).not.toContain(Buffer.from('correct horse').toString('base64'));
  });

  it('accept the right password and refuse a wrong one', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('correct horse batterY', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('verify with the costs stored in the hash, so stronger costs can come later', async () => {
    const stored = await hashPassword('correct horse battery', { N: 2 ** 14, r: 8, p: 2 });
    expect(stored.startsWith('scrypt$16384$8$2$')).toBe(true);
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
  });

  it('refuse malformed hashes and absurd costs instead of computing them', async () => {
    const good = await hashPassword('correct horse battery');
    const [, , , , salt, key] = good.split('$');
    for (const bad of [
      '',
      'plain-text-password',
      `bcrypt$32768$8$1$${salt}$${key}`,
      `scrypt$30000$8$1$${salt}$${key}`,
      `scrypt$${2 ** 24}$8$1$${salt}$${key}`,
      `scrypt$32768$8$1$$${key}`,
      `scrypt$32768$8$1$${salt}$AAAA`,
    ]) {
      expect(parsePasswordHash(bad), bad).toBeUndefined();
      expect(await verifyPassword('correct horse battery', bad)).toBe(false);
    }
  });

  it('spend a real scrypt on an unknown account and answer no', async () => {
    const started = performance.now();
    expect(await verifyAgainstNothing('anything at all')).toBe(false);
    expect(performance.now() - started).toBeGreaterThan(1);
  });

  it('generates strong passwords of 20 random characters that pass the 12-character rule', () => {
    const passwords = new Set(Array.from({ length: 50 }, generatePassword));
    expect(passwords.size).toBe(50);
    for (const p of passwords) expect(p).toMatch(/^[A-Za-z2-9]{5}(-[A-Za-z2-9]{5}){3}$/);
  });
});
