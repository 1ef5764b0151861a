import { useCallback, useEffect, useState } from 'react';
import type { DocumentsOverview } from '../../../shared/documents/overview';
import { documentsListPath } from '../../../shared/documents/rules';
import { authorization, type DocumentsSession } from '../../lib/documents/session';

export type Loaded =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed' }
  | { readonly kind: 'loaded'; readonly overview: DocumentsOverview };

/** The application and its recorded documents, from the server (GET …/documents with the token). */
export function useDocumentsOverview(session: DocumentsSession | undefined) {
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const load = useCallback(async () => {
    if (!session) return;
    setLoaded({ kind: 'loading' });
    try {
      const res = await fetch(documentsListPath(session.applicationId), {
        headers: authorization(session),
        credentials: 'include',
      });
      if (!res.ok) throw new Error(String(res.status));
      setLoaded({ kind: 'loaded', overview: (await res.json()) as DocumentsOverview });
    } catch {
      setLoaded({ kind: 'failed' });
    }
  }, [session]);
  useEffect(() => {
    void load();
  }, [load]);
  return { loaded, reload: load, setLoaded };
}
