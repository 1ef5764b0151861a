import { useCallback, useEffect, useRef, useState } from 'react';
import {
  adminPollMilliseconds,
  type ApplicationSummary,
  type DashboardStats,
} from '../../../../shared/api/admin';
import type { AdminApi } from './admin-api';
import { appendPage, applyChanges, withApplication } from './list-merge';
import type { ListParams } from './panel-url';

export interface ListState {
  readonly phase: 'loading' | 'ready' | 'failed';
  readonly items: readonly ApplicationSummary[];
  readonly nextCursor?: string;
  readonly changesCursor?: string;
  readonly loadingMore: boolean;
  readonly loadMoreFailed: boolean;
}

/** The last arrival: how many applications a poll added (`seq` changes each time, for the announcement). */
export interface Arrival {
  readonly count: number;
  readonly seq: number;
}

const initial: ListState = { phase: 'loading', items: [], loadingMore: false, loadMoreFailed: false };

/**
 * The dashboard figures and one view of the queue (or a search): the first page, "load more", and a
 * poll every 3 seconds (spec §6, §9) for every application changed since the last answer (issue 19):
 * new ones come in, changed rows take their new state or leave the view, and the figures are
 * refreshed too. Polling pauses while the tab is hidden and catches up as soon as it is shown again.
 */
export function useApplicationList(api: AdminApi, params: ListParams) {
  const [list, setList] = useState<ListState>(initial);
  const [stats, setStats] = useState<DashboardStats | undefined>();
  const [statsFailed, setStatsFailed] = useState(false);
  const [pollFailed, setPollFailed] = useState(false);
  const [arrival, setArrival] = useState<Arrival>({ count: 0, seq: 0 });
  // Answers for an older filter or search are dropped: each load gets a new generation.
  const generation = useRef(0);
  // For "load more" and the poll: the list as last rendered.
  const latest = useRef(list);
  useEffect(() => {
    latest.current = list;
  });
  const polling = useRef(false);

  const loadStats = useCallback(async () => {
    try {
      setStats(await api.stats(params.destination));
      setStatsFailed(false);
    } catch {
      setStatsFailed(true);
    }
  }, [api, params.destination]);

  const load = useCallback(async () => {
    const mine = ++generation.current;
    setList(initial);
    try {
      const page = await api.list(params);
      if (mine !== generation.current) return;
      setList({ ...initial, phase: 'ready', items: page.items, ...cursors(page) });
    } catch {
      if (mine === generation.current) setList({ ...initial, phase: 'failed' });
    }
  }, [api, params]);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a new filter or search shows "loading" at once by design; the answer is set after the await.
    void load();
    void loadStats();
  }, [load, loadStats]);

  const loadMore = useCallback(async () => {
    const { nextCursor } = latest.current;
    if (!nextCursor) return;
    const mine = generation.current;
    setList((s) => ({ ...s, loadingMore: true, loadMoreFailed: false }));
    try {
      const page = await api.list(params, { cursor: nextCursor });
      if (mine !== generation.current) return;
      setList((s) => ({
        ...s,
        items: appendPage(s.items, page.items),
        nextCursor: page.nextCursor,
        loadingMore: false,
      }));
    } catch {
      if (mine === generation.current) setList((s) => ({ ...s, loadingMore: false, loadMoreFailed: true }));
    }
  }, [api, params]);

  const poll = useCallback(async () => {
    const current = latest.current;
    if (polling.current || current.phase !== 'ready' || document.visibilityState === 'hidden') return;
    polling.current = true;
    const mine = generation.current;
    try {
      const page = await api.list(params, { changes: current.changesCursor });
      void loadStats();
      if (mine !== generation.current) return;
      setPollFailed(false);
      if (page.reload) {
        void load();
        return;
      }
      const { added } = applyChanges(latest.current.items, page.items, params);
      setList((s) => ({
        ...s,
        items: applyChanges(s.items, page.items, params).items,
        changesCursor: page.changesCursor ?? s.changesCursor,
      }));
      if (added > 0) setArrival((a) => ({ count: added, seq: a.seq + 1 }));
    } catch {
      if (mine === generation.current) setPollFailed(true);
    } finally {
      polling.current = false;
    }
  }, [api, params, load, loadStats]);

  useEffect(() => {
    const timer = window.setInterval(() => void poll(), adminPollMilliseconds);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void poll();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [poll]);

  /** After an action taken here (review started, decision): the row's new state, the figures again. */
  const changed = useCallback(
    (application: ApplicationSummary) => {
      setList((s) => ({ ...s, items: withApplication(s.items, application, params) }));
      void loadStats();
    },
    [loadStats, params],
  );

  return { list, stats, statsFailed, pollFailed, arrival, reload: load, loadMore, changed };
}

function cursors(page: { nextCursor?: string; changesCursor?: string }) {
  return { nextCursor: page.nextCursor, changesCursor: page.changesCursor };
}
