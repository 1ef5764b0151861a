import { useRef, useState } from 'react';
import { wizardAccept } from './accept';
import type { PhotoCheckResult } from '../../lib/passport/photo-check';
import { issueText } from './field-ids';
import type { FileStepProps } from './file-step-props';
import { Guidance } from './PassportStep';
import { WizardFileField } from './WizardFileField';

type Check =
  | { readonly phase: 'checking' }
  | { readonly phase: 'done'; readonly result: PhotoCheckResult }
  | { readonly phase: 'none' };

/**
 * Step 2, Selfie or Photo: a JPEG or PNG (the front camera on a phone), uploaded at once, while the
 * photo check (loaded when a photo is chosen) looks at it in the browser; its findings are advice,
 * the traveller may keep the photo or choose another (staff decide). The findings and their measures
 * go with the application; staff see them.
 */
export function PhotoStep(props: FileStepProps) {
  const { form, issues, onFile, t, locale, upload, onFileChosen, onChecked } = props;
  const [check, setCheck] = useState<Check>({ phase: 'none' });
  const run = useRef(0);
  const checkPhoto = async (file: File) => {
    const mine = ++run.current;
    setCheck({ phase: 'checking' });
    try {
      const { checkPhoto: checkFile } = await import('../../lib/passport/photo-check');
      const result = await checkFile(file);
      if (mine !== run.current) return;
      setCheck({ phase: 'done', result });
      // Kept with the uploaded photo (also when the step was left meanwhile) and sent for staff.
      const { problems, faceDetection, measures } = result;
      onChecked({ slot: 'photoFile', photo: { problems, faceDetection, measures } });
    } catch {
      if (mine === run.current) setCheck({ phase: 'none' });
    }
  };
  const result = check.phase === 'done' ? check.result : undefined;
  return (
    <>
      <p>{t('wizard.guidance.photo.intro')}</p>
      <Guidance
        t={t}
        items={[
          'wizard.guidance.photo.recent',
          'wizard.guidance.photo.face',
          'wizard.guidance.photo.background',
          'wizard.guidance.photo.noHats',
        ]}
      />
      <WizardFileField
        slot="photoFile"
        label={t('wizard.upload.photo.label')}
        hint={t('wizard.upload.photo.hint')}
        accept={wizardAccept['photoFile']}
        capture="user"
        file={form.files.photoFile}
        error={issueText(t, issues, 'photoFile')}
        t={t}
        locale={locale}
        upload={upload}
        onUploaded={(file) => onFile('photoFile', file)}
        onRemove={() => {
          run.current++;
          setCheck({ phase: 'none' });
          onFile('photoFile', undefined);
        }}
        onChosen={(file) => {
          onFileChosen('photoFile');
          void checkPhoto(file);
        }}
      >
        <div role="status">
          {check.phase === 'checking' && <p>{t('passport.photo.checking')}</p>}
          {result?.passed && <p className="notice notice--success">{t('passport.photo.passed')}</p>}
        </div>
        {result && !result.passed && (
          <div className="notice notice--warning" data-photo-findings>
            <p>{t('passport.photo.failed')}</p>
            <ul>
              {result.problems.map((problem) => (
                <li key={problem}>{t(`passport.photo.problem.${problem}`)}</li>
              ))}
            </ul>
            <p>{t('wizard.photo.keepOrReplace')}</p>
          </div>
        )}
      </WizardFileField>
    </>
  );
}
