import type { Context } from 'hono';
import { createApplicationSubmissionSchema } from '../../shared/journey/schemas';
import { createWizardSubmissionSchema, isWizardBody } from '../../shared/wizard/submission-schema';
import type { StoredApplication } from '../lib/applications-table';
import { ConflictError } from '../lib/domain-errors';
import { parseJsonBody } from '../lib/http';
import { toWizardCreate, type CreateSubmission } from './wizard-submission';

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
export function refuseWizardUpdate(application: StoredApplication): void {
  if (application.product === 'wizard') {
    throw new ConflictError('An application made with the eight-step form cannot be changed with this call', [
      { path: '', message: 'wizard.error.changeUnsupported' },
    ]);
  }
}
