import { describe, expect, it } from 'vitest';
import {
  fingerprint,
  idempotencyKeyFor,
  resetIdempotencyKey,
} from '../../../../../site/lib/journey/idempotency';
import { memoryStore } from '../../../../../site/lib/journey/storage';

function keys() {
  let n = 0;
  return () => `key-0000000${(n += 1)}`;
}

describe('the Idempotency-Key of a draft', () => {
  it('is created once and reused for a retry of the same body', () => {
    const store = memoryStore();
    const newKey = keys();
    const first = idempotencyKeyFor(store, '{"a":1}', newKey);
    expect(idempotencyKeyFor(store, '{"a":1}', newKey)).toBe(first);
  });

  it('survives a reload (it lives in storage)', () => {
    const store = memoryStore();
    const first = idempotencyKeyFor(store, 'body', keys());
    const afterReload = memoryStore({ kenyaEtaIdempotency: store.getItem('kenyaEtaIdempotency') ?? '' });
    expect(idempotencyKeyFor(afterReload, 'body', () => 'other-key-123')).toBe(first);
  });

  it('changes when the body changed, since the server refuses a key reused for another body', () => {
    const store = memoryStore();
    const newKey = keys();
    expect(idempotencyKeyFor(store, 'one', newKey)).not.toBe(idempotencyKeyFor(store, 'two', newKey));
  });

  it('is fresh after a reset', () => {
    const store = memoryStore();
    const newKey = keys();
    const first = idempotencyKeyFor(store, 'x', newKey);
    resetIdempotencyKey(store);
    expect(idempotencyKeyFor(store, 'x', newKey)).not.toBe(first);
  });

  it('fingerprints equal bodies equally and different bodies differently', () => {
    expect(fingerprint('abc')).toBe(fingerprint('abc'));
    expect(fingerprint('abc')).not.toBe(fingerprint('abd'));
    expect(fingerprint('')).toMatch(/^[0-9a-f]{16}$/);
  });
});
