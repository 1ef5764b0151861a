import type { Context } from 'hono';
import { createApplicationSubmissionSchema } from '../../shared/journey/schemas';
import { createWizardSubmissionSchema, isWizardBody } from '../../shared/wizard/submission-schema';
import {
  attachStagedFiles,
  verifyStagedFiles,
  type VerifiedStagedFile,
} from '../documents/attach-staged-files';
import { documentChecksOf, type DocumentDeps } from '../documents/document-store';
import { getApplication, type StoredApplication } from '../lib/applications-table';
import { ConflictError, ServiceUnavailableError } from '../lib/domain-errors';
import { parseJsonBody } from '../lib/http';
import { isWizardCreate, toWizardCreate, type CreateSubmission } from './wizard-submission';

/** Whether the JSON body (if it is JSON) is the wizard's; `parseJsonBody` reports a body that is not. */
async function peekWizard(c: Context): Promise<boolean> {
  try {
    return isWizardBody(await c.req.json());
  } catch {
    return false;
  }
}

/**
 * `POST /api/kenya-eta-applications`: the group journey's body with its schema, or the wizard's
 * (`product: 'wizard'`) with the wizard's schema, turned into the record the create path stores. Either
 * way an invalid body is a 400 with every issue and nothing is stored.
 */
export async function parseSubmission(c: Context, today: string): Promise<CreateSubmission> {
  if (await peekWizard(c)) return toWizardCreate(await parseJsonBody(c, createWizardSubmissionSchema(today)));
  return parseJsonBody(c, createApplicationSubmissionSchema(today));
}

/**
 * A wizard application cannot be changed through the group journey's update call (its answers are the
 * wizard's sections, which that call does not carry): a clear 409 rather than a half-applied change.
 */
export function refuseWizardUpdate(application: Pick<StoredApplication, 'product'>): void {
  if (application.product === 'wizard') {
    throw new ConflictError('An application made with the eight-step form cannot be changed with this call', [
      { path: '', message: 'wizard.error.changeUnsupported' },
    ]);
  }
}

/** A wizard body sent to the update call: refused the same way, before the group's schema reads it. */
export async function refuseWizardBody(c: Context): Promise<void> {
  if (await peekWizard(c)) refuseWizardUpdate({ product: 'wizard' });
}

/**
 * The wizard's staged files, checked before anything is stored (400 `document_rejected` with
 * `files.<slot>` issues), then attached to the new application as the documents of traveller 0. A
 * retried create (same key, same body) replays the first answer and attaches again, which changes
 * nothing: a failure between the two steps is mended by the traveller's retry. The passport page and
 * the photo carry what the server made of the browser's checks (`passportCheck`, `photoCheck`), which
 * staff see in the admin detail as for any application.
 */
export async function verifyWizardFiles(
  deps: DocumentDeps,
  submission: CreateSubmission,
): Promise<VerifiedStagedFile[] | undefined> {
  if (!isWizardCreate(submission)) return undefined;
  const verified = await verifyStagedFiles(deps, submission.files);
  // Steps 1 and 2's checks, recorded with the passport page and the photo as the documents page
  // records them: the MRZ re-read and compared with the traveller built from step 3's answers.
  const now = deps.now();
  const [traveller = {}] = submission.applicants;
  const passport = documentChecksOf({ passportScan: submission.passportScan }, traveller, now);
  const photo = documentChecksOf({ photoCheck: submission.photoCheck }, traveller, now);
  return verified.map((file) =>
    file.slot === 'passportFile' && passport.passportCheck
      ? { ...file, checks: passport }
      : file.slot === 'photoFile' && photo.photoCheck
        ? { ...file, checks: photo }
        : file,
  );
}

export async function attachWizardFiles(
  deps: DocumentDeps,
  applicationId: string,
  verified: readonly VerifiedStagedFile[] | undefined,
): Promise<void> {
  if (verified === undefined) return;
  const application = await getApplication(deps, applicationId);
  if (!application) throw new ServiceUnavailableError('The new application could not be read back');
  await attachStagedFiles(deps, application, verified);
}
