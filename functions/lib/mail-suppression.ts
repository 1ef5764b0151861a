import { createHash } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { TableRef } from './applications-table';

/**
 * Addresses the product no longer mails: the recipient complained (marked a mail as spam) or the
 * address bounced permanently, as SES reported through the configuration set's events
 * (`functions/mail-events`). One item per address, keyed by a hash of the address in lower case, so the
 * list holds no readable address and outlives the applications the retention job deletes.
 */
export type SuppressionReason = 'bounce' | 'complaint';

export interface StoredSuppression {
  readonly pk: string;
  readonly sk: 'SUPPRESSED';
  readonly entity: 'mailSuppression';
  readonly reason: SuppressionReason;
  readonly at: string;
}

/** SHA-256 (hex) of the address, trimmed and in lower case. */
export function addressHash(address: string): string {
  return createHash('sha256').update(address.trim().toLowerCase()).digest('hex');
}

export const suppressionKey = (address: string) => ({
  pk: `SUPPRESS#${addressHash(address)}`,
  sk: 'SUPPRESSED',
});

/** Why the product no longer mails this address, or undefined when it may. */
export async function suppressionOf(
  table: TableRef,
  address: string,
): Promise<SuppressionReason | undefined> {
  const result = await table.db.send(
    new GetCommand({ TableName: table.tableName, Key: suppressionKey(address) }),
  );
  return (result.Item as StoredSuppression | undefined)?.reason;
}

/** Stops mailing an address. A complaint is never overwritten by a later bounce: it weighs more. */
export async function suppressAddress(
  table: TableRef,
  address: string,
  reason: SuppressionReason,
  at: Date,
): Promise<void> {
  const item: StoredSuppression = {
    ...suppressionKey(address),
    sk: 'SUPPRESSED',
    entity: 'mailSuppression',
    reason,
    at: at.toISOString(),
  };
  await table.db
    .send(
      new PutCommand({
        TableName: table.tableName,
        Item: item,
        ...(reason === 'bounce'
          ? {
              ConditionExpression: 'attribute_not_exists(pk) OR #reason <> :complaint',
              ExpressionAttributeNames: { '#reason': 'reason' },
              ExpressionAttributeValues: { ':complaint': 'complaint' },
            }
          : {}),
      }),
    )
    .catch((e: unknown) => {
      if (e instanceof Error && e.name === 'ConditionalCheckFailedException') return;
      throw e;
    });
}
