import { RemovalPolicy } from 'aws-cdk-lib';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { Secret, type ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { PaymentGatewayName } from '../../../shared/site-build';
import { acknowledgeRule } from '../nag';

/** The card gateway of a deployment (CDK context `paymentGateway`, `paymentGatewayUrl`). */
export interface GatewaySettings {
  readonly name: PaymentGatewayName;
  /** The sandbox's hosted page (PAYMENT_GATEWAY_URL); Stripe's API needs none. */
  readonly url: string;
}

/**
 * The payment gateway's secret, in Secrets Manager (kept on delete). The function gets read access and
 * the secret's ARN (`PAYMENT_GATEWAY_SECRET_ARN`), never the value: the value in an environment
 * variable would be readable by anyone who may read the function's configuration. The function reads
 * it once per cold start (`functions/payments/gateway/secret.ts`).
 * - `sandbox`: a generated shared secret (signs sessions and callbacks); the hosted page
 *   (PAYMENT_GATEWAY_URL), without which the function cannot start, comes from CDK context.
 * - `stripe`: JSON `{"secretKey":"sk_…","webhookSecret":"whsec_…"}` that the operator puts in after the
 *   first deploy (README "Payments with Stripe"); until then the placeholder fails the start with a
 *   ConfigError that says so, rather than taking payments with no key.
 */
export function grantPaymentGateway(fn: LambdaFunction, gateway: GatewaySettings): Secret {
  const secret = new Secret(fn, gatewaySecretId, {
    description:
      gateway.name === 'stripe'
        ? 'Kenya eTA: Stripe secret key and webhook signing secret, as JSON {"secretKey","webhookSecret"}'
        : 'Kenya eTA: shared secret of the card payment gateway (signs sessions and callbacks)',
    generateSecretString:
      gateway.name === 'stripe'
        ? {
            secretStringTemplate: JSON.stringify({ secretKey: '', webhookSecret: '' }),
            generateStringKey: 'placeholder',
            passwordLength: 16,
            excludePunctuation: true,
          }
        : { passwordLength: 48, excludePunctuation: true },
    removalPolicy: RemovalPolicy.RETAIN,
  });
  grantGatewaySecret(fn, secret, gateway);
  acknowledgeRule(
    secret,
    'AwsSolutions-SMG4',
    'The gateway secret is shared with the payment provider and changed with it by hand; automatic rotation would break callback verification.',
  );
  return secret;
}

const gatewaySecretId = 'GatewaySecret';

/** Another function that talks to the gateway (the reconciliation): the same secret and configuration. */
export function grantGatewaySecret(fn: LambdaFunction, secret: ISecret, gateway: GatewaySettings): void {
  secret.grantRead(fn);
  fn.addEnvironment('PAYMENT_GATEWAY', gateway.name);
  if (gateway.name === 'sandbox') fn.addEnvironment('PAYMENT_GATEWAY_URL', gateway.url);
  fn.addEnvironment('PAYMENT_GATEWAY_SECRET_ARN', secret.secretArn);
}

/** The secret `grantPaymentGateway` created under the payments function. */
export function gatewaySecretOf(fn: LambdaFunction): ISecret {
  const secret = fn.node.tryFindChild(gatewaySecretId);
  if (!(secret instanceof Secret)) throw new Error('The payments function has no gateway secret');
  return secret;
}
