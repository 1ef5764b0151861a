import { describe, expect, it } from 'vitest';
import { tanzania } from '../../../../../shared/destinations/tanzania';
import { journeyStorageKeys } from '../../../../../shared/journey/storage-keys';
import { memoryStore } from '../../../../../site/lib/journey/storage';
import { visaJourneys } from '../../../../../site/lib/journey/visa-journeys';
import {
  eligibleVisaTypes,
  emptyVisaStep1,
  isRush,
  needsNoVisa,
  readVisaStep1,
  visaStep1Pricing,
  visaTypeFor,
  writeVisaStep1,
} from '../../../../../site/lib/journey/visa-step1';

const keys = journeyStorageKeys.tanzania;
const ids = (types: readonly { id: string }[]) => types.map((t) => t.id);

describe('the Tanzania journey table', () => {
  it('uses exactly journeyStorageKeys.tanzania (the cross-sell writes those keys)', () => {
    expect(visaJourneys.tanzania.keys).toEqual(journeyStorageKeys.tanzania);
  });
});

describe('the Tanzania step 1: visa types by nationality', () => {
  it('offers US citizens only the multiple-entry visa (not ordinary), and others every type but it', () => {
    expect(ids(eligibleVisaTypes(tanzania, 'US'))).toEqual(['multiple_entry', 'business', 'transit']);
    expect(ids(eligibleVisaTypes(tanzania, 'GB'))).toEqual(['ordinary', 'business', 'transit']);
    expect(ids(eligibleVisaTypes(tanzania, 'de'))).toEqual(['ordinary', 'business', 'transit']);
  });

  it('offers every type before a nationality is chosen, none to a nationality that needs no visa', () => {
    expect(ids(eligibleVisaTypes(tanzania, ''))).toEqual([
      'ordinary',
      'multiple_entry',
      'business',
      'transit',
    ]);
    expect(eligibleVisaTypes(tanzania, 'KE')).toEqual([]);
    expect(needsNoVisa(tanzania, 'KE')).toBe(true);
    expect(needsNoVisa(tanzania, 'TZ')).toBe(true);
    expect(needsNoVisa(tanzania, 'US')).toBe(false);
    expect(needsNoVisa(tanzania, '')).toBe(false);
  });

  it('keeps the chosen type while it is allowed, else drops it', () => {
    expect(visaTypeFor(tanzania, 'GB', 'business')).toBe('business');
    expect(visaTypeFor(tanzania, 'US', 'ordinary')).toBe('');
    expect(visaTypeFor(tanzania, 'GB', 'multiple_entry')).toBe('');
    expect(visaTypeFor(tanzania, 'KE', 'ordinary')).toBe('');
  });
});

describe('the Tanzania step 1: ?rush=true', () => {
  it('reads rush=true only', () => {
    expect(isRush('?rush=true')).toBe(true);
    expect(isRush('?lang=en&rush=true')).toBe(true);
    expect(isRush('?rush=1')).toBe(false);
    expect(isRush('')).toBe(false);
  });

  it('preselects the fastest speed (super urgent) with rush, and nothing without', () => {
    const store = memoryStore();
    expect(readVisaStep1(store, keys.application, tanzania, { rush: true }).processingType).toBe(
      'super_fast',
    );
    expect(readVisaStep1(store, keys.application, tanzania, { rush: false }).processingType).toBe('');
  });

  it('keeps a saved speed without rush and overrides it with rush', () => {
    const store = memoryStore();
    writeVisaStep1(store, keys.application, { ...emptyVisaStep1, processingType: 'normal' });
    expect(readVisaStep1(store, keys.application, tanzania, { rush: false }).processingType).toBe('normal');
    expect(readVisaStep1(store, keys.application, tanzania, { rush: true }).processingType).toBe(
      'super_fast',
    );
  });
});

describe('the Tanzania step 1: saved and carried-over records', () => {
  it('saves under the Tanzania key only, insurance as a boolean, keeping what other pages added', () => {
    const store = memoryStore({ [keys.application]: JSON.stringify({ other: 1 }) });
    writeVisaStep1(store, keys.application, {
      ...emptyVisaStep1,
      nationality: 'US',
      visaType: 'multiple_entry',
      insurance: 'yes',
      numberOfApplicants: '2',
    });
    expect(store.getItem(journeyStorageKeys.kenya.application)).toBeNull();
    expect(JSON.parse(store.getItem(keys.application) ?? '{}')).toMatchObject({
      other: 1,
      nationality: 'US',
      visaType: 'multiple_entry',
      insurance: true,
      numberOfApplicants: '2',
    });
    const read = readVisaStep1(store, keys.application, tanzania, { rush: false });
    expect(read).toMatchObject({ insurance: 'yes', visaType: 'multiple_entry', numberOfApplicants: '2' });
  });

  it('starts from records carried over from Kenya: contact, group size and the first traveller’s nationality', () => {
    const store = memoryStore({
      [keys.application]: JSON.stringify({
        numberOfApplicants: '2',
        contactEmail: 'amina@example.com',
        contactPhone: '7700 900123',
        countryCode: '+44',
        etaType: 'tourist',
      }),
      [keys.applicants]: JSON.stringify([
        { id: 'a', nationality: 'us' },
        { id: 'b', nationality: 'US' },
      ]),
    });
    const read = readVisaStep1(store, keys.application, tanzania, {
      rush: false,
      applicantsKey: keys.applicants,
    });
    expect(read).toMatchObject({
      numberOfApplicants: '2',
      contactEmail: 'amina@example.com',
      contactPhone: '7700 900123',
      countryCode: '+44',
      nationality: 'US',
      // The only ordinary-like type a US citizen may have is not preselected: they choose.
      visaType: '',
    });
  });
});

describe('the Tanzania step 1: price', () => {
  it('is the table’s: service fee for the group + the type’s government fee + speed + insurance, per person', () => {
    const draft = {
      ...emptyVisaStep1,
      nationality: 'US',
      visaType: 'multiple_entry',
      numberOfApplicants: '2',
      processingType: 'super_fast',
    };
    expect(visaStep1Pricing(tanzania, draft)).toMatchObject({
      serviceFee: 57,
      governmentFee: 100,
      processingFee: 99,
      insurancePrice: 0,
      totalPerPerson: 256,
      totalPrice: 512,
    });
    expect(
      visaStep1Pricing(tanzania, { ...draft, processingType: 'fast', insurance: 'yes' })?.totalPrice,
    ).toBe((57 + 100 + 79 + 45) * 2);
    expect(
      visaStep1Pricing(tanzania, {
        ...draft,
        visaType: 'transit',
        numberOfApplicants: '1',
        processingType: 'normal',
      })?.totalPrice,
    ).toBe(59 + 30);
  });

  it('has no price before a type and a speed are chosen', () => {
    expect(visaStep1Pricing(tanzania, { ...emptyVisaStep1, processingType: 'normal' })).toBeUndefined();
    expect(visaStep1Pricing(tanzania, { ...emptyVisaStep1, visaType: 'ordinary' })).toBeUndefined();
  });
});
