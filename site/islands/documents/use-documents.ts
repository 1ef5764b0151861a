import { useCallback, useEffect, useState } from 'react';
import type { DocumentsSession } from '../../lib/documents/session';
import { fetchOverview, type Loaded } from './documents-api';

/** The application and its recorded documents, from the server (the final success page). */
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
  return { loaded, reload };
}
