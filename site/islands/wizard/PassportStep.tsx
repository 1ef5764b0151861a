import { lazy, Suspense, useState } from 'react';
import { wizardAccept } from './accept';
import type { WizardForm } from '../../../shared/wizard/form-data';
import type { PassportPrefill } from '../../lib/passport/prefill';
import { usePassportScan } from '../passport/use-passport-scan';
import type { T } from '../journey/i18n';
import { issueText } from './field-ids';
import { WizardFileField } from './WizardFileField';
import type { FileStepProps } from './file-step-props';

const ScanOutcomeView = lazy(() =>
  import('../passport/ScanOutcomeView').then((m) => ({ default: m.ScanOutcomeView })),
);

/** What a verified passport reading puts into step 3 (given names together: the wizard has no middle name). */
export function passportPatch(prefill: PassportPrefill): Partial<WizardForm> {
  const given = [prefill.firstName, prefill.middleName].filter(Boolean).join(' ');
  const gender = prefill.gender;
  return {
    ...(given ? { firstName: given } : {}),
    ...(prefill.lastName ? { lastName: prefill.lastName } : {}),
    ...(prefill.dateOfBirth ? { dateOfBirth: prefill.dateOfBirth } : {}),
    ...(gender === 'male' || gender === 'female' || gender === 'other' ? { gender } : {}),
    ...(prefill.nationality ? { nationality: prefill.nationality } : {}),
    ...(prefill.passportNumber ? { passportNumber: prefill.passportNumber.toUpperCase() } : {}),
    ...(prefill.passportExpiryDate ? { passportExpiryDate: prefill.passportExpiryDate } : {}),
    ...(prefill.passportIssuingCountry ? { passportIssueCountry: prefill.passportIssuingCountry } : {}),
  };
}

export function Guidance({ t, items }: { t: T; items: readonly Parameters<T>[0][] }) {
  return (
    <ul className="wizard-guidance">
      {items.map((key) => (
        <li key={key}>{t(key)}</li>
      ))}
    </ul>
  );
}

/**
 * Step 1, Passport Information: the bio-data page (image or PDF, camera on a phone), uploaded at once;
 * meanwhile the page is read in the browser (the passport scan, loaded when a file is chosen) and what
 * was read is shown to confirm: "Use these details" fills step 3's personal and passport fields. The
 * MRZ read goes with the application for the server to re-read and compare with step 3's answers.
 */
export function PassportStep(props: FileStepProps) {
  const { form, issues, onFile, onChange, t, locale, upload, onFileChosen, onChecked } = props;
  // The MRZ read (valid or not: the server verifies it) is kept with the uploaded page, also when the
  // step is left before the scan ends; staff see it compared with step 3's answers.
  const { state, scan, reset } = usePassportScan((outcome) => {
    if (outcome.kind === 'read') onChecked({ slot: 'passportFile', mrz: outcome.mrz });
  });
  const [applied, setApplied] = useState(false);
  return (
    <>
      <p>{t('wizard.guidance.passport.intro')}</p>
      <Guidance
        t={t}
        items={[
          'wizard.guidance.passport.validity',
          'wizard.guidance.passport.blankPage',
          'wizard.guidance.passport.clear',
        ]}
      />
      <WizardFileField
        slot="passportFile"
        label={t('wizard.upload.passport.label')}
        hint={t('wizard.upload.passport.hint')}
        accept={wizardAccept['passportFile']}
        capture="environment"
        file={form.files.passportFile}
        error={issueText(t, issues, 'passportFile')}
        t={t}
        locale={locale}
        upload={upload}
        onUploaded={(file) => onFile('passportFile', file)}
        onRemove={() => {
          reset();
          onFile('passportFile', undefined);
        }}
        onChosen={(file) => {
          setApplied(false);
          onFileChosen('passportFile');
          void scan(file);
        }}
      >
        <div role="status" className="passport-scan__status">
          {state.phase === 'working' && <p aria-busy="true">{t('passport.scan.reading')}</p>}
          {applied && <p className="notice notice--success">{t('wizard.scan.applied')}</p>}
        </div>
        {state.phase === 'done' && (
          <Suspense fallback={null}>
            <ScanOutcomeView
              t={t}
              locale={locale}
              id="passport-scan"
              file={state.file}
              outcome={state.outcome}
              onApply={(prefill) => {
                onChange(passportPatch(prefill));
                setApplied(true);
              }}
              reset={reset}
            />
          </Suspense>
        )}
      </WizardFileField>
    </>
  );
}
