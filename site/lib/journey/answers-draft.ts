import {
  applicantCountOf,
  readAgreements,
  readApplicants,
  readPricingChoice,
  readSameAsFirst,
  readSignature,
  readStep1,
} from './draft';
import { readPassportScans } from '../passport/scan-storage';
import { withSharedDetails } from './same-as-first';
import { readRecord, readString, type KeyValueStore } from './storage';
import { uiStorageKeys } from './ui-keys';
import { currentJourney } from './current-journey';
import { storageKeys } from './journey-keys';

/** A visa journey's own answers of step 1: the visa type and the country the travellers fly in from. */
export interface VisaAnswers {
  readonly visaType: string;
  readonly departureCountry: string;
}

function visaAnswersOf(store: KeyValueStore): VisaAnswers | undefined {
  if (currentJourney === 'kenya') return undefined;
  const record = readRecord(store, storageKeys.application);
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return { visaType: text(record.visaType), departureCountry: text(record.departureCountry) };
}

/** Everything "Check your answers" shows and submits, read from the stored draft. */
export function readAnswersDraft(store: KeyValueStore) {
  const step1 = readStep1(store);
  const count = applicantCountOf(step1);
  const sameAsFirst = readSameAsFirst(store);
  const group = readApplicants(store).slice(0, count);
  return {
    step1,
    pricing: readPricingChoice(store),
    group,
    applicants: withSharedDetails(group, sameAsFirst),
    sameAsFirst,
    agreements: readAgreements(store),
    signature: readSignature(store),
    optInOffers: readRecord(store, uiStorageKeys.declaration).optInOffers === true,
    residenceCountry: readString(store, uiStorageKeys.residenceCountry) ?? '',
    passportScans: readPassportScans(store),
    visa: visaAnswersOf(store),
  };
}
export type AnswersDraft = ReturnType<typeof readAnswersDraft>;
