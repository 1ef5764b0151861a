import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { MailDeliveryError } from '../../../functions/lib/domain-errors';
import { mailClaimStaleAfterMs, sendOnce, type MailOnce } from '../../../functions/lib/mail-once';
import { db, table } from '../applications/support';

async function item(fields: Record<string, unknown> = {}) {
  const key = { pk: `TEST#${randomUUID()}`, sk: 'TEST' };
  await db.send(new PutCommand({ TableName: table.tableName, Item: { ...key, ...fields } }));
  return key;
}
const read = async (key: { pk: string; sk: string }) =>
  (await db.send(new GetCommand({ TableName: table.tableName, Key: key, ConsistentRead: true }))).Item ?? {};

const at = (iso: string) => ({ ...table, now: () => new Date(iso) });
const now = { ...table, now: () => new Date() };

describe('sendOnce', () => {
  it('sends once when twenty callers try at the same moment, and records when it went', async () => {
    const key = await item();
    const spec: MailOnce = { key, sentAt: 'receiptSentAt', claim: 'receiptClaim' };
    let sent = 0;
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        sendOnce(now, spec, async () => {
          sent += 1;
        }),
      ),
    );
    expect(sent).toBe(1);
    expect(results.filter((r) => r === 'sent')).toHaveLength(1);
    expect(results.every((r) => r === 'sent' || r === 'in_progress' || r === 'already_sent')).toBe(true);
    const stored = await read(key);
    expect(stored.receiptSentAt).toEqual(expect.any(String));
    expect(stored.receiptClaim).toBeUndefined();
    expect(await sendOnce(now, spec, async () => void (sent += 1))).toBe('already_sent');
    expect(sent).toBe(1);
  });

  it('releases the claim when the send fails, so the next call sends it', async () => {
    const key = await item();
    const spec: MailOnce = { key, sentAt: 'decision.mailSentAt', claim: 'decisionMailClaim' };
    await db.send(
      new PutCommand({ TableName: table.tableName, Item: { ...key, decision: { status: 'rejected' } } }),
    );
    await expect(
      sendOnce(now, spec, async () => {
        throw new MailDeliveryError('refused');
      }),
    ).rejects.toBeInstanceOf(MailDeliveryError);
    expect((await read(key)).decisionMailClaim).toBeUndefined();
    let sent = 0;
    expect(await sendOnce(now, spec, async () => void (sent += 1))).toBe('sent');
    expect(sent).toBe(1);
    expect((await read(key)).decision).toMatchObject({ status: 'rejected', mailSentAt: expect.any(String) });
  });

  it('leaves a fresh claim alone and takes over one older than the stale limit', async () => {
    const claimedAt = '2031-01-01T10:00:00.000Z';
    const key = await item({ receiptClaim: { at: claimedAt } });
    const spec: MailOnce = { key, sentAt: 'receiptSentAt', claim: 'receiptClaim' };
    let sent = 0;
    const soon = new Date(Date.parse(claimedAt) + mailClaimStaleAfterMs - 1000).toISOString();
    expect(await sendOnce(at(soon), spec, async () => void (sent += 1))).toBe('in_progress');
    const later = new Date(Date.parse(claimedAt) + mailClaimStaleAfterMs + 1000).toISOString();
    expect(await sendOnce(at(later), spec, async () => void (sent += 1))).toBe('sent');
    expect(sent).toBe(1);
  });

  it('sends only when its extra condition holds', async () => {
    const key = await item({ paymentStatus: 'unpaid' });
    const spec: MailOnce = {
      key,
      sentAt: 'receiptSentAt',
      claim: 'receiptClaim',
      only: { condition: 'paymentStatus = :paid', values: { ':paid': 'paid' } },
    };
    let sent = 0;
    expect(await sendOnce(now, spec, async () => void (sent += 1))).toBe('not_applicable');
    expect(sent).toBe(0);
  });

  it('sends a versioned e-mail once per version (a new signature is mailed again)', async () => {
    const key = await item();
    const spec = (version: string): MailOnce => ({
      key,
      sentAt: 'agreement.mailedAt',
      claim: 'agreementClaim',
      version: { value: version, sentVersion: 'agreement.signatureHash' },
    });
    const sent: string[] = [];
    const send = (version: string) => async () => {
      sent.push(version);
      await db.send(
        new PutCommand({
          TableName: table.tableName,
          Item: { ...(await read(key)), agreement: { signatureHash: version } },
        }),
      );
    };
    expect(await sendOnce(now, spec('v1'), send('v1'))).toBe('sent');
    expect(await sendOnce(now, spec('v1'), send('v1'))).toBe('already_sent');
    expect(await sendOnce(now, spec('v2'), send('v2'))).toBe('sent');
    expect(sent).toEqual(['v1', 'v2']);
  });
});
