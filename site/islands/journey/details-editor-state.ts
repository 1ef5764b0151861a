import type { AskedQuestions } from '../../../shared/journey/section-fields';
import { parseFieldId } from '../../lib/journey/applicant-fields';
import type { FieldMessages } from '../../lib/journey/applicant-check';
import type { DetailsErrors } from '../../lib/journey/details-problems';
import {
  withSignature,
  writeAgreements,
  writeApplicants,
  writeSameAsFirst,
  type AgreementsDraft,
  type ApplicantDraft,
} from '../../lib/journey/draft';
import type { DetailsChecks } from '../../lib/journey/load-details-checks';
import {
  withChoice,
  withSharedDetails,
  type SameAsFirst,
  type SharedSection,
} from '../../lib/journey/same-as-first';
import { writeString, type KeyValueStore } from '../../lib/journey/storage';
import { storageKeys } from '../../lib/journey/journey-keys';

/*
 * The details page's editor as a pure reducer (as check-answers-state.ts): which applicant is shown,
 * what was typed, the problems found and where focus goes next. The editor dispatches what happened
 * and saves what changed (`saveChanges`); the tests drive the steps without a browser.
 */

/** What the editor starts from: the stored draft of the details page. */
export interface DetailsDraft {
  readonly count: number;
  /** The group's applicants first, then any the group no longer includes (kept, not lost). */
  readonly all: readonly ApplicantDraft[];
  readonly sameAsFirst: SameAsFirst;
  readonly agreements: AgreementsDraft;
  readonly signature: string;
  /** What the chosen visa type asks (`VisaType.questions`); absent: a visit's. */
  readonly questions?: AskedQuestions | undefined;
}

export interface DetailsState extends DetailsDraft {
  /** The applicant shown (0-based). */
  readonly index: number;
  readonly errors: DetailsErrors;
  /** Counts refused checks: the error summary takes focus each time it changes. */
  readonly attempt: number;
  /** Counts the spec's "accept both" message (§5); each new one restarts its 5 s, 0 hides it. */
  readonly legalMessage: number;
  /** Where focus goes next; a new object each time, so asking twice for one field focuses it twice. */
  readonly focus: { readonly id: string } | undefined;
}

export type DetailsAction =
  /** Fields of the shown applicant typed or read from a passport. */
  | { readonly type: 'edited'; readonly patch: Partial<ApplicantDraft> }
  | { readonly type: 'sameChosen'; readonly section: SharedSection; readonly same: boolean }
  | { readonly type: 'agreed'; readonly value: AgreementsDraft }
  | { readonly type: 'signed'; readonly value: string }
  /** Previous, Next or the switcher: another applicant, its heading focused. */
  | { readonly type: 'went'; readonly index: number }
  /** An error summary link to another applicant's field. */
  | { readonly type: 'opened'; readonly index: number; readonly target: string }
  | { readonly type: 'refused'; readonly errors: DetailsErrors; readonly legal: boolean }
  | { readonly type: 'legalExpired' };

/** The id of the applicant heading, focused after a move. */
export const headingId = 'applicant-heading';
const noErrors: DetailsErrors = { applicants: [], agreements: {} };

/** A Change link (`#applicant-2-email`, `#signature`) opens the right applicant and focuses the field. */
export function openingFromHash(hash: string, count: number): { index: number; id: string } | undefined {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  if (!id) return undefined;
  // A field, or a section's "same as applicant 1" box (`applicant-2-sameAsFirst-trip`).
  const applicant = parseFieldId(id)?.index ?? applicantIndexOf(id);
  return { index: applicant !== undefined ? Math.min(applicant, count - 1) : count - 1, id };
}
function applicantIndexOf(id: string): number | undefined {
  const match = /^applicant-(\d{1,2})-/.exec(id);
  return match ? Number(match[1]) - 1 : undefined;
}

export function initialDetails(draft: DetailsDraft, hash = ''): DetailsState {
  const opening = openingFromHash(hash, draft.count);
  const base = { ...draft, errors: noErrors, attempt: 0, legalMessage: 0 };
  return { ...base, index: opening?.index ?? 0, focus: opening && { id: opening.id } };
}

/** The group's applicants, and the same with applicant 1's shared sections copied where chosen. */
export const groupOf = (s: DetailsState) => s.all.slice(0, s.count);
export const effectiveOf = (s: DetailsState) => withSharedDetails(groupOf(s), s.sameAsFirst);
export const isLastOf = (s: DetailsState) => s.index === s.count - 1;

/**
 * The applicant whose page holds a summary link's target (a visa section's field by its id's number;
 * agreements and signature: the last).
 */
export const ownerOf = (target: string, count: number) =>
  parseFieldId(target)?.index ?? applicantIndexOf(target) ?? count - 1;

function withoutErrors(errors: DetailsErrors, index: number, fields: readonly string[]): DetailsErrors {
  const without = (e: FieldMessages) =>
    Object.fromEntries(Object.entries(e).filter(([k]) => !fields.includes(k)));
  return { ...errors, applicants: errors.applicants.map((e, i) => (i === index ? without(e) : e)) };
}

export function detailsReducer(state: DetailsState, action: DetailsAction): DetailsState {
  switch (action.type) {
    case 'edited': {
      const patch = { ...action.patch };
      // No last visit date without a visit (spec §4: choosing No clears it).
      if (patch.hasVisitedKenya !== undefined && patch.hasVisitedKenya !== 'yes') patch.lastVisitDate = '';
      const all = state.all.map((a, i) => (i === state.index ? { ...a, ...patch } : a));
      return { ...state, all, errors: withoutErrors(state.errors, state.index, Object.keys(action.patch)) };
    }
    case 'sameChosen': {
      const id = (state.all[state.index] as ApplicantDraft).id;
      return { ...state, sameAsFirst: withChoice(state.sameAsFirst, action.section, id, action.same) };
    }
    case 'agreed': {
      const agreements = Object.entries(state.errors.agreements).filter(
        ([name]) => !action.value[name as keyof AgreementsDraft],
      );
      return {
        ...state,
        agreements: action.value,
        errors: { ...state.errors, agreements: Object.fromEntries(agreements) },
      };
    }
    case 'signed': {
      const errors = action.value ? { ...state.errors, signature: undefined } : state.errors;
      // Signing confirms the declaration shown with it: the information is correct, the fees agreed.
      const agreements = withSignature(state.agreements, action.value);
      return { ...state, signature: action.value, agreements, errors };
    }
    case 'went':
      return { ...state, index: action.index, errors: noErrors, focus: { id: headingId } };
    case 'opened':
      return { ...state, index: action.index, focus: { id: action.target } };
    case 'refused':
      return {
        ...state,
        errors: action.errors,
        attempt: state.attempt + 1,
        legalMessage: state.legalMessage + (action.legal ? 1 : 0),
      };
    case 'legalExpired':
      return { ...state, legalMessage: 0 };
  }
}

/** What Next (or Continue, at the last applicant) leads to: a move, a refusal, or check your answers. */
export type StepOutcome = Extract<DetailsAction, { type: 'went' | 'refused' }> | { readonly type: 'done' };

/**
 * The step's checks: before the last applicant only the shown applicant's fields; at the last, every
 * applicant, the agreements and the signature. The "accept both" message shows whenever terms or
 * privacy are missing, even when other problems are listed too.
 */
export function checkStep(state: DetailsState, checks: DetailsChecks, today: string): StepOutcome {
  const effective = effectiveOf(state);
  if (!isLastOf(state)) {
    const found = checks.applicantErrors(
      effective[state.index] as ApplicantDraft,
      today,
      state.questions?.sections,
    );
    if (Object.keys(found).length === 0) return { type: 'went', index: state.index + 1 };
    const applicants = effective.map((_, i) => (i === state.index ? found : {}));
    return { type: 'refused', errors: { ...noErrors, applicants }, legal: false };
  }
  const found = checks.validateDetails(
    effective,
    state.agreements,
    state.signature,
    today,
    state.questions?.sections,
  );
  if (!checks.hasProblems(found)) return { type: 'done' };
  return { type: 'refused', errors: found, legal: checks.missesLegalAgreements(state.agreements) };
}

/** Saves to the draft what an action changed (the agreements with the time they were accepted). */
export function saveChanges(
  store: KeyValueStore,
  before: DetailsState,
  after: DetailsState,
  now: Date,
): void {
  // Saved with the applicants: the choices a new applicant starts with are kept once it is saved.
  if (after.sameAsFirst !== before.sameAsFirst || after.all !== before.all) {
    writeSameAsFirst(store, after.sameAsFirst);
  }
  if (after.all !== before.all || after.sameAsFirst !== before.sameAsFirst) writeApplicants(store, after.all);
  if (after.agreements !== before.agreements) writeAgreements(store, after.agreements, now);
  if (after.signature !== before.signature) writeString(store, storageKeys.signature, after.signature);
}
