import { Stack } from 'aws-cdk-lib';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Asset } from 'aws-cdk-lib/aws-s3-assets';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { siteBuildManifestFile } from '../../../shared/site-build';
import { acknowledgeRule, acknowledgeWildcardAction, acknowledgeWildcardResource } from '../nag';

export interface SiteDeploymentProps {
  /** Absolute path of the built site (`dist/`). */
  readonly siteDirectory: string;
  readonly bucket: IBucket;
  readonly distribution: IDistribution;
}

/** The wildcard actions CDK's BucketDeployment grants on the asset and site buckets. */
const copyActions = ['s3:GetObject*', 's3:GetBucket*', 's3:List*', 's3:DeleteObject*', 's3:Abort*'];

/**
 * Uploads the built site to the site bucket on every deploy (removing files that are gone) and
 * invalidates the distribution. The CDK-provided copy function runs with a role of ours, which may
 * write only to its own log group, so it carries no AWS managed policy.
 */
export class SiteDeployment extends Construct {
  readonly deployment: BucketDeployment;

  constructor(scope: Construct, id: string, props: SiteDeploymentProps) {
    super(scope, id);
    const logGroup = new LogGroup(this, 'Logs', { retention: RetentionDays.ONE_MONTH });
    const role = new Role(this, 'Role', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
    logGroup.grantWrite(role);
    const build = new Asset(this, 'Build', { path: props.siteDirectory });

    this.deployment = new BucketDeployment(this, 'Deployment', {
      sources: [Source.bucket(build.bucket, build.s3ObjectKey)],
      // What the build was made for is read at synth (site.ts), not served.
      exclude: [siteBuildManifestFile],
      destinationBucket: props.bucket,
      distribution: props.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
      role,
      logGroup,
    });

    const copyReason =
      'Granted by CDK BucketDeployment: it copies the whole build from the CDK asset bucket into the site ' +
      'bucket and deletes files that are gone, so it needs every object of both buckets.';
    for (const action of copyActions) acknowledgeWildcardAction(role, action, copyReason);
    acknowledgeWildcardResource(role, build.bucket.arnForObjects('*'), copyReason);
    acknowledgeWildcardResource(role, props.bucket.arnForObjects('*'), copyReason);
    acknowledgeWildcardResource(
      role,
      '*',
      'Granted by CDK BucketDeployment for cloudfront:CreateInvalidation/GetInvalidation; it invalidates ' +
        'only the distribution it is given, after each deploy.',
    );

    // The copy function is a stack-level singleton owned by CDK; it is found by the role it runs with.
    const copyFunction = Stack.of(this)
      .node.children.filter((child): child is LambdaFunction => child instanceof LambdaFunction)
      .find((fn) => fn.role === role);
    if (copyFunction) {
      acknowledgeRule(
        copyFunction,
        'AwsSolutions-L1',
        'The runtime of the BucketDeployment copy function (Python with the AWS CLI layer) is chosen by ' +
          'aws-cdk-lib and cannot be set; it runs only during deployments.',
      );
    }
  }
}
