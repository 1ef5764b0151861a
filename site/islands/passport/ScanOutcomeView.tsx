import type { LocaleCode } from '../../../shared/locales';
import type { PassportRead } from '../../../shared/passport/passport-fields';
import { prefillFromRead, type PassportPrefill } from '../../lib/passport/prefill';
import type { ScanOutcome } from '../../lib/passport/scan-passport';
import type { T } from '../journey/i18n';
import { PagePreview } from './PagePreview';
import { ScanResult } from './ScanResult';
import { ScanTips } from './ScanTips';

interface Props {
  readonly t: T;
  readonly locale: LocaleCode;
  readonly id: string;
  readonly file: File;
  readonly outcome: ScanOutcome | undefined;
  readonly onApply?: (prefill: PassportPrefill, read: PassportRead) => void;
  readonly reset: () => void;
}

/**
 * The page next to what was read from it, with "Use these details", or what to do when it could not
 * be read. Loaded with the first scan (it is not needed before one), so the page ships less.
 */
export function ScanOutcomeView({ t, locale, id, file, outcome, onApply, reset }: Props) {
  return (
    <div className="passport-scan__body">
      <PagePreview file={file} label={t('passport.scan.imageAlt')} />
      {outcome?.kind === 'read' && (
        <ScanResult t={t} locale={locale} read={outcome.read} id={`${id}-result`}>
          {onApply && (
            <div className="button-row">
              <button
                type="button"
                className="button"
                onClick={() => {
                  onApply(prefillFromRead(outcome.read), outcome.read);
                  reset();
                }}
              >
                {t('passport.scan.apply')}
              </button>
              <button type="button" className="button button--secondary" onClick={reset}>
                {t('passport.scan.dismiss')}
              </button>
            </div>
          )}
        </ScanResult>
      )}
      {outcome && outcome.kind !== 'read' && (
        <div className="notice notice--error" role="alert">
          <h4 className="passport-result__title">{t('passport.scan.failed.title')}</h4>
          <p>
            {outcome.kind === 'noMrz'
              ? t('passport.scan.failed.text')
              : outcome.kind === 'unreadableFile'
                ? t('passport.scan.unreadableFile')
                : t('passport.scan.unavailable')}
          </p>
          {outcome.kind === 'noMrz' && <ScanTips t={t} />}
          <p>{t('passport.scan.typeInstead')}</p>
        </div>
      )}
    </div>
  );
}
