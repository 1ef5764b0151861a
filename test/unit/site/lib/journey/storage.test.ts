import { describe, expect, it } from 'vitest';
import {
  memoryStore,
  readJson,
  readRecord,
  writeJson,
  type KeyValueStore,
} from '../../../../../site/lib/journey/storage';

const failing: KeyValueStore = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => undefined,
};

describe('draft storage', () => {
  it('reads back what it wrote', () => {
    const store = memoryStore();
    expect(writeJson(store, 'k', { a: 1 })).toBe(true);
    expect(readJson(store, 'k')).toEqual({ a: 1 });
  });

  it('reads a corrupted value as nothing saved', () => {
    expect(readJson(memoryStore({ k: '{not json' }), 'k')).toBeUndefined();
    expect(readRecord(memoryStore({ k: '[1,2]' }), 'k')).toEqual({});
  });

  it('never throws when the browser refuses storage', () => {
    expect(readJson(failing, 'k')).toBeUndefined();
    expect(writeJson(failing, 'k', 1)).toBe(false);
  });
});
