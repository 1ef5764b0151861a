import { useState } from 'react';
import {
  mailAlreadySentCode,
  mailInProgressCode,
  type ApplicationDecision,
} from '../../../../shared/api/admin';
import type { AdminPanelKey } from '../../../lib/island-messages';
import { AdminApiError, type AdminApi } from './admin-api';
import type { AdminT } from './i18n';
import { ReplaceEvisaForm } from './ReplaceEvisaForm';

interface Props {
  readonly id: string;
  readonly decision: ApplicationDecision;
  /** Admins may resend and replace; support staff may open the e-visa. */
  readonly isAdmin: boolean;
  readonly api: AdminApi;
  readonly hydrated: boolean;
  readonly t: AdminT;
  /** The application changed (resent, replaced): reload it. */
  readonly onChanged: () => void;
}

type Opening = { readonly phase: 'busy' | 'failed' } | { readonly phase: 'blocked'; readonly url: string };
interface Notice {
  readonly tone: 'status' | 'alert';
  readonly key: AdminPanelKey;
}

/** What a refused resend means for the staff member: it went once, from the first request. */
function resendNotice(e: unknown): Notice {
  if (e instanceof AdminApiError && e.code === mailAlreadySentCode)
    return { tone: 'status', key: 'admin.panel.evisa.alreadyResent' };
  if (e instanceof AdminApiError && e.code === mailInProgressCode)
    return { tone: 'status', key: 'admin.panel.decision.resendInProgress' };
  return { tone: 'alert', key: 'admin.panel.decision.resendFailed' };
}

/**
 * The e-visa of an approved application (issue 19): open it (a link of a few minutes, audited, in a
 * new tab opened at the click so no pop-up blocker stops it), resend it (the e-mail names the sending
 * the staff member saw, so two clicks or two colleagues at once send one e-mail), replace it.
 */
export function EvisaActions({ id, decision, isAdmin, api, hydrated, t, onChanged }: Props) {
  const [opening, setOpening] = useState<Opening | undefined>();
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<Notice | undefined>();

  async function open() {
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    setOpening({ phase: 'busy' });
    try {
      const { url } = await api.evisaLink(id);
      if (tab && !tab.closed) {
        tab.location.href = url;
        setOpening(undefined);
      } else setOpening({ phase: 'blocked', url });
    } catch {
      tab?.close();
      setOpening({ phase: 'failed' });
    }
  }

  async function resend() {
    setSending(true);
    setNotice(undefined);
    try {
      const answer = await api.resendDecisionMail(id, decision.mailSentAt ?? null);
      setNotice(
        answer.mailSent
          ? { tone: 'status', key: 'admin.panel.evisa.resent' }
          : { tone: 'alert', key: 'admin.panel.decision.resendFailed' },
      );
      onChanged();
    } catch (e: unknown) {
      setNotice(resendNotice(e));
      onChanged();
    } finally {
      setSending(false);
    }
  }

  const fileName = decision.evisaFileName ?? 'e-visa.pdf';
  return (
    <div className="admin-evisa" role="group" aria-label={t('admin.panel.evisaFile')}>
      <div className="admin-evisa__buttons">
        <button
          type="button"
          className="button button--secondary"
          disabled={!hydrated || opening?.phase === 'busy'}
          onClick={() => void open()}
        >
          {t('admin.panel.evisa.open')}
        </button>
        {isAdmin && decision.mailSentAt !== undefined && (
          <button
            type="button"
            className="button button--secondary"
            disabled={!hydrated || sending}
            aria-busy={sending}
            onClick={() => void resend()}
          >
            {sending ? t('common.form.sending') : t('admin.panel.evisa.resend')}
          </button>
        )}
      </div>
      {opening?.phase === 'failed' && (
        <p className="field__error" role="alert">
          {t('admin.panel.evisa.openFailed')}
        </p>
      )}
      {opening?.phase === 'blocked' && (
        <p role="status">
          <a href={opening.url} target="_blank" rel="noopener noreferrer">
            {t('admin.panel.documents.blocked', { file: fileName })}
          </a>
        </p>
      )}
      {notice && (
        <p className={notice.tone === 'alert' ? 'field__error' : 'notice'} role={notice.tone}>
          {t(notice.key)}
        </p>
      )}
      {isAdmin && (
        <ReplaceEvisaForm
          id={id}
          api={api}
          hydrated={hydrated}
          t={t}
          onReplaced={() => {
            setNotice({ tone: 'status', key: 'admin.panel.evisa.replaced' });
            onChanged();
          }}
        />
      )}
    </div>
  );
}
