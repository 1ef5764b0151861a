import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import { Grant } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods } from 'aws-cdk-lib/aws-s3';
import type { IBucket, LifecycleRule } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { documentsLifecycleRules, uploadsPrefix } from '../../../functions/lib/document-retention';
import { tableSchema } from '../../../functions/lib/table-schema';
import { acknowledgeWildcardResource } from '../nag';

export { temporaryEvisaPrefix, temporaryUploadPrefix } from '../../../functions/lib/document-retention';

/** The S3 form of `documentsLifecycleRules` (a tagged rule gets its tag filter). */
const expirationRules = documentsLifecycleRules.map((rule): LifecycleRule => ({
  id: rule.id,
  prefix: rule.prefix,
  expiration: Duration.days(rule.days),
  ...(rule.tag === undefined ? {} : { tagFilters: { [rule.tag.key]: rule.tag.value } }),
}));

export interface DataProps {
  /** The only origin allowed to upload to the documents bucket from a browser. */
  readonly siteOrigin: string;
  readonly accessLogBucket: IBucket;
}

/**
 * The stateful heart of the product: the single DynamoDB table (names from `tableSchema`) and the
 * private documents bucket that browsers upload to through presigned requests. Both are kept when the
 * stack is deleted and never named, so they can never be replaced by a rename.
 */
export class Data extends Construct {
  readonly table: Table;
  readonly documents: Bucket;

  constructor(scope: Construct, id: string, props: DataProps) {
    super(scope, id);
    const key = (name: string) => ({ name, type: AttributeType.STRING });

    this.table = new Table(this, 'Table', {
      partitionKey: key(tableSchema.partitionKey),
      sortKey: key(tableSchema.sortKey),
      billingMode: BillingMode.PAY_PER_REQUEST,
      timeToLiveAttribute: tableSchema.ttlAttribute,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      encryption: TableEncryption.AWS_MANAGED,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const index of tableSchema.indexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: key(index.partitionKey),
        sortKey: key(index.sortKey),
        projectionType: ProjectionType.ALL,
      });
    }

    this.documents = new Bucket(this, 'Documents', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      versioned: false,
      serverAccessLogsBucket: props.accessLogBucket,
      serverAccessLogsPrefix: 'documents/',
      cors: [
        {
          allowedOrigins: [props.siteOrigin],
          allowedMethods: [HttpMethods.GET, HttpMethods.PUT, HttpMethods.POST, HttpMethods.HEAD],
          allowedHeaders: ['*'],
          exposedHeaders: ['ETag'],
          maxAge: 3000,
        },
      ],
      // The expirations come from functions/lib/document-retention.ts (the local stack applies them too).
      lifecycleRules: [
        { id: 'abort-incomplete-uploads', abortIncompleteMultipartUploadAfter: Duration.days(1) },
        ...expirationRules,
      ],
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }

  /** `dynamodb:DescribeTable` only (the health check), with TABLE_NAME. */
  grantTableDescribe(fn: LambdaFunction): void {
    Grant.addToPrincipal({
      grantee: fn,
      actions: ['dynamodb:DescribeTable'],
      resourceArns: [this.table.tableArn],
    });
    fn.addEnvironment('TABLE_NAME', this.table.tableName);
  }

  /** Read items and query the table and its indexes, with TABLE_NAME. */
  grantTableRead(fn: LambdaFunction): void {
    this.table.grantReadData(fn);
    this.acknowledgeIndexes(fn);
    fn.addEnvironment('TABLE_NAME', this.table.tableName);
  }

  /** Read and write items (transactions included) on the table and its indexes, with TABLE_NAME. */
  grantTableReadWrite(fn: LambdaFunction): void {
    this.table.grantReadWriteData(fn);
    this.acknowledgeIndexes(fn);
    fn.addEnvironment('TABLE_NAME', this.table.tableName);
  }

  /**
   * Only the item actions named (e.g. GetItem, Query, UpdateItem, PutItem) on the table and its
   * indexes, with TABLE_NAME: for a function that needs less than read-write (no deletes, no batches,
   * no scans). A transaction needs the actions of its items.
   */
  grantTableItems(fn: LambdaFunction, actions: readonly `dynamodb:${string}`[]): void {
    Grant.addToPrincipal({
      grantee: fn,
      actions: [...actions],
      resourceArns: [this.table.tableArn, `${this.table.tableArn}/index/*`],
    });
    this.acknowledgeIndexes(fn);
    fn.addEnvironment('TABLE_NAME', this.table.tableName);
  }

  /** `s3:ListBucket` on the documents bucket (what HeadBucket needs), with BUCKET_NAME. */
  grantDocumentsHead(fn: LambdaFunction): void {
    Grant.addToPrincipal({
      grantee: fn,
      actions: ['s3:ListBucket'],
      resourceArns: [this.documents.bucketArn],
    });
    fn.addEnvironment('BUCKET_NAME', this.documents.bucketName);
  }

  /**
   * `s3:PutObject` and `s3:GetObject` under `applications/*` only (signatures and signed agreements),
   * with BUCKET_NAME.
   */
  grantApplicationFiles(fn: LambdaFunction): void {
    this.grantObjects(
      fn,
      'applications/',
      ['s3:PutObject', 's3:GetObject'],
      'Each application has its own folder (applications/<id>/); the function writes and reads only there.',
    );
  }

  /**
   * `s3:PutObject`, `s3:GetObject` and `s3:DeleteObject` under `uploads/*` only (travellers' documents:
   * presigned uploads to `uploads/tmp/`, recorded files under `uploads/<id>/`), with BUCKET_NAME. No
   * access to any other prefix (signed agreements, e-visas).
   */
  grantUploads(fn: LambdaFunction): void {
    this.grantObjects(
      fn,
      uploadsPrefix,
      ['s3:PutObject', 's3:GetObject', 's3:DeleteObject'],
      'Uploaded documents live under uploads/<application id>/ (and uploads/tmp/ until recorded); the ' +
        'function reads, writes and deletes only there.',
    );
  }

  /** `s3:GetObject` under `uploads/*` only (staff read travellers' documents), with BUCKET_NAME. */
  grantUploadsRead(fn: LambdaFunction): void {
    this.grantObjects(
      fn,
      uploadsPrefix,
      ['s3:GetObject'],
      "Staff open any application's uploaded documents (uploads/<application id>/…) through short-lived " +
        'presigned links; the function may only read there.',
    );
  }

  /** `s3:ListBucket` on the documents bucket, for keys under `uploads/` only (condition `s3:prefix`). */
  private grantUploadsListing(fn: LambdaFunction): void {
    Grant.addToPrincipal({
      grantee: fn,
      actions: ['s3:ListBucket'],
      resourceArns: [this.documents.bucketArn],
      conditions: { StringLike: { 's3:prefix': [`${uploadsPrefix}*`] } },
    });
  }

  /**
   * What a decision needs to mark an application's uploaded documents for deletion
   * (`functions/admin/mark-documents.ts`): `s3:ListBucket` on the documents bucket for keys under
   * `uploads/` only (condition `s3:prefix`), and `s3:PutObjectTagging` under `uploads/*`, with
   * BUCKET_NAME.
   */
  grantUploadsRetentionTagging(fn: LambdaFunction): void {
    this.grantUploadsListing(fn);
    this.grantObjects(
      fn,
      uploadsPrefix,
      ['s3:PutObjectTagging'],
      "A decision tags every file under the decided application's folder (uploads/<application id>/) " +
        'for deletion by the lifecycle rule; the function may only set tags there.',
    );
  }

  /**
   * What the traveller's self-service erasure needs (`functions/status/self-service.ts`): `s3:ListBucket`
   * for keys under `uploads/` only (condition `s3:prefix`) and `s3:DeleteObject` under `uploads/*`, with
   * BUCKET_NAME.
   */
  grantUploadsErasure(fn: LambdaFunction): void {
    this.grantUploadsListing(fn);
    this.grantObjects(
      fn,
      uploadsPrefix,
      ['s3:DeleteObject'],
      "A traveller may erase their decided application's files (uploads/<application id>/) before the " +
        'lifecycle rule does; the function may only delete there.',
    );
  }

  /** `s3:GetObject` under `evisa/*` only (the traveller downloads the approved eTA), with BUCKET_NAME. */
  grantEvisaRead(fn: LambdaFunction): void {
    this.grantObjects(
      fn,
      'evisa/',
      ['s3:GetObject'],
      'A traveller downloads their approved eTA (evisa/<application id>/…) through a short-lived presigned ' +
        'link; the function may only read there.',
    );
  }

  /**
   * `s3:PutObject`, `s3:GetObject` and `s3:DeleteObject` under `evisa/*` only (the e-visa PDFs staff
   * upload to `evisa/tmp/` and approve into `evisa/<id>/`), with BUCKET_NAME.
   */
  grantEvisas(fn: LambdaFunction): void {
    this.grantObjects(
      fn,
      'evisa/',
      ['s3:PutObject', 's3:GetObject', 's3:DeleteObject'],
      'E-visa PDFs live under evisa/<application id>/ (and evisa/tmp/ until approved); the function ' +
        'reads, writes and deletes only there.',
    );
  }

  /**
   * What the retention job needs to delete a test application's files (`functions/retention/`):
   * `s3:ListBucket` for keys under the three application prefixes only (condition `s3:prefix`) and
   * `s3:DeleteObject` under them, with BUCKET_NAME.
   */
  grantTestDataPurge(fn: LambdaFunction): void {
    const prefixes = ['applications/', uploadsPrefix, 'evisa/'];
    Grant.addToPrincipal({
      grantee: fn,
      actions: ['s3:ListBucket'],
      resourceArns: [this.documents.bucketArn],
      conditions: { StringLike: { 's3:prefix': prefixes.map((p) => `${p}*`) } },
    });
    for (const prefix of prefixes) {
      this.grantObjects(
        fn,
        prefix,
        ['s3:DeleteObject'],
        `The retention job deletes the files of test applications (${prefix}<application id>/) a day after ` +
          'they were created; it may only delete there.',
      );
    }
  }

  /**
   * `actions` on the objects under `prefix` only, with the reason cdk-nag's wildcard finding is
   * acknowledged, and BUCKET_NAME: the shape of every object grant below.
   */
  private grantObjects(fn: LambdaFunction, prefix: string, actions: string[], reason: string): void {
    const objects = this.documents.arnForObjects(`${prefix}*`);
    Grant.addToPrincipal({ grantee: fn, actions, resourceArns: [objects] });
    acknowledgeWildcardResource(fn.role ?? fn, objects, reason);
    fn.addEnvironment('BUCKET_NAME', this.documents.bucketName);
  }

  private acknowledgeIndexes(fn: LambdaFunction): void {
    acknowledgeWildcardResource(
      fn.role ?? fn,
      `${this.table.tableArn}/index/*`,
      `Queries use the indexes of this one table (${tableSchema.indexes.map((i) => i.name).join(', ')}); ` +
        'CDK grants them as "index/*".',
    );
  }
}
