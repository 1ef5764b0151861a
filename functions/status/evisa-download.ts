import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { EvisaDownloadAnswer } from '../../shared/api/personal-link';
import type { StoredApplication, TableRef } from '../lib/applications-table';
import { appendAudit } from '../lib/audit-log';
import { NotFoundError } from '../lib/domain-errors';
import type { BucketRef } from '../lib/s3-objects';
import { destinations } from '../../shared/destinations';
import { defaultDestinationId } from '../../shared/destinations/numbers';

/** The download link lives 5 minutes: long enough to start it, too short to pass it around usefully. */
export const evisaLinkSeconds = 300;

/**
 * The approved application's eTA, the PDF staff uploaded with the approval (`evisaKey`), by a presigned
 * GET served as an attachment named `eTA-<number>.pdf` (another destination's by its wording, as
 * `tanzania-evisa-<number>.pdf`). Anything else (not approved, no file) is 404.
 * Each link given is audited (`evisa_downloaded`, actor `traveller`), so support can see it was fetched.
 */
/** The downloaded file's name: Kenya's as it has always been, another destination's from its wording. */
export function evisaDownloadName(application: Pick<StoredApplication, 'applicationNumber' | 'destination'>) {
  const number = application.applicationNumber;
  const { destination } = application;
  return destination === undefined || destination === defaultDestinationId
    ? `eTA-${number}.pdf`
    : destinations[destination].wording.pdfFileName.replace('{applicationNumber}', number);
}

export async function evisaDownload(
  deps: TableRef & { readonly now: () => Date; readonly bucket: BucketRef },
  application: StoredApplication & { readonly evisaKey?: string },
): Promise<EvisaDownloadAnswer> {
  if (application.status !== 'approved' || application.evisaKey === undefined)
    throw new NotFoundError('No approved eTA to download');
  const url = await getSignedUrl(
    deps.bucket.s3,
    new GetObjectCommand({
      Bucket: deps.bucket.bucketName,
      Key: application.evisaKey,
      ResponseContentDisposition: `attachment; filename="${evisaDownloadName(application)}"`,
      ResponseContentType: 'application/pdf',
    }),
    { expiresIn: evisaLinkSeconds },
  );
  const now = deps.now();
  await appendAudit(deps, { actor: 'traveller', action: 'evisa_downloaded', applicationId: application.id });
  return { success: true, url, expiresAt: new Date(now.getTime() + evisaLinkSeconds * 1000).toISOString() };
}
