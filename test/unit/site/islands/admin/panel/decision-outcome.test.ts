import { describe, expect, it } from 'vitest';
import { alreadyDecidedCode, evisaRejectedCode, notPaidCode } from '../../../../../../shared/api/admin';
import { AdminApiError } from '../../../../../../site/islands/admin/panel/admin-api';
import { failedOutcome, savedOutcome } from '../../../../../../site/islands/admin/panel/decision-outcome';

describe('what the panel says after a decision', () => {
  it('gives the specification’s success message when the e-visa was e-mailed', () => {
    expect(savedOutcome('approve', true)).toEqual({
      tone: 'success',
      messages: ['admin.panel.approve.success'],
    });
    expect(savedOutcome('reject', true).messages).toEqual(['admin.panel.reject.success']);
  });

  it('warns that the decision is saved but the e-mail was not sent', () => {
    expect(savedOutcome('approve', false)).toEqual({
      tone: 'warning',
      messages: ['admin.panel.decision.savedNoMail'],
    });
  });

  it('treats someone else’s decision as final, to be shown over the reloaded application', () => {
    expect(failedOutcome('reject', new AdminApiError(409, alreadyDecidedCode))).toEqual({
      final: true,
      messages: ['admin.panel.decision.alreadyDecided'],
    });
  });

  it('keeps the form for other failures, with the upload error for an approval', () => {
    expect(failedOutcome('approve', new AdminApiError(400, evisaRejectedCode))).toEqual({
      final: false,
      messages: ['admin.panel.approve.failed', 'admin.panel.approve.notPdfContent'],
    });
    expect(failedOutcome('approve', new AdminApiError(409, notPaidCode))?.messages).toEqual([
      'admin.panel.approve.notPaid',
    ]);
    expect(failedOutcome('approve', new TypeError('Failed to fetch'))?.messages).toEqual([
      'admin.panel.approve.failed',
    ]);
    expect(failedOutcome('reject', new AdminApiError(500))?.messages).toEqual(['admin.panel.reject.failed']);
    expect(failedOutcome('reject', new AdminApiError(403, 'forbidden'))?.messages).toEqual([
      'admin.panel.decision.forbidden',
    ]);
  });

  it('says nothing for a 401: the panel returns to the sign-in form', () => {
    expect(failedOutcome('approve', new AdminApiError(401, 'unauthorized'))).toBeUndefined();
  });
});
