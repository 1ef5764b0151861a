import { useEffect, useRef, useState } from 'react';
import {
  eraseApplicationDataPath,
  myApplicationAnswerSchema,
  tokenFromFragment,
  withdrawApplicationPath,
} from '../../../shared/api/personal-link';
import { getLocale, type LocaleCode } from '../../../shared/locales';
import type { ApplicationStatus } from '../../../shared/status/lookup';
import type { T } from '../journey/i18n';

type Action = 'withdraw' | 'erase';

type State =
  | { readonly kind: 'idle' }
  | { readonly kind: 'confirming'; readonly action: Action }
  | { readonly kind: 'busy'; readonly action: Action }
  | { readonly kind: 'done'; readonly action: Action }
  | { readonly kind: 'failed'; readonly reason: 'conflict' | 'failed' };

interface Props {
  readonly application: ApplicationStatus;
  readonly locale: LocaleCode;
  readonly t: T;
  /** The status view the server answered after the action. */
  readonly onChange: (application: ApplicationStatus) => void;
}

const paths = { withdraw: withdrawApplicationPath, erase: eraseApplicationDataPath } as const;

/** What the traveller may do now: withdraw before paying, erase once decided (never both). */
export function availableAction(application: ApplicationStatus): Action | undefined {
  if (application.stage === 'awaitingPayment') return 'withdraw';
  const closed = ['approved', 'rejected', 'withdrawn', 'refunded'].includes(application.stage);
  return closed && application.dataErasedAt === undefined ? 'erase' : undefined;
}

async function perform(action: Action): Promise<ApplicationStatus | 'conflict' | 'failed'> {
  try {
    const res = await fetch(paths[action], {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: tokenFromFragment(window.location.hash) ?? '' }),
    });
    if (res.status === 409) return 'conflict';
    const answer = res.ok ? myApplicationAnswerSchema.safeParse(await res.json()) : undefined;
    return answer?.success ? answer.data.application : 'failed';
  } catch {
    return 'failed';
  }
}

/**
 * Self-service privacy on the personal page (issue 14 item 7): withdraw an unpaid application, or erase
 * the passport data and documents of a decided one now. Each asks for a confirmation first; focus moves
 * to the question, then to the outcome, so a keyboard or screen-reader user always knows where they are.
 */
export function SelfServicePrivacy({ application, locale, t, onChange }: Props) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const focusTarget = useRef<HTMLElement>(null);
  // Focus follows the traveller's own steps only (never on load): to the question, the outcome, or back
  // to the button after "Cancel".
  const acted = useRef(false);
  useEffect(() => {
    if (acted.current) focusTarget.current?.focus();
  }, [state.kind]);
  const go = (next: State) => {
    acted.current = true;
    setState(next);
  };
  const action = availableAction(application);
  const number = application.applicationNumber;

  const run = async (chosen: Action) => {
    go({ kind: 'busy', action: chosen });
    const result = await perform(chosen);
    if (typeof result === 'string') {
      setState({ kind: 'failed', reason: result });
      return;
    }
    onChange(result);
    setState({ kind: 'done', action: chosen });
  };

  if (application.dataErasedAt !== undefined || state.kind === 'done') {
    const erasedOn = application.dataErasedAt
      ? new Intl.DateTimeFormat(getLocale(locale).tag, { dateStyle: 'long' }).format(
          new Date(application.dataErasedAt),
        )
      : '';
    const text =
      state.kind === 'done' && state.action === 'withdraw'
        ? t('status.privacy.withdraw.done')
        : t('status.privacy.erase.done', { date: erasedOn });
    return (
      <p className="notice" role="status" tabIndex={-1} ref={(el) => void (focusTarget.current = el)}>
        {text}
      </p>
    );
  }
  if (action === undefined) return null;
  return (
    <section className="self-service" aria-labelledby="self-service-title">
      <h2 id="self-service-title">{t('status.privacy.heading')}</h2>
      <p>{t(action === 'withdraw' ? 'status.privacy.withdraw.text' : 'status.privacy.erase.text')}</p>
      {state.kind === 'failed' && (
        <p
          className="notice notice--error"
          role="alert"
          tabIndex={-1}
          ref={(el) => void (focusTarget.current = el)}
        >
          {t(state.reason === 'conflict' ? 'status.privacy.error.conflict' : 'status.privacy.error.failed')}
        </p>
      )}
      {state.kind === 'confirming' || state.kind === 'busy' ? (
        <div className="self-service__confirm">
          <p tabIndex={-1} ref={(el) => void (focusTarget.current = el)}>
            <strong>{t(`status.privacy.${state.action}.confirm`, { applicationNumber: number })}</strong>
          </p>
          <button
            className="button"
            type="button"
            disabled={state.kind === 'busy'}
            onClick={() => void run(state.action)}
          >
            {t(`status.privacy.${state.action}.yes`)}
          </button>{' '}
          <button className="button button--secondary" type="button" onClick={() => go({ kind: 'idle' })}>
            {t('common.form.cancel')}
          </button>
        </div>
      ) : (
        <button
          className="button button--secondary"
          type="button"
          ref={state.kind === 'idle' ? (el) => void (focusTarget.current = el) : undefined}
          onClick={() => go({ kind: 'confirming', action })}
        >
          {t(`status.privacy.${action}.button`)}
        </button>
      )}
    </section>
  );
}
