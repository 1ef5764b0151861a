import { Stack, Validations } from 'aws-cdk-lib';
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference';
import type { IConstruct } from 'constructs';

/**
 * Acknowledging cdk-nag findings (cdk-nag 3 uses CDK's own `Validations.of(construct).acknowledge`; the
 * v2 `NagSuppressions` API no longer exists). Always on a construct, never by a generated path, and
 * always with a reason a reviewer can check.
 */
export function acknowledgeRule(scope: IConstruct, id: string, reason: string): void {
  Validations.of(scope).acknowledge({ id, reason });
}

/**
 * Acknowledges one IAM wildcard finding (AwsSolutions-IAM5) for a resource given as a CDK value (it may
 * hold tokens such as a table ARN); the finding id is derived exactly as cdk-nag derives it, so the
 * acknowledgement covers that one resource pattern and nothing else.
 */
export function acknowledgeWildcardResource(scope: IConstruct, resource: string, reason: string): void {
  const flat = flattenCfnReference(Stack.of(scope).resolve(resource));
  acknowledgeRule(scope, `AwsSolutions-IAM5[Resource::${flat}]`, reason);
}

/** Acknowledges one wildcard action (for example `s3:List*`) granted by a CDK `grant*` method. */
export function acknowledgeWildcardAction(scope: IConstruct, action: string, reason: string): void {
  acknowledgeRule(scope, `AwsSolutions-IAM5[Action::${action}]`, reason);
}
