import * as z from 'zod/mini';
import { visitQuestionSections, type Destination } from '../destinations/types';
import { isCountryCode } from '../country-codes';
import { applicantSchema, createApplicantSchema } from './applicant-schema';
import type { IsoDate } from './dates';
import { etaTypes, type EtaType } from './options';
import { key, optionalChoice, optionInvalid } from './schema-parts';
import { groupChecks, submissionFields } from './submission-schema';
import { addSectionIssues, looseApplicant, withoutUnasked } from './section-schemas';
import { departureCountrySchema, visaRefusalFor } from './visa-step1-schema';

/**
 * What a visa destination's journey POSTs (`destinationApplicationsPaths`, e.g.
 * `/api/tanzania-evisa-applications`): the group journey's body plus the visa type (one of the
 * destination's ids) and the country the travellers fly in from (ISO alpha-2; the yellow fever
 * certificate rule reads it). Every traveller's nationality must need a visa (`isExempt`) and may have
 * the chosen type (`visaTypesFor`); otherwise a 400 names the traveller's nationality with the reason.
 * The destination is never in the body: the route a journey posts to names it.
 */
/**
 * The nationality of a visa destination's traveller: any country (Kenya's applicant schema refuses the
 * nationalities Kenya exempts); the group's checks ask the destination (`visaRefusalFor`).
 */
const nationality = () =>
  z.string(key('journey.error.nationality.required')).check(
    z.trim(),
    z.toUpperCase(),
    z.minLength(1, key('journey.error.nationality.required')),
    z.maxLength(3, key('journey.error.country.invalid')),
    z.refine((v) => v === '' || isCountryCode(v), key('journey.error.country.invalid')),
  );

/**
 * The destination's ports of entry (its definition's `portsOfEntry`, its default when not given) in
 * place of Kenya's: a Kenya port is refused, as any other option.
 */
const portOfEntry = (destination: Destination) =>
  z._default(z.enum(destination.portsOfEntry, optionInvalid), destination.defaultPortOfEntry);

const visaApplicantSchema = (destination: Destination) =>
  looseApplicant(
    z.extend(applicantSchema, { nationality: nationality(), portOfEntry: portOfEntry(destination) }),
  );
type VisaApplicantSchema = ReturnType<typeof visaApplicantSchema>;

/** The question sections of the body's visa type (a visit's while the type is not one of them). */
const questionsOf = (destination: Destination, visaType: unknown) =>
  destination.visaTypes.find((t) => t.id === visaType)?.questions ?? visitQuestionSections;

/** Each traveller without the answers of sections the body's visa type does not ask (they are ignored). */
function withAskedAnswers(destination: Destination) {
  return <T>(input: T): T => {
    if (typeof input !== 'object' || input === null) return input;
    const body = input as { visaType?: unknown; applicants?: unknown };
    if (!Array.isArray(body.applicants)) return input;
    const questions = questionsOf(destination, body.visaType);
    return { ...body, applicants: body.applicants.map((a: unknown) => withoutUnasked(a, questions)) } as T;
  };
}

/**
 * Each visa type's sections are required (`VisaType.questions`, `sectionIssues`): the applicants are
 * parsed loosely (every section optional), then what the chosen type asks and lacks is an issue on
 * the traveller's field, as the details page shows it. `today` adds the onward date rules.
 */
function askedSectionChecks<T extends { visaType: string; applicants: readonly object[] }>(
  destination: Destination,
  today: IsoDate | undefined,
) {
  return z.superRefine<T>(
    (value, ctx) => {
      if (!Array.isArray(value.applicants)) return;
      const questions = questionsOf(destination, value.visaType);
      value.applicants.forEach((applicant, index) => {
        if (typeof applicant === 'object' && applicant !== null)
          addSectionIssues(ctx.issues, applicant, questions, today, ['applicants', index]);
      });
    },
    { when: () => true },
  );
}

function visaSubmissionSchemaWith(
  destination: Destination,
  applicant: VisaApplicantSchema,
  today: IsoDate | undefined,
) {
  const ids = destination.visaTypes.map((t) => t.id) as [string, ...string[]];
  const schema = z.object({
    ...submissionFields(applicant),
    /** The purpose the staff see; absent, it follows the visa type (`applicationTypeOfVisa`). */
    applicationType: optionalChoice(etaTypes),
    visaType: z.enum(ids, key('journey.error.visaType.required')),
    departureCountry: departureCountrySchema(),
  });
  type Body = z.infer<typeof schema>;
  const checked = schema.check(
    askedSectionChecks<Body>(destination, today),
    groupChecks<Body>(),
    z.superRefine<Body>((value, ctx) => {
      value.applicants.forEach((a, index) => {
        const message = visaRefusalFor(destination, a.nationality, value.visaType);
        if (message) {
          ctx.issues.push({
            code: 'custom',
            message,
            input: a.nationality,
            path: ['applicants', index, 'nationality'],
          });
        }
      });
    }),
  );
  type Input = z.input<typeof checked>;
  return z.pipe(z.transform<Input, Input>(withAskedAnswers(destination)), checked);
}

/** The body without the date rules (the browser's checks). */
export const visaSubmissionSchemaFor = (destination: Destination) =>
  visaSubmissionSchemaWith(destination, visaApplicantSchema(destination), undefined);

/** The same with the details page's date rules, `today` from the server's clock. */
export const createVisaSubmissionSchema = (destination: Destination, today: IsoDate) =>
  // Kenya's applicant with its date rules, the nationality and ports replaced (the checks are kept).
  visaSubmissionSchemaWith(
    destination,
    looseApplicant(
      z.safeExtend(createApplicantSchema(today), {
        nationality: nationality(),
        portOfEntry: portOfEntry(destination),
      }),
    ) as unknown as VisaApplicantSchema,
    today,
  );

export type VisaSubmission = z.infer<ReturnType<typeof visaSubmissionSchemaFor>>;
export type VisaSubmissionInput = z.input<ReturnType<typeof visaSubmissionSchemaFor>>;

/** The purpose stored for staff when the body names none: a business or transit visa's, else tourism. */
export function applicationTypeOfVisa(visaType: string): EtaType {
  return (etaTypes as readonly string[]).includes(visaType) ? (visaType as EtaType) : 'tourist';
}
