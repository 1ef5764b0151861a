import { useState } from 'react';
import type { LocaleCode } from '../../../shared/locales';
import type { KeyValueStore } from '../../lib/journey/storage';
import type { PassportPrefill } from '../../lib/passport/prefill';
import { writePassportScan } from '../../lib/passport/scan-storage';
import type { T } from '../journey/i18n';
import { PassportScan } from './PassportScan';

interface Props {
  readonly t: T;
  readonly locale: LocaleCode;
  readonly store: KeyValueStore;
  readonly applicantId: string;
  /** Puts the values read into the applicant's fields (and saves the draft). */
  readonly onApply: (values: PassportPrefill) => void;
}

/** "Scan passport" for one traveller of the group: prefills that traveller and keeps the MRZ text. */
export function ApplicantPassportScan({ t, locale, store, applicantId, onApply }: Props) {
  const [applied, setApplied] = useState(false);
  return (
    <div className="applicant-passport-scan">
      <PassportScan
        t={t}
        locale={locale}
        onApply={(values, read) => {
          writePassportScan(store, applicantId, read.lines.join('\n'));
          onApply(values);
          setApplied(true);
        }}
      />
      <div role="status">
        {applied && <p className="notice notice--success">{t('passport.scan.applied')}</p>}
      </div>
    </div>
  );
}
