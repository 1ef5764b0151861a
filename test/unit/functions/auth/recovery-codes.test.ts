import { describe, expect, it } from 'vitest';
import {
  matchingHash,
  newRecoveryCodes,
  normaliseRecoveryCode,
  recoveryCodeCount,
  storedRecoveryCodes,
} from '../../../../functions/auth/recovery-codes';
import { recoveryCodeRequestSchema } from '../../../../shared/api/admin';

// Each set costs ten scrypt hashes (16 MiB each): slow on a loaded machine, so a longer limit.
describe('recovery codes', { timeout: 30_000 }, () => {
  it('are ten distinct codes of 10 Crockford base32 characters (50 bits), grouped 5-5 for reading', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(recoveryCodeCount);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) {
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
      expect(recoveryCodeRequestSchema.safeParse({ recoveryCode: code }).success).toBe(true);
    }
  });

  it('read the same typed in lower case, with spaces, without the hyphen, or with O/I/L for 0/1', () => {
    expect(normaliseRecoveryCode('7k2qd-m9xwa')).toBe('7K2QDM9XWA');
    expect(normaliseRecoveryCode(' 7K2QD M9XWA ')).toBe('7K2QDM9XWA');
    expect(normaliseRecoveryCode('O1LID-0000O')).toBe('0111D00000');
    expect(normaliseRecoveryCode('7K2QD-M9XW')).toBeUndefined();
    expect(normaliseRecoveryCode('7K2QD-M9XWU')).toBeUndefined();
  });

  it('are stored as scrypt hashes only, and a typed code matches exactly its own hash', async () => {
    const codes = newRecoveryCodes();
    const stored = await storedRecoveryCodes(codes);
    expect(stored.hashes.size).toBe(10);
    for (const hash of stored.hashes) {
      expect(Buffer.from(hash, 'base64')).toHaveLength(32);
      for (const code of codes) expect(hash).not.toContain(code.replace('-', ''));
    }
    const third = codes[2] ?? '';
    const hash = await matchingHash(third.toLowerCase().replace('-', ' '), stored.salt, stored.hashes);
    expect(hash).toBeDefined();
    expect(stored.hashes.has(hash ?? '')).toBe(true);
    const others = [...stored.hashes].filter((h) => h !== hash);
    expect(await matchingHash(third, stored.salt, others)).toBeUndefined();
  });

  it('match nothing when wrong, malformed, or under another set’s salt', async () => {
    const codes = newRecoveryCodes();
    const stored = await storedRecoveryCodes(codes);
    const other = await storedRecoveryCodes(codes);
    expect(other.salt).not.toBe(stored.salt);
    expect(await matchingHash(codes[0] ?? '', other.salt, stored.hashes)).toBeUndefined();
    expect(await matchingHash('not a code', stored.salt, stored.hashes)).toBeUndefined();
    const fresh = newRecoveryCodes().find((c) => !codes.includes(c)) ?? '';
    expect(await matchingHash(fresh, stored.salt, stored.hashes)).toBeUndefined();
  });
});
