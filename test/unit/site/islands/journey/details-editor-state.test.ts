import { describe, expect, it } from 'vitest';
import {
  checkStep,
  detailsReducer,
  effectiveOf,
  headingId,
  initialDetails,
  openingFromHash,
  ownerOf,
  saveChanges,
  type DetailsAction,
  type DetailsDraft,
  type DetailsState,
} from '../../../../../site/islands/journey/details-editor-state';
import * as checks from '../../../../../site/lib/journey/details-validation';
import {
  blankApplicant,
  readAgreements,
  readApplicants,
  readSameAsFirst,
  readSignature,
  writeApplicants,
  writeStep1,
  type ApplicantDraft,
} from '../../../../../site/lib/journey/draft';
import { noneSameAsFirst } from '../../../../../site/lib/journey/same-as-first';
import { memoryStore } from '../../../../../site/lib/journey/storage';
import { today, validApplicant, validStep1 } from '../../lib/journey/fixtures';
import { load as loadDetails } from '../../../../../site/islands/journey/DetailsForm';

const noAgreements = {
  termsAccepted: false,
  privacyAccepted: false,
  dataAccuracy: false,
  paymentAgreement: false,
};
const allAgreed = { termsAccepted: true, privacyAccepted: true, dataAccuracy: true, paymentAgreement: true };

/** A group of three: applicant 1 complete, applicants 2 and 3 with only a name and a passport. */
function draft(overrides: Partial<DetailsDraft> = {}): DetailsDraft {
  const partial = (id: string) => ({ ...validApplicant(id), email: '', phone: '', currentAddress: '' });
  return {
    count: 3,
    all: [validApplicant('a1'), partial('a2'), partial('a3'), blankApplicant('left', 'tourist')],
    sameAsFirst: noneSameAsFirst,
    agreements: noAgreements,
    signature: '',
    ...overrides,
  };
}
const run = (state: DetailsState, actions: DetailsAction[]) => actions.reduce(detailsReducer, state);
/** Presses Next (or Continue) and applies what the checks decide, as the editor does. */
function next(state: DetailsState): DetailsState {
  const outcome = checkStep(state, checks, today);
  return outcome.type === 'done' ? state : detailsReducer(state, outcome);
}

describe('the details editor, step by step', () => {
  it('opens at applicant 1, or at the applicant and field a Change link names', () => {
    expect(initialDetails(draft())).toMatchObject({ index: 0, focus: undefined, attempt: 0 });
    expect(initialDetails(draft(), '#applicant-2-email')).toMatchObject({
      index: 1,
      focus: { id: 'applicant-2-email' },
    });
    expect(openingFromHash('#applicant-3-sameAsFirst-trip', 3)).toEqual({
      index: 2,
      id: 'applicant-3-sameAsFirst-trip',
    });
    // The signature and agreements are on the last applicant's page; a removed applicant's link too.
    expect(openingFromHash('#signature', 3)).toEqual({ index: 2, id: 'signature' });
    expect(openingFromHash('#applicant-7-email', 3)?.index).toBe(2);
    expect(openingFromHash('', 3)).toBeUndefined();
  });

  it('refuses Next with the shown applicant’s problems only, then clears each one as it is typed', () => {
    const refused = next(detailsReducer(initialDetails(draft()), { type: 'went', index: 1 }));
    expect(refused.index).toBe(1);
    expect(refused.attempt).toBe(1);
    expect(refused.errors.applicants[0]).toEqual({});
    expect(Object.keys(refused.errors.applicants[1] ?? {}).sort()).toEqual([
      'currentAddress',
      'email',
      'phone',
    ]);
    const typed = detailsReducer(refused, { type: 'edited', patch: { email: 'b@example.com' } });
    expect(Object.keys(typed.errors.applicants[1] ?? {}).sort()).toEqual(['currentAddress', 'phone']);
    expect(typed.all[1]?.email).toBe('b@example.com');
    expect(typed.all[0]?.email).toBe('ann@example.com');
  });

  it('moves on with "same as applicant 1" for the address and contact details, focusing the next heading', () => {
    const second = run(initialDetails(draft()), [
      { type: 'went', index: 1 },
      { type: 'sameChosen', section: 'contact', same: true },
    ]);
    expect(second.sameAsFirst.contact.has('a2')).toBe(true);
    expect(effectiveOf(second)[1]?.email).toBe('ann@example.com');
    // What applicant 2 typed is kept underneath, for when the box is unticked.
    expect(second.all[1]?.email).toBe('');
    const third = next(second);
    expect(third).toMatchObject({ index: 2, focus: { id: headingId }, attempt: 0 });
  });

  it('at the last applicant checks everyone, the agreements and the signature, with the 5-second message', () => {
    const same = { contact: new Set(['a2', 'a3']), trip: new Set<string>(), emergency: new Set<string>() };
    const last = initialDetails(draft({ sameAsFirst: same }), '#applicant-3-firstName');
    const refused = next(last);
    expect(refused.legalMessage).toBe(1);
    expect(refused.errors.agreements).toHaveProperty('termsAccepted');
    expect(refused.errors.signature).toBe('journey.error.signature.required');
    expect(next(refused).legalMessage).toBe(2);
    expect(detailsReducer(refused, { type: 'legalExpired' }).legalMessage).toBe(0);

    const agreed = run(refused, [
      { type: 'agreed', value: { ...noAgreements, termsAccepted: true, privacyAccepted: true } },
    ]);
    // Two boxes: the rest is the declaration the signature confirms.
    expect(agreed.errors.agreements).toEqual({});
    expect(checkStep(agreed, checks, today)).toMatchObject({
      type: 'refused',
      errors: { agreements: {}, signature: 'journey.error.signature.required' },
    });
    const signed = run(agreed, [{ type: 'signed', value: 'Ann Lee' }]);
    expect(signed.errors.signature).toBeUndefined();
    expect(signed.agreements).toEqual(allAgreed);
    expect(checkStep(signed, checks, today)).toEqual({ type: 'done' });
    // A signature cleared takes the declaration back with it.
    expect(run(signed, [{ type: 'signed', value: '' }]).agreements).toMatchObject({
      dataAccuracy: false,
      paymentAgreement: false,
    });
  });

  it('clears the last visit date when the traveller answers that they have not visited Kenya', () => {
    const visited = run(initialDetails(draft()), [
      { type: 'edited', patch: { hasVisitedKenya: 'yes', lastVisitDate: '2020-1-5' } },
    ]);
    expect(visited.all[0]?.lastVisitDate).toBe('2020-1-5');
    expect(
      detailsReducer(visited, { type: 'edited', patch: { hasVisitedKenya: 'no' } }).all[0],
    ).toMatchObject({
      hasVisitedKenya: 'no',
      lastVisitDate: '',
    });
  });

  it('opens the applicant a summary link points to, keeping the problems listed', () => {
    const refused = next(initialDetails(draft(), '#signature'));
    expect(ownerOf('applicant-2-email', 3)).toBe(1);
    expect(ownerOf('termsAccepted', 3)).toBe(2);
    const opened = detailsReducer(refused, { type: 'opened', index: 1, target: 'applicant-2-email' });
    expect(opened).toMatchObject({ index: 1, focus: { id: 'applicant-2-email' }, errors: refused.errors });
  });

  it('saves to the draft only what an action changed', () => {
    const store = memoryStore();
    const start = initialDetails(draft());
    const apply = (state: DetailsState, action: DetailsAction, now = new Date('2026-03-01T10:00:00Z')) => {
      const after = detailsReducer(state, action);
      saveChanges(store, state, after, now);
      return after;
    };
    apply(start, { type: 'went', index: 1 });
    expect(store.getItem('kenyaEtaApplicants')).toBeNull();
    const typed = apply(start, { type: 'edited', patch: { firstName: 'Anna' } });
    expect(readApplicants(store).map((a) => a.firstName)).toEqual(['Anna', 'Ann', 'Ann', '']);
    const same = apply(detailsReducer(typed, { type: 'went', index: 2 }), {
      type: 'sameChosen',
      section: 'emergency',
      same: true,
    });
    expect([...readSameAsFirst(store).emergency]).toEqual(['a3']);
    // The choices are saved with the applicants, so those a new applicant started with are kept.
    const fresh = memoryStore();
    const sharing = initialDetails(draft({ sameAsFirst: { ...noneSameAsFirst, trip: new Set(['a2']) } }));
    saveChanges(
      fresh,
      sharing,
      detailsReducer(sharing, { type: 'edited', patch: { firstName: 'Al' } }),
      new Date(),
    );
    expect([...readSameAsFirst(fresh).trip]).toEqual(['a2']);
    const agreed = apply(same, {
      type: 'agreed',
      value: { ...noAgreements, termsAccepted: true, privacyAccepted: true },
    });
    expect(readAgreements(store)).toMatchObject({
      ...noAgreements,
      termsAccepted: true,
      privacyAccepted: true,
    });
    apply(agreed, { type: 'signed', value: 'Anna Lee' });
    expect(readSignature(store)).toBe('Anna Lee');
    // Stored as before (what the server, the admin view and the PDF read): four flags, true once signed.
    expect(JSON.parse(store.getItem('legalAgreements') ?? '{}')).toMatchObject(allAgreed);
  });

  it('starts the applicants new to the group sharing address, trip and emergency contact with applicant 1', () => {
    const store = memoryStore();
    writeStep1(store, { ...validStep1, numberOfApplicants: '3' });
    writeApplicants(store, [validApplicant('a1'), validApplicant('a2')]);
    const loaded = loadDetails(store);
    const added = (loaded.all[2] as ApplicantDraft).id;
    for (const section of ['contact', 'trip', 'emergency'] as const) {
      expect([...loaded.sameAsFirst[section]]).toEqual([added]);
    }
    // Nobody saved: applicants 2 and 3 are new, applicant 1 never shares with itself.
    const empty = memoryStore();
    writeStep1(empty, { ...validStep1, numberOfApplicants: '3' });
    const both = loadDetails(empty);
    expect([...both.sameAsFirst.contact]).toEqual(both.all.slice(1).map((a) => a.id));
  });
});
