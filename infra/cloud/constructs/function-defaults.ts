import { Duration } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Function as LambdaFunction, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { acknowledgeWildcardResource } from '../nag';
import { functionCode } from '../bundling/function-code';

/** The newest Node.js runtime this CDK version knows; cdk-nag (AwsSolutions-L1) checks for exactly that. */
export const functionRuntime = Runtime.NODEJS_24_X;

/**
 * Environment every function reads at start (see `functions/lib/config.ts`) that does not come with a
 * grant. TABLE_NAME and BUCKET_NAME are added by the grant that gives access to the table or bucket.
 * The *_ENDPOINT variables are local-only and AWS_REGION is set by Lambda: neither is ever set here.
 */
export interface CommonEnvironment {
  readonly SITE_ORIGIN: string;
  readonly MAIL_FROM: string;
  readonly SUPPORT_EMAIL?: string;
}

export interface EtaFunctionProps {
  /** The handler module, relative to the repository root (for example `functions/health/lambda.ts`). */
  readonly entry: string;
  readonly environment: CommonEnvironment;
  readonly description?: string;
  /** Longer than the default 10 s, for a scheduled job (not behind API Gateway's 30 s). */
  readonly timeout?: Duration;
}

/**
 * One Lambda function with the shared defaults: Node.js on arm64, its own artifact with everything it
 * uses bundled in, AWS SDK included (`bundling/bundle-function.ts`), 512 MB, 10 s, X-Ray tracing, and
 * its own log group kept for one month. The role is explicit and may write only to that log group (no
 * AWS managed policy).
 */
export class EtaFunction extends Construct {
  readonly handler: LambdaFunction;
  readonly logGroup: LogGroup;

  constructor(scope: Construct, id: string, props: EtaFunctionProps) {
    super(scope, id);
    this.logGroup = new LogGroup(this, 'Logs', { retention: RetentionDays.ONE_MONTH });
    const role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Runs ${props.entry}`,
    });
    this.logGroup.grantWrite(role);

    this.handler = new LambdaFunction(this, 'Function', {
      code: functionCode(props.entry),
      handler: 'index.handler',
      runtime: functionRuntime,
      architecture: Architecture.ARM_64,
      memorySize: 512,
      timeout: props.timeout ?? Duration.seconds(10),
      tracing: Tracing.ACTIVE,
      logGroup: this.logGroup,
      role,
      ...(props.description === undefined ? {} : { description: props.description }),
      environment: definedOnly(props.environment),
    });

    acknowledgeWildcardResource(
      role,
      '*',
      'X-Ray tracing (xray:PutTraceSegments, xray:PutTelemetryRecords) has no resource-level permissions; ' +
        'CDK adds it with Resource "*" when tracing is active.',
    );
  }
}

function definedOnly(environment: CommonEnvironment): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(environment)) {
    if (typeof value === 'string') result[key] = value;
  }
  return result;
}
