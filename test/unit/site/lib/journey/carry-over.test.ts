import { describe, expect, it } from 'vitest';
import type { CarryOver } from '../../../../../shared/journey/carry-over';
import { journeyStorageKeys, storageKeys } from '../../../../../shared/journey/storage-keys';
import { carryOverRecords, writeCarryOver } from '../../../../../site/lib/journey/carry-over';
import { memoryStore, readJson } from '../../../../../site/lib/journey/storage';
import { readApplicants, readStep1 } from '../../../../../site/lib/journey/draft';

const carry: CarryOver = {
  offer: { destination: 'tanzania', apply: '/apply-visa' },
  travellers: [
    {
      firstName: 'Amina',
      middleName: '',
      lastName: 'Odhiambo',
      dateOfBirth: '1990-4-12',
      nationality: 'GB',
      passportNumber: 'AB1234560',
      passportExpiryDate: '2031-6-30',
    },
    {
      firstName: 'Joseph',
      middleName: 'K',
      lastName: 'Odhiambo',
      dateOfBirth: '2012-1-3',
      nationality: 'DE',
      passportNumber: 'C01X00T47',
      passportExpiryDate: '2030-1-1',
    },
  ],
  contactEmail: 'amina@example.com',
  contactPhone: '+44 7700 900123',
};

let n = 0;
const newId = () => `id-${++n}`;

describe('what the cross-sell carries over to the other destination’s journey', () => {
  it('copies the group size, the contact details and each traveller’s names, birth date, nationality and passport', () => {
    const { application, applicants } = carryOverRecords(carry, newId);
    expect(application).toEqual({
      numberOfApplicants: '2',
      contactEmail: 'amina@example.com',
      contactEmail2: 'amina@example.com',
      countryCode: '+44',
      contactPhone: '7700 900123',
    });
    expect(applicants).toHaveLength(2);
    expect(applicants[1]).toEqual({
      id: expect.any(String),
      firstName: 'Joseph',
      middleName: 'K',
      lastName: 'Odhiambo',
      dateOfBirth: '2012-1-3',
      nationality: 'DE',
      passportNumber: 'C01X00T47',
      passportExpiryDate: '2030-1-1',
    });
  });

  it('copies nothing else, even when the server’s answer carried more', () => {
    const more = {
      ...carry,
      travellers: carry.travellers.map((t) => ({ ...t, currentAddress: '1 High St', occupation: 'Nurse' })),
    } as CarryOver;
    const { application, applicants } = carryOverRecords(more, newId);
    expect(Object.keys(applicants[0] ?? {}).sort()).toEqual(
      [
        'id',
        'firstName',
        'middleName',
        'lastName',
        'dateOfBirth',
        'nationality',
        'passportNumber',
        'passportExpiryDate',
      ].sort(),
    );
    expect(Object.keys(application)).not.toContain('etaType');
    expect(Object.keys(application)).not.toContain('processingType');
  });

  it('writes the other destination’s records only, which its journey reads as Kenya’s does', () => {
    const store = memoryStore({
      [storageKeys.application]: JSON.stringify({ numberOfApplicants: '3' }),
      [journeyStorageKeys.tanzania.savedApplicationId]: 'old-id',
      [journeyStorageKeys.tanzania.accessToken]: 'old-token',
    });
    expect(writeCarryOver(store, carry, newId)).toBe(true);
    const keys = journeyStorageKeys.tanzania;
    expect(readJson(store, keys.application)).toMatchObject({ numberOfApplicants: '2' });
    // Kenya's own draft is untouched; the Tanzania journey's earlier submission is forgotten.
    expect(readJson(store, storageKeys.application)).toEqual({ numberOfApplicants: '3' });
    expect(store.getItem(keys.savedApplicationId)).toBeNull();
    expect(store.getItem(keys.accessToken)).toBeNull();

    // Read back through Kenya's draft readers over the same record shapes.
    const asKenya = memoryStore({
      [storageKeys.application]: store.getItem(keys.application) ?? '',
      [storageKeys.applicants]: store.getItem(keys.applicants) ?? '',
    });
    expect(readStep1(asKenya)).toMatchObject({ numberOfApplicants: '2', contactPhone: '7700 900123' });
    const read = readApplicants(asKenya);
    expect(read.map((a) => a.passportNumber)).toEqual(['AB1234560', 'C01X00T47']);
    expect(read[0]?.currentAddress).toBe('');
  });

  it('the reverse lands in Kenya’s records', () => {
    const store = memoryStore();
    writeCarryOver(store, { ...carry, offer: { destination: 'kenya', apply: '/apply-kenya-eta' } }, newId);
    expect(readApplicants(store).map((a) => a.lastName)).toEqual(['Odhiambo', 'Odhiambo']);
    expect(readJson(store, journeyStorageKeys.tanzania.applicants)).toBeUndefined();
  });
});
