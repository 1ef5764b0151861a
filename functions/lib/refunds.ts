import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { applicationKeys } from './applications-table';
import { statsChange } from './dashboard-stats';
import { changeRecord, viewCounter } from './queue';

/**
 * Refunds due (issue 19's queue view "needing a refund"): an application that took a payment it cannot
 * keep (a second payment, or one for an application already decided) is flagged once — `refundDue` on
 * the application, a marker `REFUNDS` / `<at>#<id>` the queue lists oldest first, the counter, and a
 * change record — in one transaction (`refundDueItems`, for the transaction that finds it out).
 */
export const refundsPartition = 'REFUNDS';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export function refundDueItems(
  tableName: string,
  application: { readonly id: string; readonly testData?: boolean },
  reason: string,
  now: Date,
): TransactItem[] {
  const at = now.toISOString();
  return [
    {
      Update: {
        TableName: tableName,
        Key: applicationKeys.application(application.id),
        UpdateExpression: 'SET refundDue = :true, refundReason = :reason, updatedAt = :at',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(refundDue)',
        ExpressionAttributeValues: { ':true': true, ':reason': reason, ':at': at },
      },
    },
    {
      Put: {
        TableName: tableName,
        Item: {
          pk: refundsPartition,
          sk: `${at}#${application.id}`,
          entity: 'refundDue',
          applicationId: application.id,
          reason,
          at,
        },
      },
    },
    ...(application.testData === true
      ? []
      : [
          statsChange(tableName, { [viewCounter('refund_due')]: 1 }, at),
          changeRecord(tableName, application.id, now),
        ]),
  ];
}
