import { describe, expect, it } from 'vitest';
import { draftStateSchema } from '../../../../../shared/api/draft-schemas';
import { deviceChangedAt, draftSnapshot, restoreDraft } from '../../../../../site/lib/drafts/draft-snapshot';
import { blankApplicant, writeApplicants } from '../../../../../site/lib/journey/draft';
import { memoryStore } from '../../../../../site/lib/journey/storage';

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
