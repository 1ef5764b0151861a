import { isEmail, isStep1ContactPhone, maxEmailLength, maxPhoneLength } from './field-rules';
import { applicantCounts, etaTypes, step1DialCodes, transportationMethods } from './options';

/**
 * Whether a stored step 1 passes `step1Schema`, answered without zod for the route guards (spec §4):
 * the pricing, details and payment pages validate nothing themselves, so they need not download the
 * schema library to know whether step 1 is done. Built from the same rules as the schema; a unit test
 * runs both over the same drafts and expects the same answer.
 */
export function isStep1Complete(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const email = trimmed(v.contactEmail);
  const email2 = v.contactEmail2 === undefined ? '' : trimmed(v.contactEmail2);
  const phone = trimmed(v.contactPhone);
  return (
    oneOf(applicantCounts, v.numberOfApplicants) &&
    oneOf(etaTypes, v.etaType) &&
    oneOf(transportationMethods, v.transportationMethod) &&
    email !== undefined &&
    email !== '' &&
    email.length <= maxEmailLength &&
    isEmail(email) &&
    email2 !== undefined &&
    email2.length <= maxEmailLength &&
    (email2 === '' || isEmail(email2)) &&
    phone !== undefined &&
    phone !== '' &&
    phone.length <= maxPhoneLength &&
    isStep1ContactPhone(phone) &&
    oneOf(step1DialCodes, v.countryCode)
  );
}

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : undefined);
const oneOf = (list: readonly string[], value: unknown) => typeof value === 'string' && list.includes(value);
