import { useEffect, useState } from 'react';
import { useBrowserSnapshot } from '../../../lib/use-browser-snapshot';
import type { ChatConsoleKey } from '../../../lib/island-messages';
import { badgedTitle, notificationState, type ConsoleAlert, type NotificationState } from './console-alerts';

interface Props {
  readonly t: (key: ChatConsoleKey, params?: Record<string, string | number>) => string;
  readonly alerts: readonly ConsoleAlert[];
  readonly unseen: number;
  readonly onOpen: (sessionId: string) => void;
  readonly onDismiss: () => void;
}

/**
 * The console's alerts: the switch for desktop alerts (the browser asks the agent once), the unread
 * badge in the tab title, and, in the page, what arrived while the agent was away.
 */
export function ConsoleAlerts({ t, alerts, unseen, onOpen, onDismiss }: Props) {
  // What the browser says once mounted, until the agent answers its question (then that answer).
  const initial = useBrowserSnapshot(notificationState) ?? 'unsupported';
  const [answered, setPermission] = useState<NotificationState>();
  const permission = answered ?? initial;

  useEffect(() => {
    const base = document.title.replace(/^\(\S+\) /, '');
    const number = new Intl.NumberFormat(document.documentElement.lang);
    document.title = badgedTitle(base, unseen, (count) => `(${number.format(count)})`);
    return () => {
      document.title = base;
    };
  }, [unseen]);

  return (
    <>
      <p className="console-alerts-setting">
        {permission === 'default' && (
          <button
            type="button"
            className="chat-link-button"
            onClick={() => void Notification.requestPermission().then(setPermission)}
          >
            {t('chatConsole.alerts.enable')}
          </button>
        )}
        {permission === 'granted' && t('chatConsole.alerts.enabled')}
        {(permission === 'denied' || permission === 'unsupported') && t('chatConsole.alerts.blocked')}
      </p>
      {alerts.length > 0 && (
        <section className="console-away" role="alert" aria-labelledby="console-away-title">
          <h2 id="console-away-title">{t('chatConsole.alerts.heading')}</h2>
          <ul>
            {alerts.map((alert, i) => (
              <li key={`${alert.sessionId}-${i}`}>
                <span dir="auto">
                  {t(alert.kind === 'chat' ? 'chatConsole.alerts.newChat' : 'chatConsole.alerts.newMessage', {
                    name: alert.customerName,
                  })}
                </span>{' '}
                <button type="button" className="chat-link-button" onClick={() => onOpen(alert.sessionId)}>
                  {t('chatConsole.alerts.open')}
                </button>
              </li>
            ))}
          </ul>
          <button type="button" className="chat-link-button" onClick={onDismiss}>
            {t('chatConsole.alerts.dismiss')}
          </button>
        </section>
      )}
    </>
  );
}
