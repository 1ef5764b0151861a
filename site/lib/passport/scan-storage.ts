import { readRecord, writeJson, type KeyValueStore } from '../journey/storage';

/**
 * The passport readings a traveller accepted on the details page, by applicant id: the MRZ text (two
 * lines joined by a line feed) that goes with the application for the server to re-read and compare
 * with the typed details. Kept with the draft, so a reload keeps it.
 */
export const passportScansKey = 'kenyaEtaPassportScans';

export function readPassportScans(store: KeyValueStore): Readonly<Record<string, string>> {
  const saved = readRecord(store, passportScansKey);
  return Object.fromEntries(
    Object.entries(saved).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
}

export function writePassportScan(store: KeyValueStore, applicantId: string, mrz: string): void {
  writeJson(store, passportScansKey, { ...readPassportScans(store), [applicantId]: mrz });
}

/** `passportScans` of the submission: one per applicant who has a reading, by position in the group. */
export function submissionScans(
  applicantIds: readonly string[],
  scans: Readonly<Record<string, string>>,
): { applicantIndex: number; mrz: string }[] {
  return applicantIds.flatMap((id, applicantIndex) => {
    const mrz = scans[id];
    return mrz ? [{ applicantIndex, mrz }] : [];
  });
}
