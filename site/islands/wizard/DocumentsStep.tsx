import { requiredWizardDocumentSlots, wizardDocumentSlots } from '../../../shared/wizard/form-data';
import { wizardAccept } from './accept';
import { issueText } from './field-ids';
import type { FileStepProps } from './file-step-props';
import { WizardFileField } from './WizardFileField';

/**
 * Step 7, Required Documents: six slots (flight and accommodation bookings required, the other four
 * when they apply), PDF, JPEG or PNG of at most 5 MB each, every one uploaded as soon as it is chosen.
 */
export function DocumentsStep({ form, issues, onFile, t, locale, upload }: FileStepProps) {
  return (
    <>
      <p>{t('wizard.documents.lead')}</p>
      {wizardDocumentSlots.map((slot) => {
        const required = requiredWizardDocumentSlots.includes(slot);
        return (
          <WizardFileField
            key={slot}
            slot={slot}
            label={t(`wizard.document.${slot}`)}
            hint={t(required ? 'wizard.upload.document.required' : 'wizard.upload.document.optional')}
            accept={wizardAccept[slot]}
            file={form.files[slot]}
            error={issueText(t, issues, slot)}
            t={t}
            locale={locale}
            upload={upload}
            onUploaded={(file) => onFile(slot, file)}
            onRemove={() => onFile(slot, undefined)}
          />
        );
      })}
    </>
  );
}
