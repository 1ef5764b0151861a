import { RemovalPolicy } from 'aws-cdk-lib';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { Secret, type ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { PaymentGatewayName } from '../../../shared/site-build';
import { acknowledgeRule } from '../nag';

/** The gateway adapter the payments function uses (the sandbox, until a real acquirer's adapter exists). */
export const stackPaymentGateway: PaymentGatewayName = 'sandbox';

/**
 * The payment gateway's shared secret, in Secrets Manager (generated, kept on delete). The function
 * gets read access and the secret's ARN (`PAYMENT_GATEWAY_SECRET_ARN`), never the value: the value in
 * an environment variable would be readable by anyone who may read the function's configuration.
 * The function reads it once per cold start (`functions/payments/gateway/secret.ts`). The gateway's
 * hosted page (PAYMENT_GATEWAY_URL), without which the function cannot start, comes from CDK context.
 */
export function grantPaymentGateway(fn: LambdaFunction, gatewayUrl: string): Secret {
  const secret = new Secret(fn, gatewaySecretId, {
    description: 'Kenya eTA: shared secret of the card payment gateway (signs sessions and callbacks)',
    generateSecretString: { passwordLength: 48, excludePunctuation: true },
    removalPolicy: RemovalPolicy.RETAIN,
  });
  grantGatewaySecret(fn, secret, gatewayUrl);
  acknowledgeRule(
    secret,
    'AwsSolutions-SMG4',
    'The gateway secret is shared with the payment provider and changed with it by hand; automatic rotation would break callback verification.',
  );
  return secret;
}

const gatewaySecretId = 'GatewaySecret';

/** Another function that talks to the gateway (the reconciliation): the same secret and configuration. */
export function grantGatewaySecret(fn: LambdaFunction, secret: ISecret, gatewayUrl: string): void {
  secret.grantRead(fn);
  fn.addEnvironment('PAYMENT_GATEWAY', stackPaymentGateway);
  fn.addEnvironment('PAYMENT_GATEWAY_URL', gatewayUrl);
  fn.addEnvironment('PAYMENT_GATEWAY_SECRET_ARN', secret.secretArn);
}

/** The secret `grantPaymentGateway` created under the payments function. */
export function gatewaySecretOf(fn: LambdaFunction): ISecret {
  const secret = fn.node.tryFindChild(gatewaySecretId);
  if (!(secret instanceof Secret)) throw new Error('The payments function has no gateway secret');
  return secret;
}
