import type { MessageKey } from '../../../shared/i18n';
import type { ApplicantInput } from '../../../shared/journey/applicant-schema';
import { applicantDateFields, daysBetween, validateApplicantDates } from '../../../shared/journey/dates';
import { applicantFieldNames, type ApplicantField } from './applicant-fields';
import { normalizeDateValue, toIsoDate } from './date-parts';
import type { ApplicantDraft } from './draft';

/** An applicant's problems (or warnings) by field: the first message of each (translation keys). */
export type FieldMessages = Partial<Record<ApplicantField, MessageKey>>;

const dateFields: ReadonlySet<string> = new Set(applicantDateFields);

/** The applicant as the shared schema takes it: ISO dates, a yes/no as a boolean, a stay length. */
export function toApplicantInput(draft: ApplicantDraft): ApplicantInput {
  const values: Record<string, unknown> = { id: draft.id };
  for (const name of applicantFieldNames) {
    const value = draft[name];
    values[name] = dateFields.has(name) ? normalizeDateValue(value) : value;
  }
  values.hasVisitedKenya =
    draft.hasVisitedKenya === 'yes' ? true : draft.hasVisitedKenya === 'no' ? false : undefined;
  if (draft.hasVisitedKenya !== 'yes') values.lastVisitDate = '';
  const arrival = toIsoDate(draft.dateOfArrival);
  const departure = toIsoDate(draft.dateOfDeparture);
  if (arrival && departure) {
    const stay = daysBetween(arrival, departure);
    if (stay >= 1 && stay <= 90) values.intendedLengthOfStay = stay;
  }
  return values as ApplicantInput;
}

/** Date warnings (they do not block): a very young traveller, a short passport validity, ... */
export function applicantWarnings(draft: ApplicantDraft, today: string): FieldMessages {
  const input = toApplicantInput(draft) as Record<string, unknown>;
  const dates = Object.fromEntries(applicantDateFields.map((f) => [f, input[f] as string | undefined]));
  return validateApplicantDates(dates, today).warnings as FieldMessages;
}
