import { describe, expect, it } from 'vitest';
import { applicationStatuses, auditActions, staffRoles } from '../../../../../../shared/api/admin';
import { paymentStatuses, refundReasons } from '../../../../../../shared/api/payments';
import { documentTypes } from '../../../../../../shared/documents/rules';
import { pickMessages } from '../../../../../../shared/i18n';
import { adminPanelPrefixes } from '../../../../../../site/lib/island-messages';
import { etaTypes, processingTypes } from '../../../../../../shared/journey/options';
import { fieldGroups } from '../../../../../../site/islands/admin/panel/applicant-fields';

/** Keys the panel builds from values the server sends: each value must have its label. */
const built = [
  ...applicationStatuses.map((s) => `common.status.${s}`),
  ...paymentStatuses.map((s) => `common.paymentStatus.${s}`),
  ...auditActions.map((a) => `admin.panel.audit.${a}`),
  ...refundReasons.map((r) => `admin.panel.payment.refundReason.${r}`),
  ...documentTypes.map((d) => `common.documentType.${d}`),
  ...staffRoles.map((r) => `admin.panel.role.${r}`),
  ...fieldGroups.map((g) => `common.group.${g}`),
  ...etaTypes.map((e) => `common.option.etaType.${e}`),
  ...processingTypes.map((p) => `common.speed.${p}`),
];

describe('the admin panel catalog', () => {
  it('labels every status, payment state, audit action, refund reason, document type, role and group the panel shows', () => {
    const en = pickMessages('en', adminPanelPrefixes) as Record<string, string>;
    expect(built.filter((key) => !(key in en))).toEqual([]);
  });

  it('holds the specification’s Turkish admin alerts word for word', () => {
    const tr = pickMessages('tr', adminPanelPrefixes);
    expect(tr['admin.panel.approve.failed']).toBe('Hata: E-visa yüklenemedi');
    expect(tr['admin.panel.approve.success']).toBe('Başvuru onaylandı ve e-visa email gönderildi!');
  });
});
