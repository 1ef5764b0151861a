import { journeyStorageKeys } from '../../../shared/journey/storage-keys';
import { carriedTravellerFields, type CarryOver } from '../../../shared/journey/carry-over';
import { writeJson, removeKey, type KeyValueStore } from './storage';

/**
 * The records the other destination's journey starts from, in the shapes Kenya's journey keeps
 * (`draft.ts`): the step-1 record with the group's size and the contact details (the phone split into
 * its dial code and number, as step 1 asks them), and one applicant per traveller with an id and the
 * carried fields only: names, date of birth, nationality, passport number and expiry. Nothing else of
 * the paid application (trip, addresses, employment, answers, speed, documents) is copied.
 */
export function carryOverRecords(carry: CarryOver, newId: () => string) {
  const phone = carry.contactPhone.trim();
  const space = phone.indexOf(' ');
  const dialled = phone.startsWith('+') && space > 0;
  const application = {
    numberOfApplicants: String(carry.travellers.length),
    contactEmail: carry.contactEmail,
    contactEmail2: carry.contactEmail,
    countryCode: dialled ? phone.slice(0, space) : '',
    contactPhone: dialled ? phone.slice(space + 1).trim() : phone,
  };
  const applicants = carry.travellers.map((traveller) => ({
    id: newId(),
    ...Object.fromEntries(carriedTravellerFields.map((f) => [f, traveller[f]])),
  }));
  return { application, applicants };
}

/**
 * "Use these details": writes the records into the offered destination's journey
 * (`journeyStorageKeys[destination]`), replacing a draft there, and forgets an application that journey
 * had already submitted in this browser so that the next submission creates a new one. False when the
 * store refused them.
 */
export function writeCarryOver(store: KeyValueStore, carry: CarryOver, newId: () => string): boolean {
  const keys = journeyStorageKeys[carry.offer.destination];
  const { application, applicants } = carryOverRecords(carry, newId);
  for (const key of [keys.savedApplicationId, keys.savedApplicationNumber, keys.accessToken, keys.pricing])
    removeKey(store, key);
  return writeJson(store, keys.application, application) && writeJson(store, keys.applicants, applicants);
}
