import { Match } from 'aws-cdk-lib/assertions';
import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { tableSchema } from '../../functions/lib/table-schema';
import { synthEta } from './synth';

let template: Template;

beforeAll(() => {
  ({ template } = synthEta({ siteDomain: 'eta.example.org' }));
});

const stringKey = (name: string) => ({ AttributeName: name, AttributeType: 'S' });

interface LifecycleRule {
  readonly Id: string;
  readonly Prefix?: string;
  readonly TagFilters?: readonly { Key: string; Value: string }[];
  readonly ExpirationInDays?: number;
}

describe('the table', () => {
  it('is keyed by the partition and sort keys of tableSchema and billed per request', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: tableSchema.partitionKey, KeyType: 'HASH' },
        { AttributeName: tableSchema.sortKey, KeyType: 'RANGE' },
      ],
      BillingMode: 'PAY_PER_REQUEST',
    });
  });

  it('has every global secondary index of tableSchema (status, e-mail, number), projecting all attributes', () => {
    const [gsi1, gsi2, gsi3] = tableSchema.indexes;
    expect(gsi3.name).toBe('gsi3');
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      GlobalSecondaryIndexes: tableSchema.indexes.map((index) => ({
        IndexName: index.name,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
      AttributeDefinitions: Match.arrayWith([stringKey(gsi1.partitionKey), stringKey(gsi2.sortKey)]),
    });
  });

  it('expires items through the TTL attribute of tableSchema', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      TimeToLiveSpecification: { AttributeName: tableSchema.ttlAttribute, Enabled: true },
    });
  });

  it('is encrypted, recoverable to a point in time, protected from deletion and kept on stack delete', () => {
    template.hasResource('AWS::DynamoDB::Table', {
      Properties: Match.objectLike({
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        SSESpecification: { SSEEnabled: true },
        DeletionProtectionEnabled: true,
      }),
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
    });
  });
});

describe('the documents bucket', () => {
  const documentsBucket = () => {
    const buckets = template.findResources('AWS::S3::Bucket', {
      Properties: { CorsConfiguration: Match.anyValue() },
    });
    expect(Object.keys(buckets)).toHaveLength(1);
    return Object.values(buckets)[0] as { Properties: Record<string, unknown> };
  };

  it('is encrypted and blocks every kind of public access', () => {
    expect(documentsBucket().Properties).toMatchObject({
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      },
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
    });
  });

  it('accepts browser uploads from exactly the site origin', () => {
    expect(documentsBucket().Properties['CorsConfiguration']).toEqual({
      CorsRules: [
        expect.objectContaining({
          AllowedOrigins: ['https://eta.example.org'],
          AllowedMethods: expect.arrayContaining(['GET', 'PUT', 'POST', 'HEAD']),
        }),
      ],
    });
    const methods = (
      documentsBucket().Properties['CorsConfiguration'] as { CorsRules: { AllowedMethods: string[] }[] }
    ).CorsRules[0]?.AllowedMethods;
    expect(methods).toHaveLength(4);
  });

  it('aborts incomplete uploads and deletes temporary uploads after one day', () => {
    expect(documentsBucket().Properties['LifecycleConfiguration']).toEqual({
      Rules: expect.arrayContaining([
        expect.objectContaining({
          AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 },
          Status: 'Enabled',
        }),
        expect.objectContaining({ Prefix: 'uploads/tmp/', ExpirationInDays: 1, Status: 'Enabled' }),
      ]),
    });
  });

  it('expires uploaded documents tagged retention=decided 30 days after creation', () => {
    const rules = (documentsBucket().Properties['LifecycleConfiguration'] as { Rules: LifecycleRule[] })
      .Rules;
    expect(rules.filter((r) => r.TagFilters !== undefined)).toEqual([
      {
        Id: 'expire-decided-documents',
        Prefix: 'uploads/',
        TagFilters: [{ Key: 'retention', Value: 'decided' }],
        ExpirationInDays: 30,
        Status: 'Enabled',
      },
    ]);
  });

  it('expires nothing under evisa/ but the temporary e-visa uploads', () => {
    const rules = (documentsBucket().Properties['LifecycleConfiguration'] as { Rules: LifecycleRule[] })
      .Rules;
    const covering = rules.filter(
      (r) => r.ExpirationInDays !== undefined && 'evisa/0f8fad5b/kenya-eta.pdf'.startsWith(r.Prefix ?? ''),
    );
    expect(covering).toEqual([]);
    expect(rules).toContainEqual(expect.objectContaining({ Prefix: 'evisa/tmp/', ExpirationInDays: 1 }));
  });

  it('logs server access to the separate access-log bucket', () => {
    expect(documentsBucket().Properties['LoggingConfiguration']).toMatchObject({
      DestinationBucketName: { Ref: expect.stringMatching(/^AccessLogsBucket/) },
    });
  });
});

describe('every bucket', () => {
  it('is kept on stack delete, accepts TLS only and blocks public access', () => {
    const buckets = template.findResources('AWS::S3::Bucket');
    expect(Object.keys(buckets).length).toBeGreaterThanOrEqual(3);
    for (const [id, bucket] of Object.entries(buckets)) {
      expect(bucket, id).toMatchObject({
        DeletionPolicy: 'Retain',
        Properties: {
          PublicAccessBlockConfiguration: { BlockPublicPolicy: true, RestrictPublicBuckets: true },
        },
      });
      template.hasResourceProperties('AWS::S3::BucketPolicy', {
        Bucket: { Ref: id },
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          ]),
        },
      });
    }
  });
});
