/**
 * The journey's browser storage keys. Kenya's (`storageKeys`, the specification's names) and every
 * destination's (`journeyStorageKeys`) live in modules of their own, so that a page that reads only
 * Kenya's keys does not carry the other destinations' in its script (the details page has no bytes to
 * spare); import from here.
 */
export { storageKeys, type StorageKey } from './kenya-storage-keys';
export { journeyStorageKeys } from './journey-storage-keys';
