import type { ApplicantInput } from '../../../shared/journey/applicant-schema';
import { visaSectionFieldNames } from '../../../shared/journey/question-sections';
import { toApplicantInput } from './applicant-check';
import { normalizeDateValue } from './date-parts';
import type { ApplicantDraft } from './draft';

/**
 * The applicant as the shared schemas take it (`toApplicantInput`), with the answers of a visa type's
 * own sections (invitation, onward travel) where the traveller gave them: a visit's traveller, who has
 * none, is sent as before. Loaded with the checks and the submission, not with the page.
 */
export function visaApplicantInput(draft: ApplicantDraft): ApplicantInput {
  const input: Record<string, unknown> = { ...toApplicantInput(draft) };
  for (const name of visaSectionFieldNames) {
    const value = draft[name];
    if (value !== undefined) input[name] = name.endsWith('Date') ? normalizeDateValue(value) : value;
  }
  return input as ApplicantInput;
}
