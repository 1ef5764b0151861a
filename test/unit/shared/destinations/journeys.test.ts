import { describe, expect, it } from 'vitest';
import { paymentPagesOf } from '../../../../shared/api/payments';
import {
  journeyOfPath,
  keysOfJourney,
  visaJourneyPath,
  visaJourneyRoutes,
} from '../../../../shared/destinations/journeys';
import { tanzania } from '../../../../shared/destinations/tanzania';
import { storageKeys } from '../../../../shared/journey/kenya-storage-keys';
import { journeyStorageKeys } from '../../../../shared/journey/storage-keys';
import { isVisaStep1Saved } from '../../../../site/lib/journey/guards';

describe('which journey a page is on', () => {
  it('is Tanzania’s under /apply-visa, in any language, and Kenya’s everywhere else', () => {
    for (const path of [
      '/apply-visa',
      '/apply-visa/',
      '/apply-visa/details',
      '/ar/apply-visa/check-answers',
    ]) {
      expect(journeyOfPath(path), path).toBe('tanzania');
    }
    for (const path of [
      '/',
      '/kenya-eta-details',
      '/fr/kenya-eta-payment-new',
      '/apply-visa-now',
      '/tanzania',
    ]) {
      expect(journeyOfPath(path), path).toBe('kenya');
    }
  });

  it('takes its first page from the destination’s definition', () => {
    expect(tanzania.paths.apply).toBe(visaJourneyRoutes.tanzania.apply);
    expect(visaJourneyPath('tanzania', 'details')).toBe('/apply-visa/details');
  });
});

describe('the browser records of a journey', () => {
  it('are Kenya’s own names on Kenya’s journey', () => {
    expect(keysOfJourney(storageKeys, 'kenya')).toBe(storageKeys);
  });

  it('are the journey’s prefix and the record’s name on another, none shared with Kenya', () => {
    const keys = keysOfJourney(storageKeys, 'tanzania');
    expect(keys.application).toBe('tanzaniaEvisaApplication');
    expect(keys.applicants).toBe('tanzaniaEvisaApplicants');
    expect(keys.accessToken).toBe('tanzaniaEvisaAccessToken');
    expect(journeyStorageKeys.tanzania).toEqual(keys);
    const kenya = new Set(Object.values(storageKeys));
    expect(Object.values(keys).filter((k) => kenya.has(k))).toEqual([]);
  });
});

describe('where the gateway sends a payment back', () => {
  it('is Kenya’s result and cancel pages for Kenya, the journey’s own pages for Tanzania', () => {
    expect(paymentPagesOf('kenya')).toEqual({
      result: '/kenya-eta-payment-result',
      cancel: '/payment-cancel',
    });
    expect(paymentPagesOf('tanzania')).toEqual({
      result: '/apply-visa/payment-result',
      cancel: '/apply-visa/payment-cancel',
    });
  });
});

describe('a visa journey’s step 1, as the route guards see it', () => {
  const saved = {
    nationality: 'US',
    visaType: 'multiple_entry',
    departureCountry: 'US',
    contactEmail: 'a@example.com',
    contactPhone: '202 555 0100',
  };
  it('is complete once nationality, visa type, departure country and contact are saved', () => {
    expect(isVisaStep1Saved(saved)).toBe(true);
    for (const field of Object.keys(saved)) {
      expect(isVisaStep1Saved({ ...saved, [field]: '' }), field).toBe(false);
    }
  });
});
