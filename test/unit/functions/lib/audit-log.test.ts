import { describe, expect, it } from 'vitest';
import { auditItem, securityLogRetentionDays } from '../../../../functions/lib/audit-log';

const at = new Date('2026-11-22T10:00:00.000Z');
const epoch = (date: Date) => Math.floor(date.getTime() / 1000);

describe('an audit entry', () => {
  it('about a staff account (a security log) expires 30 days after it happened, as the privacy policy says', () => {
    const item = auditItem(at, { actor: 'amina', action: 'sign_in_failed', username: 'Amina', client: 'c1' });
    expect(item.pk).toBe('STAFF#amina');
    expect(securityLogRetentionDays).toBe(30);
    expect(item.expiresAt).toBe(epoch(at) + 30 * 86_400);
  });

  it('about an application stays with the application (no expiry of its own)', () => {
    const item = auditItem(at, {
      actor: 'amina',
      action: 'reject',
      applicationId: '0b8f1c1e-6c55-4a8e-9f0e-3f1f6f1d2a11',
      detail: { reason: 'Passport copy unreadable' },
    });
    expect(item.pk).toBe('APP#0b8f1c1e-6c55-4a8e-9f0e-3f1f6f1d2a11');
    expect(item).not.toHaveProperty('expiresAt');
  });
});
