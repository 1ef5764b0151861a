import { journeyPaths } from '../../lib/journey/steps';
import { useCallback, useEffect, useReducer } from 'react';
import {
  contentTypeOfExtension,
  documentsPath,
  extensionOf,
  fileProblem,
  submitDocumentsPath,
  uploadsPath,
  type DocumentType,
  type PresignedUpload,
  type RecordedDocument,
} from '../../../shared/documents/rules';
import { localizePath, type LocaleCode } from '../../../shared/locales';
import type { DocumentsSession } from '../../lib/documents/session';
import { uploadToS3 } from '../../lib/documents/upload';
import { useDocumentChecks, type RecordExtras } from '../passport/use-document-checks';
import { deleteDocument, fetchOverview, postJson } from './documents-api';
import { documentsReducer, initialDocuments, slotKey, uploadFailure } from './documents-state';

const noExtras = () => Promise.resolve({});

/**
 * The documents page's effects around its reducer (documents-state.ts): the overview from the server,
 * each file checked, uploaded straight to S3 with real progress and recorded, removals, and the submit.
 */
export function useDocumentsPage(session: DocumentsSession | null | undefined, locale: LocaleCode) {
  const [state, dispatch] = useReducer(documentsReducer, initialDocuments);
  const checks = useDocumentChecks();
  const reload = useCallback(async () => {
    if (!session) return;
    dispatch({ type: 'loading' });
    dispatch({ type: 'loaded', loaded: await fetchOverview(session) });
  }, [session]);
  useEffect(() => {
    if (!session) return;
    let current = true;
    void fetchOverview(session).then((loaded) => current && dispatch({ type: 'loaded', loaded }));
    return () => {
      current = false;
    };
  }, [session]);

  async function upload(index: number, type: DocumentType, file: File, extras: () => Promise<RecordExtras>) {
    if (!session) return;
    const key = slotKey(index, type);
    const problem = fileProblem(type, file);
    if (problem) return dispatch({ type: 'failed', key, error: problem });
    dispatch({ type: 'progress', key, percent: 0 });
    try {
      const body = { applicationId: session.applicationId, applicantIndex: index, type, fileName: file.name };
      // The content type follows from the (already checked) extension; S3's policy requires exactly it.
      const contentType = contentTypeOfExtension[extensionOf(file.name)];
      const presigned = await postJson<PresignedUpload>(session, uploadsPath, {
        ...body,
        size: file.size,
        contentType,
      });
      await uploadToS3(presigned, file, (percent) => dispatch({ type: 'progress', key, percent }));
      dispatch({ type: 'stored', key });
      const document = await postJson<RecordedDocument>(session, documentsPath, {
        ...body,
        key: presigned.key,
        ...(await extras()),
      });
      dispatch({ type: 'recorded', document });
    } catch (e: unknown) {
      dispatch({ type: 'failed', key, error: uploadFailure(e) });
    }
  }

  /** A chosen file: refused at once when the slot cannot take it, else checked (passport, photo) and uploaded. */
  function choose(index: number, type: DocumentType, file: File) {
    const key = slotKey(index, type);
    if (fileProblem(type, file)) return void upload(index, type, file, noExtras);
    dispatch({ type: 'chosen', key });
    void checks.choose(key, type, file, (chosen, extras) => upload(index, type, chosen, extras));
  }

  async function remove(index: number, type: DocumentType) {
    if (!session) return;
    const key = slotKey(index, type);
    dispatch({ type: 'removing', key });
    try {
      await deleteDocument(session, index, type);
      dispatch({ type: 'removed', key });
    } catch {
      dispatch({ type: 'failed', key, error: 'documents.errors.server' });
    }
  }

  async function submit() {
    if (!session) return;
    dispatch({ type: 'submitting' });
    try {
      await postJson(session, submitDocumentsPath(session.applicationId), {});
      window.location.assign(localizePath(journeyPaths.finalSuccess, locale));
    } catch {
      dispatch({ type: 'submitFailed' });
    }
  }

  const uploadAnyway = (index: number, type: DocumentType) =>
    void checks.uploadAnyway(slotKey(index, type), (file, extras) => upload(index, type, file, extras));
  return { state, checks, reload, choose, remove, submit, uploadAnyway };
}
