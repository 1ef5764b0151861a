import { useCallback, useEffect, useState } from 'react';
import type { DocumentsOverview } from '../../../shared/documents/overview';
import { documentsListPath } from '../../../shared/documents/rules';
import { authorization, type DocumentsSession } from '../../lib/documents/session';

export type Loaded =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed' }
  | { readonly kind: 'loaded'; readonly overview: DocumentsOverview };

async function fetchOverview(session: DocumentsSession): Promise<Loaded> {
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

/** The application and its recorded documents, from the server (GET …/documents with the token). */
export function useDocumentsOverview(session: DocumentsSession | undefined) {
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  useEffect(() => {
    if (!session) return;
    let current = true;
    void fetchOverview(session).then((answer) => current && setLoaded(answer));
    return () => {
      current = false;
    };
  }, [session]);
  const reload = useCallback(async () => {
    if (!session) return;
    setLoaded({ kind: 'loading' });
    setLoaded(await fetchOverview(session));
  }, [session]);
  return { loaded, reload, setLoaded };
}
