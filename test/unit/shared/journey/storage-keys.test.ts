import { describe, expect, it } from 'vitest';
import { storageKeys } from '../../../../shared/journey/storage-keys';

describe('browser storage keys', () => {
  it('keep the names of the specification, plus one for the access token', () => {
    expect(Object.values(storageKeys).sort()).toEqual(
      [
        'kenyaEtaApplication',
        'kenyaEtaPricing',
        'kenyaEtaApplicants',
        'legalAgreements',
        'signatureData',
        'savedApplicationNumber',
        'savedApplicationId',
        'kenyaEtaApplicationNumber',
        'kenyaEtaPaymentSuccess',
        'kenyaEtaAccessToken',
      ].sort(),
    );
  });
});
