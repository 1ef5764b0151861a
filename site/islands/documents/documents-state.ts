import type { DocumentsOverview } from '../../../shared/documents/overview';
import type { DocumentType, RecordedDocument } from '../../../shared/documents/rules';
import { UploadError } from '../../lib/documents/upload';
import { RecordError, type Loaded } from './documents-api';

/*
 * The documents page as a pure reducer (as the chat's visitor-chat-state.ts and check-answers-state.ts):
 * the server's overview, each slot's upload (real progress, the record call, removal, its error), and
 * the final submit. The page dispatches what happened; the tests drive it without a browser.
 */

/** Why a slot's last attempt failed, as a catalog key (the slot fills in its types and size). */
export type SlotError =
  | 'documents.errors.fileType'
  | 'documents.errors.tooLarge'
  | 'documents.errors.empty'
  | 'documents.errors.refused'
  | 'documents.errors.network'
  | 'documents.errors.content'
  | 'documents.errors.server';

export interface SlotState {
  readonly phase: 'idle' | 'uploading' | 'checking' | 'removing';
  readonly percent: number;
  readonly error?: SlotError;
}

export interface DocumentsState {
  readonly loaded: Loaded;
  /** By `slotKey(applicant, type)`; a slot not in here is idle. */
  readonly slots: Readonly<Record<string, SlotState>>;
  readonly submit: 'idle' | 'submitting' | 'failed';
}

export type DocumentsAction =
  | { readonly type: 'loading' }
  | { readonly type: 'loaded'; readonly loaded: Loaded }
  /** A file was chosen (or the last one retried): the slot's old error goes. */
  | { readonly type: 'chosen'; readonly key: string }
  | { readonly type: 'progress'; readonly key: string; readonly percent: number }
  /** S3 took the file: the server is recording (and checking) it. */
  | { readonly type: 'stored'; readonly key: string }
  | { readonly type: 'recorded'; readonly document: RecordedDocument }
  | { readonly type: 'removing'; readonly key: string }
  | { readonly type: 'removed'; readonly key: string }
  | { readonly type: 'failed'; readonly key: string; readonly error: SlotError }
  | { readonly type: 'submitting' }
  | { readonly type: 'submitFailed' };

export const initialDocuments: DocumentsState = { loaded: { kind: 'loading' }, slots: {}, submit: 'idle' };

export const slotKey = (index: number, type: DocumentType) => `${index}.${type}`;
const keyOf = (d: RecordedDocument) => slotKey(d.applicantIndex, d.type);
export const idleSlot: SlotState = { phase: 'idle', percent: 0 };

/** What the traveller is told when an upload fails with `e`. */
export function uploadFailure(e: unknown): SlotError {
  if (e instanceof UploadError)
    return e.reason === 'refused' ? 'documents.errors.refused' : 'documents.errors.network';
  if (e instanceof RecordError)
    return e.status === 400 ? 'documents.errors.content' : 'documents.errors.server';
  return 'documents.errors.network';
}

function withDocuments(
  state: DocumentsState,
  update: (list: readonly RecordedDocument[]) => RecordedDocument[],
): Loaded {
  const { loaded } = state;
  return loaded.kind === 'loaded'
    ? { kind: 'loaded', overview: { ...loaded.overview, documents: update(loaded.overview.documents) } }
    : loaded;
}

export function documentsReducer(state: DocumentsState, action: DocumentsAction): DocumentsState {
  const slot = (key: string, next: SlotState) => ({ ...state, slots: { ...state.slots, [key]: next } });
  switch (action.type) {
    case 'loading':
      return { ...state, loaded: { kind: 'loading' } };
    case 'loaded':
      return { ...state, loaded: action.loaded };
    case 'chosen':
      return slot(action.key, idleSlot);
    case 'progress':
      return slot(action.key, { phase: 'uploading', percent: action.percent });
    case 'stored':
      return slot(action.key, { phase: 'checking', percent: 100 });
    case 'removing':
      return slot(action.key, { phase: 'removing', percent: 0 });
    case 'failed':
      return slot(action.key, { ...idleSlot, error: action.error });
    case 'recorded': {
      const key = keyOf(action.document);
      const loaded = withDocuments(state, (list) => [
        ...list.filter((d) => keyOf(d) !== key),
        action.document,
      ]);
      return { ...slot(key, idleSlot), loaded };
    }
    case 'removed':
      return {
        ...slot(action.key, idleSlot),
        loaded: withDocuments(state, (list) => list.filter((d) => keyOf(d) !== action.key)),
      };
    case 'submitting':
      return { ...state, submit: 'submitting' };
    case 'submitFailed':
      return { ...state, submit: 'failed' };
  }
}

/** The recorded documents by slot, and how many of the required ones are there. */
export function progressOf({ application, documents }: DocumentsOverview) {
  const recorded = new Map(documents.map((d) => [keyOf(d), d]));
  let total = 0;
  let done = 0;
  // The slots the server says the destination requires of each traveller (a minor's consent and birth
  // certificate; Tanzania's return ticket and, from a yellow fever country, the certificate).
  for (let i = 0; i < application.applicantCount; i++)
    for (const { type } of (application.applicantDocuments[i] ?? []).filter((d) => d.required)) {
      total++;
      if (recorded.has(slotKey(i, type))) done++;
    }
  return { recorded, total, done, complete: done === total };
}

/** A file travels, is being recorded or removed: Submit waits. */
export const isBusy = (state: DocumentsState) => Object.values(state.slots).some((s) => s.phase !== 'idle');

export const slotOf = (state: DocumentsState, key: string) => state.slots[key] ?? idleSlot;
