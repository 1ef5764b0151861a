import type { StaffSessionInfo } from '../../../../shared/api/admin';
import type { AdminPanelMessages } from '../../../../shared/i18n/admin-panel';
import type { LocaleCode } from '../../../../shared/locales';

export interface AdminPanelProps {
  readonly locale: LocaleCode;
  readonly messages: AdminPanelMessages;
  /** The signed-in staff member (`GET /api/auth/session`). */
  readonly session: StaffSessionInfo;
  /** Ends the session on the server and returns to the sign-in form (given by AdminApp). */
  readonly onSignedOut: () => void | Promise<void>;
}

/** The panel after sign-in: dashboard, applications, detail, decisions (being built; issue 5). */
export function AdminPanel({ messages, session, onSignedOut }: AdminPanelProps) {
  return (
    <section aria-labelledby="admin-panel-title">
      <h1 id="admin-panel-title">{messages['admin.panel.title']}</h1>
      <p>{session.displayName}</p>
      <button type="button" className="button button--secondary" onClick={() => void onSignedOut()}>
        Sign out
      </button>
    </section>
  );
}
