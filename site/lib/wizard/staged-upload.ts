import type { PresignedUpload } from '../../../shared/documents/rules';
import type { SiteKey } from '../../../shared/i18n/types';
import type { WizardFile, WizardFileSlot } from '../../../shared/wizard/form-data';
import { stagedUploadsPath, wizardContentTypeOf, wizardFileProblem } from '../../../shared/wizard/uploads';
import { UploadError, uploadToS3 } from '../documents/upload';

/** Why a wizard file was not uploaded: a site key to show under its field, and the HTTP status if any. */
export class WizardUploadError extends Error {
  override name = 'WizardUploadError';
  constructor(
    readonly messageKey: SiteKey,
    readonly status?: number,
  ) {
    super(messageKey);
  }
}

/** The first issue of the server's 400 answer (a key of the shared schema), if it has one. */
async function issueOf(res: Response): Promise<SiteKey | undefined> {
  try {
    const body = (await res.json()) as { issues?: readonly { message?: string }[] };
    return body.issues?.[0]?.message as SiteKey | undefined;
  } catch {
    return undefined;
  }
}

async function presign(slot: WizardFileSlot, file: File, contentType: string): Promise<PresignedUpload> {
  let res: Response;
  try {
    res = await fetch(stagedUploadsPath, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      credentials: 'include',
      body: JSON.stringify({ slot, fileName: file.name, contentType, size: file.size }),
    });
  } catch {
    throw new WizardUploadError('documents.errors.network');
  }
  if (res.status === 429) throw new WizardUploadError('wizard.upload.error.rateLimited', 429);
  if (res.status === 400)
    throw new WizardUploadError((await issueOf(res)) ?? 'documents.errors.refused', 400);
  if (!res.ok) throw new WizardUploadError('documents.errors.server', res.status);
  return (await res.json()) as PresignedUpload;
}

/**
 * Uploads one of the wizard's files before the application exists (spec §5 "Upload-form messages",
 * "Wizard documents step"): checks it against the slot's rules (the specification's messages), asks
 * `POST /api/staged-uploads` for a presigned POST, posts the file straight to S3 with real progress
 * (`uploadToS3`) and resolves with the `WizardFile` the form keeps. The create call attaches it to the
 * application after checking its bytes. Fails with a `WizardUploadError` whose `messageKey` says why.
 */
export async function uploadWizardFile(
  slot: WizardFileSlot,
  file: File,
  onProgress: (percent: number) => void,
): Promise<WizardFile> {
  const problem = wizardFileProblem(slot, file);
  if (problem) throw new WizardUploadError(problem);
  const contentType = wizardContentTypeOf(file.name);
  const upload = await presign(slot, file, contentType);
  try {
    await uploadToS3(upload, file, onProgress);
  } catch (e: unknown) {
    if (e instanceof UploadError && e.reason === 'refused') {
      throw new WizardUploadError(
        e.s3Code === 'EntityTooLarge' ? 'wizard.upload.error.tooLarge' : 'documents.errors.refused',
      );
    }
    throw new WizardUploadError('documents.errors.network');
  }
  return { key: upload.key, fileName: file.name, size: file.size, contentType };
}
