import { useCallback, useEffect, useState } from 'react';
import type { LocaleCode } from '../../../shared/locales';
import { myApplicationPath, tokenFromFragment } from '../../../shared/api/personal-link-paths';
import type { ApplicationStatus } from '../../../shared/status/lookup';
import { useT, type IslandMessages } from '../journey/i18n';
import { useHydrated } from '../../lib/use-hydrated';
import { LostLinkForm } from './LostLinkForm';
import { loadPersonalLink } from './load-lookup';
import type * as PersonalActions from './personal-actions';

type State =
  | { readonly kind: 'loading' }
  | { readonly kind: 'invalid' }
  | { readonly kind: 'error' }
  | {
      readonly kind: 'found';
      readonly application: ApplicationStatus;
      /** The page's actions, loaded with the answer rather than with the page (budget: 90 KB). */
      readonly actions: typeof PersonalActions;
    };

interface Props {
  readonly locale: LocaleCode;
  readonly messages: IslandMessages;
  /** The lookup page, for a link that does not open. */
  readonly lookupHref: string;
}

/** What the server says about the token in a URL fragment. */
async function fetchState(hash: string): Promise<State> {
  const token = tokenFromFragment(hash);
  if (token === undefined) return { kind: 'invalid' };
  try {
    // The answer's schema (zod) and the actions load with the answer, not with the page.
    const [res, actions, { myApplicationAnswerSchema }] = await Promise.all([
      fetch(myApplicationPath, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token }),
      }),
      import('./personal-actions'),
      loadPersonalLink(),
    ]);
    if (res.status === 401 || res.status === 400) return { kind: 'invalid' };
    const answer = res.ok ? myApplicationAnswerSchema.safeParse(await res.json()) : undefined;
    return answer?.success
      ? { kind: 'found', application: answer.data.application, actions }
      : { kind: 'error' };
  } catch {
    return { kind: 'error' };
  }
}

/**
 * The personal page (issue 14 item 1): the token is in the URL fragment (never sent to a server or in a
 * Referer); it is exchanged in a POST body for that application's status, shown with the status view.
 */
export function PersonalApplication({ locale, messages, lookupHref }: Props) {
  const t = useT(locale, messages);
  const hydrated = useHydrated();
  const [state, setState] = useState<State>({ kind: 'loading' });

  const load = useCallback(() => {
    void fetchState(window.location.hash).then(setState);
  }, []);

  useEffect(() => {
    load();
    const onHash = () => load();
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [load]);

  return (
    <div className="personal-application" data-hydrated={hydrated || undefined} aria-live="polite">
      {state.kind === 'loading' && <p role="status">{t('status.personal.loading')}</p>}
      {state.kind === 'found' && (
        <>
          <state.actions.StatusResult
            application={state.application}
            locale={locale}
            t={t}
            act={(action, href) => state.actions.continueOnThisDevice(action, href, locale)}
          />
          {state.application.stage === 'approved' && (
            <state.actions.EvisaDownload t={t} documentKind={state.application.documentKind} />
          )}
          <state.actions.SelfServicePrivacy
            application={state.application}
            locale={locale}
            t={t}
            onChange={(application) => setState({ ...state, application })}
          />
          <p className="notice">{t('status.personal.private')}</p>
        </>
      )}
      {state.kind === 'error' && (
        <div className="notice notice--error" role="alert">
          <p>
            <strong>{t('status.toast.error.title')}</strong> {t('status.personal.error.text')}
          </p>
          <button
            className="button button--secondary"
            type="button"
            onClick={() => {
              setState({ kind: 'loading' });
              load();
            }}
          >
            {t('status.personal.retry')}
          </button>
        </div>
      )}
      {state.kind === 'invalid' && (
        <>
          <div className="notice notice--error" role="alert">
            <strong>{t('status.personal.invalid.title')}</strong> {t('status.personal.invalid.text')}{' '}
            <a href={lookupHref}>{t('status.personal.lookup')}</a>
          </div>
          <LostLinkForm t={t} />
        </>
      )}
    </div>
  );
}
