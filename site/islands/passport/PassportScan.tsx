import { lazy, Suspense, useId } from 'react';
import type { LocaleCode } from '../../../shared/locales';
import type { PassportRead } from '../../../shared/passport/passport-fields';
import type { PassportPrefill } from '../../lib/passport/prefill';
import type { ScanOutcome } from '../../lib/passport/scan-passport';
import type { T } from '../journey/i18n';
import { usePassportScan } from './use-passport-scan';
import './passport.css';

export interface PassportScanProps {
  readonly t: T;
  readonly locale: LocaleCode;
  /** The heading's level inside the page (default 3). */
  readonly headingLevel?: 2 | 3 | 4;
  /** Every outcome, failed ones too (e.g. to record the MRZ text with a document). */
  readonly onResult?: (outcome: ScanOutcome, file: File) => void;
  /**
   * "Use these details": the verified values to put in the form and the reading itself (its `lines`
   * joined by a line feed are what the server re-reads). Without it the reading is only shown.
   */
  readonly onApply?: (prefill: PassportPrefill, read: PassportRead) => void;
}

const ScanOutcomeView = lazy(() => import('./ScanOutcomeView').then((m) => ({ default: m.ScanOutcomeView })));

const accept = 'image/jpeg,image/png,image/webp,application/pdf,.jpg,.jpeg,.png,.webp,.pdf';

/**
 * "Scan passport": the traveller chooses a photo or scan of the bio-data page (on a phone the picker
 * offers the camera), the page is read in the browser, and what was read is shown next to the page to
 * confirm with "Use these details" or to correct by typing. A failed reading says what to do.
 */
export function PassportScan({ t, locale, headingLevel = 3, onResult, onApply }: PassportScanProps) {
  const id = useId();
  const { state, scan, reset } = usePassportScan(onResult);
  const Heading = `h${headingLevel}` as const;
  const outcome = state.phase === 'done' ? state.outcome : undefined;
  return (
    <section className="passport-scan" aria-labelledby={`${id}-heading`} data-passport-scan>
      <Heading id={`${id}-heading`} className="passport-scan__heading">
        {t('passport.scan.heading')}
      </Heading>
      <p className="hint">{t('passport.scan.privacy')}</p>
      <p className="hint">{t('passport.scan.tips')}</p>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-file`}>
          {t('passport.scan.choose')}
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept={accept}
          className="passport-scan__input"
          disabled={state.phase === 'working'}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void scan(file);
          }}
        />
      </div>
      <div role="status" className="passport-scan__status">
        {state.phase === 'working' && <p aria-busy="true">{t('passport.scan.reading')}</p>}
      </div>
      {state.phase !== 'idle' && (
        <Suspense fallback={null}>
          <ScanOutcomeView
            t={t}
            locale={locale}
            id={id}
            file={state.file}
            outcome={outcome}
            onApply={onApply}
            reset={reset}
          />
        </Suspense>
      )}
    </section>
  );
}
