import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { applicationKeys, type TableRef } from '../lib/applications-table';

/** A claim older than this is abandoned (its Lambda died mid-send) and may be taken over. */
export const claimStaleAfterMs = 60_000;

export class MailDeliveryError extends Error {
  override name = 'MailDeliveryError';
}

/**
 * Runs a conditional update on the application item; false when the condition does not hold.
 * Used to claim "I am sending this e-mail" so that a double click or a retry racing the first
 * request never sends it twice.
 */
export async function conditionalUpdate(
  table: TableRef,
  id: string,
  update: {
    readonly expression: string;
    readonly condition: string;
    readonly names?: Record<string, string>;
    readonly values?: Record<string, unknown>;
  },
): Promise<boolean> {
  try {
    await table.db.send(
      new UpdateCommand({
        TableName: table.tableName,
        Key: applicationKeys.application(id),
        UpdateExpression: update.expression,
        ConditionExpression: `attribute_exists(pk) AND (${update.condition})`,
        ...(update.names ? { ExpressionAttributeNames: update.names } : {}),
        ...(update.values ? { ExpressionAttributeValues: update.values } : {}),
      }),
    );
    return true;
  } catch (e: unknown) {
    if (e instanceof ConditionalCheckFailedException) return false;
    throw e;
  }
}
