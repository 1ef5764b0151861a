import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { acknowledgeRule } from '../nag';

/** How long access logs (they hold client IP addresses) are kept. */
export const accessLogRetention = Duration.days(90);

/**
 * The bucket that receives the S3 server access logs of the other buckets and the CloudFront standard
 * logs. Private, SSE-S3 (the only encryption S3 server access logging supports), kept on delete.
 */
export class AccessLogs extends Construct {
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // CloudFront standard logging writes with an ACL, which needs ACLs enabled on the bucket.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [
        { expiration: accessLogRetention, abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    acknowledgeRule(
      this.bucket,
      'AwsSolutions-S1',
      'This is the access-log bucket itself; logging its own access into itself would loop.',
    );
  }
}
