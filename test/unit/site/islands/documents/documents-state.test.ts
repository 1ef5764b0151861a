import { describe, expect, it } from 'vitest';
import type { DocumentsOverview } from '../../../../../shared/documents/overview';
import type { DocumentType, RecordedDocument } from '../../../../../shared/documents/rules';
import { UploadError } from '../../../../../site/lib/documents/upload';
import { RecordError } from '../../../../../site/islands/documents/documents-api';
import {
  documentsReducer,
  initialDocuments,
  isBusy,
  progressOf,
  slotOf,
  uploadFailure,
  type DocumentsAction,
  type DocumentsState,
} from '../../../../../site/islands/documents/documents-state';

const overview = (documents: RecordedDocument[] = [], minors = [false, true]): DocumentsOverview => ({
  application: {
    applicationNumber: 'KE-ETA-2026-000123',
    status: 'pending',
    paymentStatus: 'paid',
    applicationType: 'standard',
    processingType: 'normal',
    applicantCount: minors.length,
    applicantNames: minors.map((_, i) => `Traveller ${i + 1}`),
    applicantMinors: minors,
    applicantDocuments: minors.map((minor) =>
      ['passport', 'photo', ...(minor ? ['parental_consent', 'birth_certificate'] : []), 'invitation'].map(
        (type) => ({ type: type as DocumentType, required: type !== 'invitation' }),
      ),
    ),
    contactEmail: 'amina@example.com',
    totalPrice: 218,
    currency: 'USD',
    createdAt: '2026-11-20T10:00:00.000Z',
  },
  documents,
});
const recorded = (
  applicantIndex: number,
  type: DocumentType,
  fileName = `${type}.pdf`,
): RecordedDocument => ({
  applicantIndex,
  type,
  fileName,
  contentType: 'application/pdf',
  size: 1000,
  uploadedAt: '2026-11-20T10:05:00.000Z',
});
const loadedWith = (documents: RecordedDocument[] = []): DocumentsState =>
  documentsReducer(initialDocuments, {
    type: 'loaded',
    loaded: { kind: 'loaded', overview: overview(documents) },
  });
const run = (actions: DocumentsAction[], from = loadedWith()) => actions.reduce(documentsReducer, from);
const documentsOf = (state: DocumentsState) =>
  state.loaded.kind === 'loaded' ? state.loaded.overview.documents : [];

describe('the documents page, slot by slot', () => {
  it('starts loading, shows a failed load, and loads again on retry', () => {
    expect(initialDocuments.loaded).toEqual({ kind: 'loading' });
    const failed = run([{ type: 'loaded', loaded: { kind: 'failed' } }], initialDocuments);
    expect(failed.loaded).toEqual({ kind: 'failed' });
    expect(documentsReducer(failed, { type: 'loading' }).loaded).toEqual({ kind: 'loading' });
  });

  it('shows real progress, then checking at 100 %, then the recorded file in its slot', () => {
    const uploading = run([
      { type: 'progress', key: '0.passport', percent: 0 },
      { type: 'progress', key: '0.passport', percent: 42 },
    ]);
    expect(slotOf(uploading, '0.passport')).toEqual({ phase: 'uploading', percent: 42 });
    expect(isBusy(uploading)).toBe(true);
    const checking = documentsReducer(uploading, { type: 'stored', key: '0.passport' });
    expect(slotOf(checking, '0.passport')).toEqual({ phase: 'checking', percent: 100 });
    expect(isBusy(checking)).toBe(true);
    const done = documentsReducer(checking, { type: 'recorded', document: recorded(0, 'passport') });
    expect(slotOf(done, '0.passport')).toEqual({ phase: 'idle', percent: 0 });
    expect(isBusy(done)).toBe(false);
    expect(documentsOf(done)).toEqual([recorded(0, 'passport')]);
  });

  it('replaces the file of a slot and leaves the other slots alone', () => {
    const state = run(
      [{ type: 'recorded', document: recorded(0, 'passport', 'new.pdf') }],
      loadedWith([recorded(0, 'passport', 'old.pdf'), recorded(1, 'passport')]),
    );
    expect(
      documentsOf(state)
        .map((d) => `${d.applicantIndex}.${d.fileName}`)
        .sort(),
    ).toEqual(['0.new.pdf', '1.passport.pdf']);
  });

  it('keeps a failure in its slot, loses no recorded file, and clears it when a file is chosen again', () => {
    const before = loadedWith([recorded(0, 'passport')]);
    const failed = run([{ type: 'failed', key: '0.photo', error: 'documents.errors.network' }], before);
    expect(slotOf(failed, '0.photo')).toEqual({
      phase: 'idle',
      percent: 0,
      error: 'documents.errors.network',
    });
    expect(slotOf(failed, '0.passport')).toEqual({ phase: 'idle', percent: 0 });
    expect(documentsOf(failed)).toEqual([recorded(0, 'passport')]);
    expect(
      slotOf(documentsReducer(failed, { type: 'chosen', key: '0.photo' }), '0.photo').error,
    ).toBeUndefined();
    const retried = documentsReducer(failed, { type: 'progress', key: '0.photo', percent: 0 });
    expect(slotOf(retried, '0.photo')).toEqual({ phase: 'uploading', percent: 0 });
  });

  it('removes a file from its slot only once the server did', () => {
    const before = loadedWith([recorded(0, 'passport'), recorded(0, 'photo', 'photo.jpg')]);
    const removing = documentsReducer(before, { type: 'removing', key: '0.passport' });
    expect(isBusy(removing)).toBe(true);
    expect(documentsOf(removing)).toHaveLength(2);
    expect(documentsOf(documentsReducer(removing, { type: 'removed', key: '0.passport' }))).toEqual([
      recorded(0, 'photo', 'photo.jpg'),
    ]);
    const refused = documentsReducer(removing, {
      type: 'failed',
      key: '0.passport',
      error: 'documents.errors.server',
    });
    expect(documentsOf(refused)).toHaveLength(2);
    expect(slotOf(refused, '0.passport').error).toBe('documents.errors.server');
  });

  it('submits, and on failure shows the error and lets the traveller submit again', () => {
    const submitting = run([{ type: 'submitting' }]);
    expect(submitting.submit).toBe('submitting');
    const failed = documentsReducer(submitting, { type: 'submitFailed' });
    expect(failed.submit).toBe('failed');
    expect(documentsReducer(failed, { type: 'submitting' }).submit).toBe('submitting');
  });
});

describe('completion', () => {
  it('counts the required documents of each applicant, two more for a minor', () => {
    expect(progressOf(overview())).toMatchObject({ total: 6, done: 0, complete: false });
    const some = progressOf(overview([recorded(0, 'passport'), recorded(1, 'invitation')]));
    expect(some).toMatchObject({ total: 6, done: 1, complete: false });
    expect(some.recorded.get('1.invitation')?.type).toBe('invitation');
  });

  it('is complete when every required document is there, optional ones or not', () => {
    const all = overview([
      recorded(0, 'passport'),
      recorded(0, 'photo'),
      recorded(1, 'passport'),
      recorded(1, 'photo'),
      recorded(1, 'parental_consent'),
      recorded(1, 'birth_certificate'),
    ]);
    expect(progressOf(all)).toMatchObject({ total: 6, done: 6, complete: true });
  });
});

describe('what a failed upload tells the traveller', () => {
  it('names the bucket’s refusal, a lost connection, a refused content and a server error apart', () => {
    expect(uploadFailure(new UploadError('refused', 'EntityTooLarge'))).toBe('documents.errors.refused');
    expect(uploadFailure(new UploadError('network'))).toBe('documents.errors.network');
    expect(uploadFailure(new RecordError(400))).toBe('documents.errors.content');
    expect(uploadFailure(new RecordError(500))).toBe('documents.errors.server');
    expect(uploadFailure(new TypeError('Failed to fetch'))).toBe('documents.errors.network');
  });
});
