/**
 * Test data: what the payment test page (`/debug-payment`, present only where the sandbox gateway is
 * configured) creates. A test application is marked (`testData: true` on the application item), never
 * counted on the dashboard, and deleted whole by the retention job (`functions/retention/`) once it is
 * `testDataRetentionHours` old: every item of its partition, its number, its files.
 *
 * To find them without a Scan, the creating transaction also writes a marker in one partition,
 * `TESTDATA` / `<createdAt>#<id>`, which the job reads oldest first.
 */
export const testDataPartition = 'TESTDATA';

/** Test applications are deleted this long after they were created (part of the API contract). */
export { testDataRetentionHours } from '../../shared/api/applications';

export interface TestDataMarker {
  readonly pk: typeof testDataPartition;
  readonly sk: string;
  readonly entity: 'testData';
  readonly applicationId: string;
  readonly applicationNumber: string;
  readonly createdAt: string;
}

export function testDataMarker(
  applicationId: string,
  applicationNumber: string,
  createdAt: string,
): TestDataMarker {
  return {
    pk: testDataPartition,
    sk: `${createdAt}#${applicationId}`,
    entity: 'testData',
    applicationId,
    applicationNumber,
    createdAt,
  };
}

/** Whether an application (any stored shape) is test data: then it moves no counter. */
export const isTestData = (application: { readonly testData?: boolean } | undefined): boolean =>
  application?.testData === true;
