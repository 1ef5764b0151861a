import { alreadyDecidedCode, evisaRejectedCode, notPaidCode } from '../../../../shared/api/admin';
import type { AdminPanelKey } from '../../../lib/island-messages';
import { AdminApiError } from './admin-api';

export type DecisionKind = 'approve' | 'reject';

/** What the panel tells the staff member after a decision call. */
export interface Outcome {
  readonly tone: 'success' | 'warning' | 'error';
  readonly messages: readonly AdminPanelKey[];
}

/** A decision the server saved: with the e-mail sent (spec §8's success), or saved without it. */
export function savedOutcome(kind: DecisionKind, mailSent: boolean): Outcome {
  if (!mailSent) return { tone: 'warning', messages: ['admin.panel.decision.savedNoMail'] };
  return {
    tone: 'success',
    messages: [kind === 'approve' ? 'admin.panel.approve.success' : 'admin.panel.reject.success'],
  };
}

/**
 * A decision that failed. `final` when the application's state is no longer what the panel showed
 * (someone else decided it first): the panel then shows the message above the reloaded application.
 * Otherwise the messages belong to the form, which stays for another try. Undefined for a 401 (the
 * panel is returning to the sign-in form).
 */
export function failedOutcome(
  kind: DecisionKind,
  error: unknown,
): { readonly final: boolean; readonly messages: readonly AdminPanelKey[] } | undefined {
  const failed: AdminPanelKey =
    kind === 'approve' ? 'admin.panel.approve.failed' : 'admin.panel.reject.failed';
  if (!(error instanceof AdminApiError)) return { final: false, messages: [failed] };
  if (error.status === 401) return undefined;
  if (error.status === 409 && error.code === alreadyDecidedCode)
    return { final: true, messages: ['admin.panel.decision.alreadyDecided'] };
  if (error.status === 409 && error.code === notPaidCode)
    return { final: false, messages: ['admin.panel.approve.notPaid'] };
  if (error.status === 400 && error.code === evisaRejectedCode)
    return { final: false, messages: [failed, 'admin.panel.approve.notPdfContent'] };
  if (error.status === 403) return { final: false, messages: ['admin.panel.decision.forbidden'] };
  return { final: false, messages: [failed] };
}
