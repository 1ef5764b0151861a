import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Key } from 'aws-cdk-lib/aws-kms';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';

/**
 * The KMS key that seals staff TOTP secrets at rest (issue 13 item 7; `functions/lib/totp-secret-box.ts`):
 * symmetric, yearly rotation on, kept on delete (without it no enrolled authenticator opens). Only the
 * auth function may use it, and only to Encrypt and Decrypt (each call bound to the username by the
 * encryption context); its ARN reaches the function as `TOTP_KMS_KEY_ID`. The staff command needs no
 * access to it: it creates accounts without a secret and resets them by removing it.
 */
export function grantStaffTotpKey(fn: LambdaFunction): Key {
  const key = new Key(fn, 'TotpKey', {
    description: 'Kenya eTA: seals the staff accounts’ TOTP secrets (auth function only)',
    enableKeyRotation: true,
    rotationPeriod: Duration.days(365),
    removalPolicy: RemovalPolicy.RETAIN,
  });
  key.grant(fn, 'kms:Encrypt', 'kms:Decrypt');
  fn.addEnvironment('TOTP_KMS_KEY_ID', key.keyArn);
  return key;
}
