import type { QuestionSection } from '../../../shared/destinations/types';
import type { MessageKey } from '../../../shared/i18n';
import { signatureSchema } from '../../../shared/journey/agreement-schemas';
import { isCountryCode } from '../../../shared/country-codes';
import { createApplicantSchema } from '../../../shared/journey/applicant-schema';
import { visaSectionFieldNames } from '../../../shared/journey/question-sections';
import { applicantSchemaAsking } from '../../../shared/journey/section-schemas';
import { fieldErrors } from '../../islands/form-kit/server-issues';
import { applicantFieldNames, type ApplicantField } from './applicant-fields';
import type { FieldMessages } from './applicant-check';
import { currentJourney } from './current-journey';
import { detailsPorts } from './details-ports';
import { agreementProblems, type DetailsErrors } from './details-problems';
import type { AgreementsDraft, ApplicantDraft } from './draft';
import { nationalityRuleOf, type NationalityRule } from './journey-nationality';
import { visaApplicantInput } from './visa-answers';

// For the details editor's last step, which has the checks by then: not in the page's first script.
export { hasProblems, missesLegalAgreements } from './details-problems';

/*
 * The checks of the details page with the shared zod schemas (spec §4, §5). The pages load this module
 * when they first check (`loadDetailsChecks`: Next, Continue, Submit, or the completion tags of a
 * group), so that opening a page does not download the schema library.
 */

/**
 * The nationality rule of the page's journey, in place of the schema's (Kenya's exemptions): a visa
 * journey's destination table, loaded after this chunk on that journey's pages only, so that the
 * browser refuses what the server of that destination refuses. `loadDetailsChecks` resolves once it is
 * here (`ready`, tried again after a failed load). Not a top-level await: that splits the journey's
 * chunks anew (+0.7 KB gzip a page).
 */
let nationalityRule: NationalityRule | undefined;
let ruleLoaded = false;
export async function ready(): Promise<void> {
  if (ruleLoaded) return;
  nationalityRule = await nationalityRuleOf(currentJourney);
  ruleLoaded = true;
}

/** The applicant schema of the last `today` and sections asked for: built once, not at every check of every render. */
let schemaOf:
  | {
      readonly today: string;
      readonly questions: readonly QuestionSection[] | undefined;
      readonly schema: { readonly safeParse: ReturnType<typeof createApplicantSchema>['safeParse'] };
    }
  | undefined;

/**
 * Kenya's applicant schema with the date rules; for a visa type (`questions`), only the sections it
 * asks, the invitation and onward travel among them (`applicantSchemaAsking`, as the server's).
 */
function schemaFor(today: string, questions: readonly QuestionSection[] | undefined) {
  if (schemaOf?.today !== today || schemaOf.questions !== questions) {
    const base = createApplicantSchema(today);
    const schema = questions ? applicantSchemaAsking(base, questions, today) : base;
    schemaOf = { today, questions, schema: schema as typeof base };
  }
  return schemaOf.schema;
}

/**
 * The first message of every field with a problem, by the shared schema and the date rules. The port
 * of entry is one of the journey's (`detailsPorts`: Kenya's, or those of the visa journey whose page
 * this is), as the server's schema of that destination asks; the shared schema, Kenya's, does not see
 * it (a check of its own here, not a schema extended in the browser: that would add to zod's chunk,
 * which other pages load). So is the nationality: on a visa journey, the destination's rule
 * (`nationalityRule`) replaces the schema's refusal of whom Kenya exempts.
 */
export function applicantErrors(
  draft: ApplicantDraft,
  today: string,
  questions?: readonly QuestionSection[],
): FieldMessages {
  const { portOfEntry, ...input } = visaApplicantInput(draft);
  const result = schemaFor(today, questions).safeParse(input);
  const issues = [
    ...(result.success ? [] : result.error.issues).filter(
      (issue) => !nationalityRule || issue.message !== 'journey.error.nationality.etaNotNeeded',
    ),
    ...(nationalityRule && isCountryCode(input.nationality) && nationalityRule.isExempt(input.nationality)
      ? [{ path: ['nationality'], message: nationalityRule.message }]
      : []),
    ...(portOfEntry === undefined || detailsPorts.codes.includes(portOfEntry)
      ? []
      : [{ path: ['portOfEntry'], message: 'journey.error.option.invalid' }]),
  ];
  if (issues.length === 0) return {};
  return fieldErrors<ApplicantField, MessageKey>(issues, {
    fields: [...applicantFieldNames, ...visaSectionFieldNames],
  });
}

/** Whether each applicant's details are complete (the switcher's tags). */
export const completeness = (
  applicants: readonly ApplicantDraft[],
  today: string,
  questions?: readonly QuestionSection[],
): boolean[] => applicants.map((a) => Object.keys(applicantErrors(a, today, questions)).length === 0);

export function signatureProblem(signature: string): MessageKey | undefined {
  const result = signatureSchema.safeParse(signature);
  return result.success ? undefined : (result.error.issues[0]?.message as MessageKey | undefined);
}

/** Everything the details page checks before check-your-answers (spec §4, §5). */
export function validateDetails(
  applicants: readonly ApplicantDraft[],
  agreements: AgreementsDraft,
  signature: string,
  today: string,
  questions?: readonly QuestionSection[],
): DetailsErrors {
  return {
    applicants: applicants.map((a) => applicantErrors(a, today, questions)),
    agreements: agreementProblems(agreements),
    signature: signatureProblem(signature),
  };
}
