import { describe, expect, it } from 'vitest';
import { storageKeys } from '../../../../../shared/journey/storage-keys';
import { draftFacts, guardRedirect, latestReachable } from '../../../../../site/lib/journey/guards';
import { memoryStore } from '../../../../../site/lib/journey/storage';

const step1 = {
  numberOfApplicants: '2',
  etaType: 'tourist',
  transportationMethod: 'air',
  contactEmail: 'ann@example.com',
  contactPhone: '555 123 4567',
  countryCode: '+1',
};
const none = { step1Complete: false, processingChosen: false, applicantCount: 0 };
const afterStep1 = { ...none, step1Complete: true };
const afterPricing = { ...afterStep1, processingChosen: true };
const withApplicant = { ...afterPricing, applicantCount: 1 };

describe('route guards (spec §4)', () => {
  it('sends an empty draft from every guarded page to step 1', () => {
    for (const page of ['pricing', 'details', 'checkAnswers', 'payment'] as const) {
      expect(guardRedirect(page, none)).toBe('/kenya-eta-new-application');
    }
  });

  it('opens pricing once step 1 is complete', () => {
    expect(guardRedirect('pricing', afterStep1)).toBeUndefined();
  });

  it('sends details to pricing when no processing type is stored', () => {
    expect(guardRedirect('details', afterStep1)).toBe('/kenya-eta-pricing');
  });

  it('opens details once a processing type is stored', () => {
    expect(guardRedirect('details', afterPricing)).toBeUndefined();
  });

  it('sends payment and check-your-answers to details when there is no applicant', () => {
    expect(guardRedirect('payment', afterPricing)).toBe('/kenya-eta-details');
    expect(guardRedirect('checkAnswers', afterPricing)).toBe('/kenya-eta-details');
  });

  it('opens payment with at least one applicant', () => {
    expect(guardRedirect('payment', withApplicant)).toBeUndefined();
  });

  it('never skips a missing earlier step, even with applicants stored', () => {
    expect(latestReachable({ ...none, applicantCount: 3 })).toBe('/kenya-eta-new-application');
    expect(guardRedirect('payment', { ...afterStep1, applicantCount: 3 })).toBe('/kenya-eta-pricing');
  });
});

describe('what the draft in storage allows', () => {
  it('needs type, transport, a valid e-mail and a phone for step 1 to count', () => {
    const store = memoryStore({
      [storageKeys.application]: JSON.stringify({ ...step1, contactEmail: 'ann@' }),
    });
    expect(draftFacts(store).step1Complete).toBe(false);
    store.setItem(storageKeys.application, JSON.stringify(step1));
    expect(draftFacts(store).step1Complete).toBe(true);
  });

  it('finds the processing type in kenyaEtaPricing or in the step-1 record, aliases included', () => {
    expect(
      draftFacts(memoryStore({ [storageKeys.pricing]: JSON.stringify({ processingType: 'urgent' }) }))
        .processingChosen,
    ).toBe(true);
    expect(
      draftFacts(memoryStore({ [storageKeys.application]: JSON.stringify({ processingType: 'fast' }) }))
        .processingChosen,
    ).toBe(true);
    expect(draftFacts(memoryStore()).processingChosen).toBe(false);
  });

  it('counts only applicants that have an id', () => {
    const store = memoryStore({
      [storageKeys.applicants]: JSON.stringify([{ id: 'a' }, { firstName: 'x' }]),
    });
    expect(draftFacts(store).applicantCount).toBe(1);
  });
});
