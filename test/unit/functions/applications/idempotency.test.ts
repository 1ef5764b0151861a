import { describe, expect, it } from 'vitest';
import { newApplicationNumber } from '../../../../functions/applications/application-number';
import {
  canonicalJson,
  requestHash,
  requireIdempotencyKey,
} from '../../../../functions/applications/idempotency';
import { hashAccessToken, newAccessToken } from '../../../../functions/lib/application-access';
import { HttpError } from '../../../../functions/lib/http';

describe('application numbers', () => {
  it('are KE- and 8 random digits, spread over the whole range', () => {
    const numbers = Array.from({ length: 1000 }, newApplicationNumber);
    for (const n of numbers) expect(n).toMatch(/^KE-\d{8}$/);
    // 1,000 draws from 10^8 collide with a probability of 0.5%; uniqueness itself is the conditional
    // write's job (see the integration tests), so only a real spread is asserted here.
    expect(new Set(numbers).size).toBeGreaterThanOrEqual(998);
    expect(new Set(numbers.map((n) => n[3])).size).toBeGreaterThanOrEqual(9);
  });
});

describe('the Idempotency-Key header', () => {
  it('is required, 8 to 128 characters', () => {
    expect(requireIdempotencyKey(' 3f2a9c1e-7b4d-4e8a-9f00-1234567890ab ')).toBe(
      '3f2a9c1e-7b4d-4e8a-9f00-1234567890ab',
    );
    expect(requireIdempotencyKey('a'.repeat(128))).toHaveLength(128);
    for (const bad of [undefined, '', 'short', 'a'.repeat(129), 'has space in it']) {
      expect(() => requireIdempotencyKey(bad)).toThrow(HttpError);
    }
  });
});

describe('the request fingerprint', () => {
  it('does not depend on the order of keys', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: 3 }] })).toBe('{"a":[{"c":3,"d":2}],"b":1}');
    expect(requestHash({ a: 1, b: 2 })).toBe(requestHash({ b: 2, a: 1 }));
  });

  it('differs when a value differs', () => {
    expect(requestHash({ a: 1 })).not.toBe(requestHash({ a: 2 }));
  });
});

describe('access tokens', () => {
  it('are 32 random bytes in base64url, stored only as a SHA-256', () => {
    const token = newAccessToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newAccessToken()).not.toBe(token);
    expect(hashAccessToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashAccessToken(token)).not.toContain(token);
  });
});
