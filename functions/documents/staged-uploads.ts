import { randomBytes } from 'node:crypto';
import type { PresignedUpload } from '../../shared/documents/rules';
import { stagedKeyPrefix, wizardFileRules, type StagedPresignRequest } from '../../shared/wizard/uploads';
import { presignPost } from '../lib/s3-objects';
import { presignExpirySeconds, type DocumentDeps } from './document-store';

/**
 * A presigned POST for one of the wizard's files before the application exists (`POST
 * /api/staged-uploads`): the same policy as a document's (exact key, content type, 1 byte to the slot's
 * limit, 10 minutes) to `uploads/tmp/staged/<slot>/<128 random bits>`. The key is the only handle on
 * the file: the create call that attaches it (`attachStagedFiles`) checks its bytes and moves it under
 * the application; an abandoned one expires with the bucket's lifecycle rule for `uploads/tmp/`.
 */
export async function presignStagedUpload(
  deps: Pick<DocumentDeps, 's3' | 'bucketName' | 'now'>,
  request: StagedPresignRequest,
): Promise<PresignedUpload> {
  const key = `${stagedKeyPrefix}${request.slot}/${randomBytes(16).toString('hex')}`;
  return presignPost(deps, {
    key,
    contentType: request.contentType,
    maxBytes: wizardFileRules[request.slot].maxBytes,
    expiresSeconds: presignExpirySeconds,
    now: deps.now(),
  });
}
