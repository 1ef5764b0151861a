import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { StaffSessionInfo } from '../../../../shared/api/admin';
import type { AdminPanelMessages } from '../../../lib/island-messages';
import { localizePath, type LocaleCode } from '../../../../shared/locales';
import { useHydrated } from '../../../lib/use-hydrated';
import { createAdminApi } from './admin-api';
import { ApplicationView } from './ApplicationView';
import { ApplicationsList } from './ApplicationsList';
import { Dashboard } from './Dashboard';
import { useAdminT } from './i18n';
import { applicationInUrl, urlWithApplication, type ListParams } from './panel-url';
import { useApplicationList } from './use-application-list';
// The form, notice and summary-list styles come from journey.css, which the admin page loads.
import './admin-panel.css';

export interface AdminPanelProps {
  readonly locale: LocaleCode;
  readonly messages: AdminPanelMessages;
  /** The signed-in staff member (`GET /api/auth/session`). */
  readonly session: StaffSessionInfo;
  /** Ends the session on the server and returns to the sign-in form (given by AdminApp). */
  readonly onSignedOut: () => void | Promise<void>;
  /** Just signed in: the panel's heading takes focus (the sign-in form that had it is gone). */
  readonly focusOnArrival?: boolean;
}

const chatPath = '/kenya-eta-admin/chat';

function openInUrl(): string | undefined {
  return typeof window === 'undefined' ? undefined : applicationInUrl(window.location.search);
}

/**
 * The panel after sign-in (spec §2 "Administrator panel"): who is signed in, the dashboard figures,
 * the applications list and, with `?application=<id>` in the address, one application in detail with
 * its decisions. A 401 from any call (the session ended) returns to the sign-in form.
 */
export function AdminPanel({ locale, messages, session, onSignedOut, focusOnArrival }: AdminPanelProps) {
  const t = useAdminT(locale, messages);
  const hydrated = useHydrated();
  const [signingOut, setSigningOut] = useState(false);
  const signedOut = useRef(false);
  const signOutRef = useRef(onSignedOut);
  useEffect(() => {
    signOutRef.current = onSignedOut;
  });
  const signOut = useCallback(async () => {
    if (signedOut.current) return;
    signedOut.current = true;
    setSigningOut(true);
    try {
      await signOutRef.current();
    } finally {
      // Still here when the sign-out failed (AdminApp says so): the button works again.
      signedOut.current = false;
      setSigningOut(false);
    }
  }, []);
  // eslint-disable-next-line react-hooks/refs -- createAdminApi keeps the callback for a later 401; it never calls it while rendering.
  const api = useMemo(() => createAdminApi(() => void signOut()), [signOut]);

  const [params, setParams] = useState<ListParams>({ view: 'all', q: '' });
  const { list, stats, statsFailed, pollFailed, arrival, reload, loadMore, changed } = useApplicationList(
    api,
    params,
  );

  const [openId, setOpenId] = useState<string | undefined>(openInUrl);
  const lastOpened = useRef<string | undefined>(undefined);
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const onPop = () => setOpenId(openInUrl());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  // Arriving from the sign-in form: focus goes to the heading (one application's view focuses its own).
  const arrived = useRef(focusOnArrival === true);
  useEffect(() => {
    if (!arrived.current) return;
    arrived.current = false;
    titleRef.current?.focus();
  }, []);
  // Back on the list: focus returns to the application that was open (or the heading).
  useEffect(() => {
    if (openId !== undefined) {
      lastOpened.current = openId;
      return;
    }
    if (lastOpened.current === undefined) return;
    const link = document.querySelector<HTMLElement>(
      `[data-open-application="${CSS.escape(lastOpened.current)}"]`,
    );
    (link ?? titleRef.current)?.focus();
    lastOpened.current = undefined;
  }, [openId]);

  const show = (id: string | undefined) => {
    window.history.pushState(null, '', urlWithApplication(window.location.href, id));
    setOpenId(id);
  };

  return (
    <div className="admin-panel" data-hydrated={hydrated || undefined}>
      <div className="admin-bar">
        <p className="admin-bar__who">
          {t('admin.panel.bar.signedInAs', {
            name: session.displayName,
            role: t(`admin.panel.role.${session.role}`),
          })}
        </p>
        <nav className="admin-bar__nav" aria-label={t('admin.panel.bar.nav')}>
          <a href={localizePath(chatPath, locale)}>{t('common.label.liveChat')}</a>
        </nav>
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={!hydrated || signingOut}
          onClick={() => void signOut()}
        >
          {signingOut ? t('admin.panel.bar.signingOut') : t('admin.panel.bar.signOut')}
        </button>
      </div>
      {openId === undefined ? (
        <>
          <h1 id="admin-panel-title" ref={titleRef} tabIndex={-1}>
            {t('admin.panel.title')}
          </h1>
          <Dashboard stats={stats} failed={statsFailed} locale={locale} t={t} />
          <ApplicationsList
            list={list}
            stats={stats}
            params={params}
            arrival={arrival}
            pollFailed={pollFailed}
            hydrated={hydrated}
            locale={locale}
            t={t}
            onParams={setParams}
            onLoadMore={() => void loadMore()}
            onRetry={() => void reload()}
            onOpen={show}
          />
        </>
      ) : (
        <ApplicationView
          key={openId}
          id={openId}
          api={api}
          role={session.role}
          hydrated={hydrated}
          locale={locale}
          t={t}
          onBack={() => show(undefined)}
          onChanged={changed}
        />
      )}
    </div>
  );
}
