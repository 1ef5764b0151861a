import * as z from 'zod/mini';
import { tooLong } from '../journey/schema-parts';
import { emptyWizardForm, type WizardAnswers, type WizardForm, type WizardStepId } from './form-data';
import { checkWizardStep } from './rules';

/**
 * The server's schema of the wizard's answers (`WizardAnswers`, stored on the application as `wizard`),
 * built from the same step checks the browser runs (`rules.ts`): the schema only bounds the shape (every
 * answer a string of bounded length, the declaration a boolean, a missing answer blank), then adds each
 * error of steps 3 to 6 on its field's path with the same message key. A unit test runs both over the
 * same forms and expects the same answer. The output is normalised: codes in upper case, the answers of
 * conditional questions that do not apply cleared.
 */

/** The steps whose answers are `WizardAnswers` (the files and confirmations travel apart). */
export const answerSteps = [
  'contact',
  'trip',
  'travel',
  'customs',
] as const satisfies readonly WizardStepId[];

const answerFields = Object.keys(emptyWizardForm()).filter(
  (f) => !['files', 'confirmDataAccuracy', 'confirmTerms', 'confirmPrivacy', 'confirmPayment'].includes(f),
) as (keyof WizardAnswers)[];

/** No answer is longer than this before the rules' own limits (DESIGN decision 18). */
const maxAnswerLength = 1000;
const answer = z._default(
  z.string('journey.error.option.invalid').check(z.maxLength(maxAnswerLength, tooLong)),
  '',
);

type TextAnswer = Exclude<keyof WizardAnswers, 'customsDeclaration'>;
const shape = {
  ...(Object.fromEntries(
    answerFields.filter((f) => f !== 'customsDeclaration').map((f) => [f, answer]),
  ) as Record<TextAnswer, typeof answer>),
  customsDeclaration: z._default(z.boolean('journey.error.option.invalid'), false),
};

/** The wizard form the rules read, from answers (no files, no confirmations: steps 3 to 6 ignore them). */
export function formOf(answers: Partial<WizardAnswers>): WizardForm {
  return { ...emptyWizardForm(), ...answers };
}

const upper = (v: string) => v.trim().toUpperCase();
const trimmed = (answers: WizardAnswers): WizardAnswers =>
  Object.fromEntries(
    Object.entries(answers).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v]),
  ) as unknown as WizardAnswers;

/** The answers as stored: trimmed, codes upper-cased, answers to questions that do not apply cleared. */
export function normaliseWizardAnswers(input: WizardAnswers): WizardAnswers {
  const a = trimmed(input);
  const hotel = a.accommodationType === 'hotel';
  const host = a.accommodationType === 'private';
  const cash = a.carryingCash === 'yes';
  return {
    ...a,
    nationality: upper(a.nationality),
    passportNumber: upper(a.passportNumber),
    passportIssueCountry: upper(a.passportIssueCountry),
    country: upper(a.country),
    hotelName: hotel ? a.hotelName : '',
    hotelAddress: hotel ? a.hotelAddress : '',
    hostName: host ? a.hostName : '',
    hostAddress: host ? a.hostAddress : '',
    hostPhone: host ? a.hostPhone : '',
    hostEmail: host ? a.hostEmail : '',
    lastVisitDate: a.previousVisitToKenya === 'yes' ? a.lastVisitDate : '',
    cashAmount: cash ? a.cashAmount.replace(/\s/g, '') : '',
    cashCurrency: cash ? a.cashCurrency : '',
    goodsDescription: a.carryingGoods === 'yes' ? a.goodsDescription : '',
    medicineDescription: a.carryingMedicine === 'yes' ? a.medicineDescription : '',
    animalsDescription: a.carryingAnimals === 'yes' ? a.animalsDescription : '',
  };
}

/** The errors of steps 3 to 6 for some answers, as the browser shows them (warnings left out). */
export function wizardAnswerErrors(answers: Partial<WizardAnswers>, today: string) {
  const form = formOf(answers);
  return answerSteps.flatMap((step) => checkWizardStep(step, form, today)).filter((i) => i.level === 'error');
}

/** The schema of `WizardAnswers` with the rules' `today` (the server's clock). */
export function createWizardAnswersSchema(today: string) {
  return z.pipe(
    z.object(shape).check(
      z.superRefine((value, ctx) => {
        for (const issue of wizardAnswerErrors(value as unknown as WizardAnswers, today)) {
          ctx.issues.push({ code: 'custom', message: issue.message, input: value, path: [issue.field] });
        }
      }),
    ),
    z.transform((value) => normaliseWizardAnswers(value as unknown as WizardAnswers)),
  );
}
