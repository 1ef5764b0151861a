import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import type { StaffSessionInfo } from '../../../shared/api/admin';
import type { AdminAuthMessages, AdminPanelMessages } from '../../lib/island-messages';
import { createTranslator } from '../../../shared/i18n/translate';
import type { LocaleCode } from '../../../shared/locales';
import { useHydrated } from '../../lib/use-hydrated';
import type { AdminPanel as AdminPanelType } from './panel/AdminPanel';
import { signInApi, type Failure } from './sign-in-api';
import { SignIn } from './SignIn';

/**
 * The panel's code is loaded only for a signed-in member of staff (or once the password was right),
 * so the sign-in screen stays light; the import is shared, so it starts at most once.
 */
let panelModule: Promise<{ readonly AdminPanel: typeof AdminPanelType }> | undefined;
const loadPanel = () => (panelModule ??= import('./panel/AdminPanel'));
const AdminPanel = lazy(() => loadPanel().then((m) => ({ default: m.AdminPanel })));

type View =
  | { readonly kind: 'checking' }
  | { readonly kind: 'signIn'; readonly arrival?: Failure; readonly signedOut?: boolean }
  | {
      readonly kind: 'signedIn';
      readonly session: StaffSessionInfo;
      readonly signOutFailed?: boolean;
      /** Arrived from the sign-in form (not a session found on load): the panel takes focus. */
      readonly fromSignIn?: boolean;
    };

interface Props {
  readonly locale: LocaleCode;
  readonly messages: AdminAuthMessages;
  /** The panel's messages of this locale (`adminPanelPrefixes`), handed to the panel. */
  readonly panelMessages: AdminPanelMessages;
}

/**
 * The admin screen (spec §2: /kenya-eta-admin, /admin, /lookup/ta): asks the server whether a staff
 * session exists; shows the panel when it does, else the sign-in (password + authenticator code).
 */
export function AdminApp({ locale, messages, panelMessages }: Props) {
  const t = useMemo(() => createTranslator(locale, messages), [locale, messages]);
  const hydrated = useHydrated();
  const [view, setView] = useState<View>({ kind: 'checking' });

  useEffect(() => {
    let live = true;
    void signInApi.session().then((result) => {
      if (!live) return;
      if (!result.ok) setView({ kind: 'signIn', arrival: result.failure });
      else if (result.value === undefined) setView({ kind: 'signIn' });
      else {
        void loadPanel();
        setView({ kind: 'signedIn', session: result.value });
      }
    });
    return () => {
      live = false;
    };
  }, []);

  async function signOut() {
    if (await signInApi.logout()) setView({ kind: 'signIn', signedOut: true });
    else setView((v) => (v.kind === 'signedIn' ? { ...v, signOutFailed: true } : v));
  }

  const checking = (
    <>
      <h1>{t('common.page.staffSignIn')}</h1>
      <p role="status">{t('admin.signIn.checking')}</p>
    </>
  );

  if (view.kind === 'checking') return <div className="admin-app">{checking}</div>;
  if (view.kind === 'signIn') {
    return (
      <div className="admin-app">
        <SignIn
          locale={locale}
          t={t}
          hydrated={hydrated}
          arrival={view.arrival}
          notice={view.signedOut ? t('admin.signIn.signedOut') : undefined}
          returning={view.signedOut}
          onPasswordAccepted={() => void loadPanel()}
          onSignedIn={(session) => setView({ kind: 'signedIn', session, fromSignIn: true })}
        />
      </div>
    );
  }
  return (
    <div className="admin-app admin-app--panel">
      {view.signOutFailed && (
        <p className="notice notice--error" role="alert">
          {t('admin.signIn.signOutFailed')}
        </p>
      )}
      <Suspense fallback={checking}>
        <AdminPanel
          locale={locale}
          messages={panelMessages}
          session={view.session}
          onSignedOut={signOut}
          focusOnArrival={view.fromSignIn}
        />
      </Suspense>
    </div>
  );
}
