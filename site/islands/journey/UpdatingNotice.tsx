import { useRef, useState } from 'react';
import { storageKeys } from '../../lib/journey/journey-keys';
import { readString, type KeyValueStore } from '../../lib/journey/storage';
import { forgetSavedApplication, savedApplication } from '../../lib/journey/saved-application';
import type { T } from './i18n';

interface Props {
  readonly store: KeyValueStore;
  readonly t: T;
}

/**
 * When this browser already submitted an application, Submit updates it (issue 14 item 3): the page
 * says so, names it, and lets a traveller who is applying for someone else submit these answers as a
 * new application instead, so an earlier application is never overwritten by mistake.
 */
export function UpdatingNotice({ store, t }: Props) {
  const [number] = useState(() =>
    savedApplication(store) ? readString(store, storageKeys.savedApplicationNumber) || '' : undefined,
  );
  const [asNew, setAsNew] = useState(false);
  const doneRef = useRef<HTMLParagraphElement>(null);
  if (number === undefined) return null;
  if (asNew) {
    return (
      <p className="notice" role="status" tabIndex={-1} ref={doneRef}>
        {t('flow.check.willBeNew')}
      </p>
    );
  }
  return (
    <div className="notice" role="note" aria-labelledby="updating-notice">
      <p id="updating-notice">{t('flow.check.updating', { number })}</p>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => {
          forgetSavedApplication(store);
          setAsNew(true);
          window.requestAnimationFrame(() => doneRef.current?.focus());
        }}
      >
        {t('flow.check.submitAsNew')}
      </button>
    </div>
  );
}
