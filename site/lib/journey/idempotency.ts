import { readRecord, writeJson, type KeyValueStore } from './storage';
import { uiStorageKeys } from './ui-keys';

/** A short, stable digest of a request body (FNV-1a, two seeds): equal bodies, equal fingerprints. */
export function fingerprint(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ text.length;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
  }
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}

/**
 * The Idempotency-Key of the draft's submission, created once and kept in storage: a retry after a
 * network error, a double click or a reload sends the same key, so the server stores one
 * application. A changed body gets a new key (the server refuses a reused key with another body).
 */
export function idempotencyKeyFor(store: KeyValueStore, body: string, newKey: () => string): string {
  const print = fingerprint(body);
  const saved = readRecord(store, uiStorageKeys.idempotency);
  if (typeof saved.key === 'string' && saved.fingerprint === print) return saved.key;
  const key = newKey();
  writeJson(store, uiStorageKeys.idempotency, { key, fingerprint: print });
  return key;
}

/** Forgets the key, so that the next submission of any body gets a fresh one. */
export function resetIdempotencyKey(store: KeyValueStore): void {
  writeJson(store, uiStorageKeys.idempotency, {});
}
