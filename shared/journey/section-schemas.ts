import * as z from 'zod/mini';
import type { QuestionSection } from '../destinations/types';
import { applicantSchema, country, requiredDate } from './applicant-schema';
import { isIsoDate, type IsoDate } from './dates';
import { fieldsNotAsked, sectionFields } from './section-fields';
import { optionalText, phone, requiredText } from './schema-parts';

/*
 * The applicant's answers per visa type (`VisaType.questions`): the sections the type asks are
 * required as the details page asks them, the others are dropped before validation (absent from the
 * stored applicant). The browser's checks (`details-validation.ts`) and the server's schema of a visa
 * application (`visa-submission-schema.ts`) both build on these.
 */

/** The invitation of a business visa: the inviting company or organisation in the destination. */
export const invitationShape = {
  invitingOrganisation: requiredText('journey.error.invitingOrganisation.required', 100),
  invitingAddress: requiredText('journey.error.invitingAddress.required', 200),
  invitingPhone: phone('journey.error.invitingPhone.required', 'journey.error.phone.invalid'),
  invitingContactPerson: optionalText(100),
};

/** The onward journey of a transit visa (the date rules are `onwardDateIssue`). */
export const onwardTravelShape = {
  onwardDestination: country('journey.error.onwardDestination.required'),
  onwardDepartureDate: requiredDate(
    'journey.error.onwardDepartureDate.required',
    'journey.error.onwardDepartureDate.invalid',
  ),
  onwardBookingReference: optionalText(50),
};

/** Every field as the section that asks it requires it. */
const strictShape: Readonly<Record<string, z.ZodMiniType>> = {
  ...applicantSchema.shape,
  ...invitationShape,
  ...onwardTravelShape,
};
/** The fields some visa type leaves out. */
const sectionFieldNames = [...new Set(Object.values(sectionFields).flat())];

/**
 * `base` (an applicant schema) with every field a visa type may leave out optional, the visa sections'
 * fields added: the format of an answer given is checked, whether it must be given is `sectionIssues`'.
 */
export function looseApplicant<S extends z.ZodMiniObject>(base: S) {
  const shape: Record<string, z.ZodMiniType> = { ...base.shape, ...invitationShape, ...onwardTravelShape };
  const loose = sectionFieldNames.flatMap((f) => {
    const field = shape[f];
    return field ? [[f, z.optional(field)] as const] : [];
  });
  // Typed as `base`: the callers read the answers they asked for, as before (a loose field may be absent).
  return z.safeExtend(base, Object.fromEntries(loose) as never) as unknown as S;
}

/** The applicant without the answers of the sections `questions` does not ask. */
export function withoutUnasked(applicant: unknown, questions: readonly QuestionSection[]): unknown {
  if (typeof applicant !== 'object' || applicant === null || Array.isArray(applicant)) return applicant;
  const notAsked = fieldsNotAsked(questions);
  return Object.fromEntries(Object.entries(applicant).filter(([name]) => !notAsked.has(name)));
}

/** The message of a required answer left out; undefined for an optional one (or one with a default). */
function requiredMessage(field: string): string | undefined {
  const result = strictShape[field]?.safeParse(undefined);
  return result && !result.success ? result.error.issues[0]?.message : undefined;
}

export interface SectionIssue {
  readonly field: string;
  readonly message: string;
}

/** The onward departure: not before today (when known) nor before the arrival date, if there is one. */
function onwardDateIssue(applicant: Record<string, unknown>, today: IsoDate | undefined): string | undefined {
  const { onwardDepartureDate: onward, dateOfArrival: arrival } = applicant;
  if (!isIsoDate(onward)) return undefined;
  if (today !== undefined && onward < today) return 'journey.error.onwardDepartureDate.past';
  if (isIsoDate(arrival) && onward < arrival) return 'journey.error.onwardDepartureDate.beforeArrival';
  return undefined;
}

/**
 * What an applicant (parsed by `looseApplicant`) misses of the sections `questions` asks: each
 * required answer not given, and the onward date rules (`today` from the caller's clock). `flagged`:
 * fields that already have an issue, left alone.
 */
export function sectionIssues(
  applicant: Record<string, unknown>,
  questions: readonly QuestionSection[],
  today: IsoDate | undefined,
  flagged: ReadonlySet<string> = new Set(),
): SectionIssue[] {
  const issues: SectionIssue[] = [];
  for (const section of questions) {
    for (const field of sectionFields[section] ?? []) {
      const message = applicant[field] === undefined ? requiredMessage(field) : undefined;
      if (message && !flagged.has(field)) issues.push({ field, message });
    }
  }
  const onward = questions.includes('onwardTravel') ? onwardDateIssue(applicant, today) : undefined;
  if (onward && !flagged.has('onwardDepartureDate'))
    issues.push({ field: 'onwardDepartureDate', message: onward });
  return issues;
}

/**
 * Adds to a schema's `issues` what `applicant` (at `path` in the parsed value) misses of the sections
 * `questions` asks (`sectionIssues`), leaving alone its fields that already have an issue.
 */
export function addSectionIssues(
  issues: z.core.$ZodRawIssue[],
  applicant: object,
  questions: readonly QuestionSection[],
  today: IsoDate | undefined,
  path: readonly PropertyKey[],
): void {
  const flagged = new Set(
    issues
      .filter((i) => path.every((part, k) => i.path?.[k] === part))
      .map((i) => String(i.path?.[path.length])),
  );
  const answers = applicant as Record<string, unknown>;
  for (const { field, message } of sectionIssues(answers, questions, today, flagged)) {
    issues.push({ code: 'custom', message, input: applicant, path: [...path, field] });
  }
}

/**
 * One applicant of a visa type asking `questions`, for the browser's checks: the unasked answers
 * dropped, the rest by `base` made loose, then the asked sections' required answers and date rules.
 */
export function applicantSchemaAsking<S extends z.ZodMiniObject>(
  base: S,
  questions: readonly QuestionSection[],
  today?: IsoDate,
) {
  return z.pipe(
    z.transform((input: unknown) => withoutUnasked(input, questions)),
    looseApplicant(base).check(
      z.superRefine(
        (value, ctx) => {
          if (typeof value === 'object' && value !== null)
            addSectionIssues(ctx.issues, value, questions, today, []);
        },
        { when: () => true },
      ),
    ),
  );
}
