import { describe, expect, it } from 'vitest';
import { draftStateSchema } from '../../../../../shared/api/draft-schemas';
import { deviceChangedAt, draftSnapshot, restoreDraft } from '../../../../../site/lib/drafts/draft-snapshot';
import { blankApplicant, writeApplicants } from '../../../../../site/lib/journey/draft';
import { memoryStore } from '../../../../../site/lib/journey/storage';
import { visaStep1Fields } from '../../../../../site/lib/journey/visa-step1';
import { draftPagePath } from '../../../../../site/lib/drafts/continue-draft';
import { draftKeysOf } from '../../../../../site/lib/drafts/draft-keys';
import { journeyStorageKeys } from '../../../../../shared/journey/storage-keys';

const device = () =>
  memoryStore({
    kenyaEtaApplication: JSON.stringify({
      numberOfApplicants: '2',
      contactEmail: 'amina@example.com',
      processingType: 'normal',
      insurance: false,
      paymentCompleted: true,
      transactionId: 'T-1',
    }),
    kenyaEtaPricing: JSON.stringify({ processingType: 'normal', insurance: false, pricing: { total: 1 } }),
    kenyaEtaApplicants: JSON.stringify([
      { id: 'a1', firstName: 'Amina' },
      { id: 'a2', firstName: 'Joseph' },
    ]),
    kenyaEtaSameTripAsFirst: JSON.stringify(['a2']),
    kenyaEtaResidenceCountry: 'GB',
    kenyaEtaAccessToken: 'secret',
    signatureData: 'data:image/png;base64,AAAA',
  });

describe('the draft snapshot of this device’s answers', () => {
  it('is the shape the server accepts, without payment records, tokens or a drawn signature', () => {
    const state = draftSnapshot(device());
    expect(draftStateSchema.safeParse(state).success).toBe(true);
    expect(state.kenyaEtaApplication).toEqual({
      numberOfApplicants: '2',
      contactEmail: 'amina@example.com',
      processingType: 'normal',
      insurance: false,
    });
    expect(Object.keys(state)).not.toContain('kenyaEtaAccessToken');
    expect(Object.keys(state)).not.toContain('signatureData');
  });

  it('restores on another device as it was saved, clearing what the draft does not have', () => {
    const state = draftSnapshot(device());
    const other = memoryStore({ kenyaEtaDeclaration: '{"consented":true}', signatureData: 'Someone' });
    expect(deviceChangedAt(other)).toBeUndefined();
    restoreDraft(other, state, '2026-11-01T10:00:00.000Z', 'draft-1');
    expect(draftSnapshot(other)).toEqual(state);
    expect(other.getItem('signatureData')).toBeNull();
    expect(other.getItem('kenyaEtaDraftId')).toBe('draft-1');
    expect(deviceChangedAt(other)).toBe('2026-11-01T10:00:00.000Z');
  });

  it('carries every field of every traveller as the details page keeps them (saved from that page too)', () => {
    const store = device();
    const second = { ...blankApplicant('a2', 'tourist'), firstName: 'Joseph', occupation: 'Pilot' };
    // The details page writes each applicant with all its fields, blank ones included, as they are typed.
    writeApplicants(store, [{ ...blankApplicant('a1', 'tourist'), firstName: 'Amina' }, second]);
    const state = draftSnapshot(store);
    expect(draftStateSchema.safeParse(state).success).toBe(true);
    expect((state.kenyaEtaApplicants as unknown[])[1]).toEqual(second);
  });
});

describe('the draft of a visa journey (Tanzania’s, on its own browser records)', () => {
  // Tanzania's names (typed as Kenya's by `keysOfJourney`): `tanzaniaEvisaApplicants` …
  const keys = journeyStorageKeys.tanzania as Record<keyof typeof journeyStorageKeys.tanzania, string>;
  const tanzaniaDevice = () =>
    memoryStore({
      [keys.application]: JSON.stringify({
        nationality: 'NG',
        visaType: 'ordinary',
        numberOfApplicants: '1',
        processingType: 'fast',
        insurance: false,
        departureCountry: 'GB',
        contactEmail: 'chiamaka@example.com',
        contactEmail2: 'chiamaka@example.com',
        contactPhone: '803 123 4567',
        countryCode: '+234',
      }),
      [keys.applicants]: JSON.stringify([{ id: 't1', firstName: 'Chiamaka', nationality: 'NG' }]),
      [keys.legalAgreements]: JSON.stringify({ termsAccepted: true }),
      [keys.signature]: 'Chiamaka Okafor',
      tanzaniaEvisaSameTripAsFirst: JSON.stringify(['t2']),
      // Kenya's journey in the same browser: not the Tanzania draft's.
      ['kenyaEtaApplicants' as string]: JSON.stringify([{ id: 'k1', firstName: 'Kenyan' }]),
    });

  it('reads the journey’s records and names them as a draft does, with the visa’s step-1 answers', () => {
    const state = draftSnapshot(tanzaniaDevice(), 'tanzania');
    expect(draftStateSchema.safeParse(state).success).toBe(true);
    expect(state).toEqual({
      kenyaEtaApplication: expect.objectContaining({
        nationality: 'NG',
        visaType: 'ordinary',
        departureCountry: 'GB',
      }),
      kenyaEtaApplicants: [{ id: 't1', firstName: 'Chiamaka', nationality: 'NG' }],
      legalAgreements: { termsAccepted: true },
      signatureData: 'Chiamaka Okafor',
      kenyaEtaSameTripAsFirst: ['t2'],
    });
    // Every field a visa journey's step 1 keeps is carried.
    for (const field of visaStep1Fields) {
      expect(Object.keys(state.kenyaEtaApplication as object), field).toContain(field);
    }
  });

  it('restores under the journey’s own keys on another device, leaving Kenya’s journey alone', () => {
    const state = draftSnapshot(tanzaniaDevice(), 'tanzania');
    const other = memoryStore({ kenyaEtaApplicants: JSON.stringify([{ id: 'k1' }]) });
    expect(deviceChangedAt(other, 'tanzania')).toBeUndefined();
    restoreDraft(other, state, '2026-11-01T10:00:00.000Z', 'draft-tz', 'tanzania');
    expect(draftSnapshot(other, 'tanzania')).toEqual(state);
    expect(JSON.parse(other.getItem(keys.applicants) ?? 'null')).toEqual(state.kenyaEtaApplicants);
    expect(other.getItem(keys.signature)).toBe('Chiamaka Okafor');
    expect(other.getItem('tanzaniaEvisaDraftId')).toBe('draft-tz');
    expect(other.getItem('kenyaEtaDraftId')).toBeNull();
    expect(other.getItem('kenyaEtaApplicants')).toBe(JSON.stringify([{ id: 'k1' }]));
    expect(other.getItem('kenyaEtaApplication')).toBeNull();
    expect(deviceChangedAt(other, 'tanzania')).toBe('2026-11-01T10:00:00.000Z');
    expect(deviceChangedAt(other, 'kenya')).toBeUndefined();
  });

  it('reopens on the journey’s own pages, and keeps its own draft keys', () => {
    expect(draftPagePath('tanzania', 'details')).toBe('/apply-visa/details');
    expect(draftPagePath('tanzania', 'checkAnswers')).toBe('/apply-visa/check-answers');
    expect(draftPagePath('tanzania', 'step1')).toBe('/apply-visa');
    expect(draftPagePath('kenya', 'details')).toBe('/kenya-eta-details');
    expect(draftKeysOf('tanzania')).toEqual({
      changedAt: 'tanzaniaEvisaChangedAt',
      draftId: 'tanzaniaEvisaDraftId',
      notice: 'tanzaniaEvisaNotice',
    });
    expect(draftKeysOf('kenya').draftId).toBe('kenyaEtaDraftId');
  });
});
