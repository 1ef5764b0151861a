import type { DocumentsOverview } from '../../../shared/documents/overview';
import { documentPath, documentsListPath, type DocumentType } from '../../../shared/documents/rules';
import { authorization, type DocumentsSession } from '../../lib/documents/session';

export type Loaded =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed' }
  | { readonly kind: 'loaded'; readonly overview: DocumentsOverview };

/** The documents API answered with an HTTP error. */
export class RecordError extends Error {
  override name = 'RecordError';
  constructor(readonly status: number) {
    super(String(status));
  }
}

/** The documents API with the session's token: a refused call throws a `RecordError`. */
export async function postJson<R>(session: DocumentsSession, path: string, body: unknown): Promise<R> {
  const res = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...authorization(session) },
    credentials: 'include',
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new RecordError(res.status);
  return (await res.json()) as R;
}

export async function deleteDocument(session: DocumentsSession, index: number, type: DocumentType) {
  const res = await fetch(documentPath(session.applicationId, index, type), {
    method: 'DELETE',
    headers: authorization(session),
    credentials: 'include',
  });
  if (!res.ok) throw new RecordError(res.status);
}

/** The application and its recorded documents, from the server (GET …/documents with the token). */
export async function fetchOverview(session: DocumentsSession): Promise<Loaded> {
  try {
    const res = await fetch(documentsListPath(session.applicationId), {
      headers: authorization(session),
      credentials: 'include',
    });
    if (!res.ok) throw new Error(String(res.status));
    return { kind: 'loaded', overview: (await res.json()) as DocumentsOverview };
  } catch {
    return { kind: 'failed' };
  }
}
