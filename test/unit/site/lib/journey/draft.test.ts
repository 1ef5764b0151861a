import { describe, expect, it } from 'vitest';
import { storageKeys } from '../../../../../shared/journey/storage-keys';
import {
  applicantsForGroup,
  blankApplicant,
  readAgreements,
  readApplicants,
  readPricingChoice,
  readStep1,
  writeAgreements,
  writeApplicants,
  writePricingChoice,
  writeStep1,
} from '../../../../../site/lib/journey/draft';
import { memoryStore } from '../../../../../site/lib/journey/storage';
import { validApplicant, validStep1 } from './fixtures';

describe('the step-1 draft', () => {
  it('starts with one applicant and the +1 dial code (spec §3)', () => {
    const draft = readStep1(memoryStore());
    expect(draft.numberOfApplicants).toBe('1');
    expect(draft.countryCode).toBe('+1');
    expect(draft.contactEmail).toBe('');
  });

  it('survives a reload under the spec key kenyaEtaApplication', () => {
    const store = memoryStore();
    writeStep1(store, validStep1);
    expect(JSON.parse(store.getItem(storageKeys.application) ?? '{}')).toMatchObject(validStep1);
    expect(readStep1(store)).toEqual(validStep1);
  });

  it('keeps the processing choice when step 1 is saved again', () => {
    const store = memoryStore();
    writePricingChoice(store, { processingType: 'fast', insurance: true }, undefined);
    writeStep1(store, validStep1);
    expect(readPricingChoice(store)).toEqual({ processingType: 'fast', insurance: true });
  });
});

describe('the pricing choice', () => {
  it('is saved in kenyaEtaPricing with its pricing and in the step-1 record', () => {
    const store = memoryStore();
    writePricingChoice(store, { processingType: 'super_fast', insurance: false }, undefined);
    expect(JSON.parse(store.getItem(storageKeys.pricing) ?? '{}')).toMatchObject({
      processingType: 'super_fast',
    });
    expect(JSON.parse(store.getItem(storageKeys.application) ?? '{}')).toMatchObject({
      processingType: 'super_fast',
      insurance: false,
    });
  });
});

describe('the applicants', () => {
  it('start with the spec defaults and the purpose from the eTA type', () => {
    const applicant = blankApplicant('x', 'business');
    expect(applicant).toMatchObject({
      maritalStatus: 'single',
      passportType: 'ordinary',
      portOfEntry: 'JKIA',
      purposeOfVisit: 'business',
    });
    expect(blankApplicant('y', 'tourist', true).passportType).toBe('diplomatic');
  });

  it('are padded with blank applicants when the group grows, and cut to the group size', () => {
    const saved = [validApplicant('a1'), validApplicant('a2'), validApplicant('a3')];
    let n = 0;
    const make = () => blankApplicant(`new${(n += 1)}`, 'tourist');
    expect(applicantsForGroup(saved, 2, make).map((a) => a.id)).toEqual(['a1', 'a2']);
    expect(applicantsForGroup(saved, 4, make).map((a) => a.id)).toEqual(['a1', 'a2', 'a3', 'new1']);
  });

  it('read back every field, a stored yes/no boolean included', () => {
    const store = memoryStore();
    writeApplicants(store, [validApplicant('a1', { hasVisitedKenya: 'yes' })]);
    expect(readApplicants(store)[0]).toEqual(validApplicant('a1', { hasVisitedKenya: 'yes' }));
    store.setItem(storageKeys.applicants, JSON.stringify([{ id: 'b', hasVisitedKenya: false }]));
    expect(readApplicants(store)[0]?.hasVisitedKenya).toBe('no');
  });
});

describe('the agreements', () => {
  it('record the acceptance time once terms and privacy are both ticked, and keep it', () => {
    const store = memoryStore();
    const none = {
      termsAccepted: true,
      privacyAccepted: false,
      dataAccuracy: false,
      paymentAgreement: false,
    };
    writeAgreements(store, none, new Date('2026-03-01T10:00:00Z'));
    expect(
      JSON.parse(store.getItem(storageKeys.legalAgreements) ?? '{}').acceptanceTimestamp,
    ).toBeUndefined();
    writeAgreements(store, { ...none, privacyAccepted: true }, new Date('2026-03-01T10:05:00Z'));
    writeAgreements(
      store,
      { ...none, privacyAccepted: true, dataAccuracy: true },
      new Date('2026-03-01T10:09:00Z'),
    );
    expect(JSON.parse(store.getItem(storageKeys.legalAgreements) ?? '{}').acceptanceTimestamp).toBe(
      '2026-03-01T10:05:00.000Z',
    );
    // The declaration's two (data accuracy, payment) are what the signature confirms: false unsigned.
    expect(readAgreements(store)).toEqual({ ...none, privacyAccepted: true });
  });

  it('read the declaration (data accuracy, payment) as confirmed once there is a signature', () => {
    const store = memoryStore();
    const ticked = {
      termsAccepted: true,
      privacyAccepted: true,
      dataAccuracy: false,
      paymentAgreement: false,
    };
    writeAgreements(store, ticked, new Date('2026-03-01T10:00:00Z'));
    store.setItem(storageKeys.signature, 'Ann Lee');
    expect(readAgreements(store)).toEqual({ ...ticked, dataAccuracy: true, paymentAgreement: true });
    store.setItem(storageKeys.signature, '');
    expect(readAgreements(store)).toEqual(ticked);
  });
});
