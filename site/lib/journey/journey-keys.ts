import { storageKeys as kenyaStorageKeys } from '../../../shared/journey/kenya-storage-keys';
import { journeyKeys } from './current-journey';

/**
 * The journey's browser records (spec §3) as the page's journey names them: Kenya's specification names
 * on Kenya's pages (`kenyaEtaApplication` …), Tanzania's on its pages (`tanzaniaEvisaApplication` …).
 * The journey's screens import these, never `shared/journey/storage-keys.ts` directly.
 */
export const storageKeys = journeyKeys(kenyaStorageKeys);
export type { StorageKey } from '../../../shared/journey/kenya-storage-keys';
