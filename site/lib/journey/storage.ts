/**
 * The draft lives in the browser's localStorage (spec: kenyaEtaApplication, kenyaEtaPricing, ...).
 * These helpers take the store as a parameter so that they can be tested without a browser, and
 * never throw: a full or disabled store, or a value another tab corrupted, reads as "nothing saved".
 */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function readJson(store: KeyValueStore, key: string): unknown {
  try {
    const raw = store.getItem(key);
    return raw === null ? undefined : (JSON.parse(raw) as unknown);
  } catch {
    return undefined;
  }
}

/** Writes a JSON value; returns false when the store refused it (quota, private mode). */
export function writeJson(store: KeyValueStore, key: string, value: unknown): boolean {
  try {
    store.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

export function readString(store: KeyValueStore, key: string): string | undefined {
  try {
    return store.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

export function writeString(store: KeyValueStore, key: string, value: string): boolean {
  try {
    store.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeKey(store: KeyValueStore, key: string): void {
  try {
    store.removeItem(key);
  } catch {
    // Nothing to remove from a store that cannot be used.
  }
}

/** A plain object read from storage, or an empty one: fields are checked where they are used. */
export function readRecord(store: KeyValueStore, key: string): Record<string, unknown> {
  const value = readJson(store, key);
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** The browser's localStorage, or an in-memory store when it is unavailable (blocked cookies). */
export function browserStore(): KeyValueStore {
  try {
    const probe = '__kenyaEtaProbe';
    window.localStorage.setItem(probe, '1');
    window.localStorage.removeItem(probe);
    return window.localStorage;
  } catch {
    return memoryStore();
  }
}

export function memoryStore(initial: Record<string, string> = {}): KeyValueStore {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}
