/**
 * The one DynamoDB table of the product (single-table design) and its indexes. Both the CDK app
 * (`infra/cloud/constructs/data.ts`) and the local stack (`infra/local/resources.ts`) create the
 * table from these names, so local and cloud cannot drift apart.
 *
 * Keys are strings: `pk` / `sk` on the table; `gsi1pk` / `gsi1sk` and `gsi2pk` / `gsi2sk` on two
 * overloaded global secondary indexes (for example: applications by status, newest first; lookups
 * by e-mail; an application's items by its number). Items that must disappear carry `expiresAt` (epoch seconds) for TTL.
 */
export const tableSchema = {
  partitionKey: 'pk',
  sortKey: 'sk',
  ttlAttribute: 'expiresAt',
  indexes: [
    { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
    { name: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
  ],
} as const;

export type IndexName = (typeof tableSchema.indexes)[number]['name'];
