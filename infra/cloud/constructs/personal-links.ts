import { RemovalPolicy } from 'aws-cdk-lib';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { acknowledgeRule } from '../nag';

/**
 * The secret that signs travellers' personal links (issue 14), in Secrets Manager (generated, kept on
 * delete). Every function that mails travellers or opens a link gets read access and the secret's ARN
 * (`PERSONAL_LINK_SECRET_ARN`), never the value; it reads it once per cold start
 * (`functions/lib/personal-link-secret.ts`).
 */
export class PersonalLinks extends Construct {
  readonly secret: Secret;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.secret = new Secret(this, 'Secret', {
      description: 'Kenya eTA: signs the personal links mailed to travellers',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
      removalPolicy: RemovalPolicy.RETAIN,
    });
    acknowledgeRule(
      this.secret,
      'AwsSolutions-SMG4',
      'Rotating the personal-link secret would invalidate every link already mailed to travellers; it is changed by hand when needed (links can be re-sent with "Lost your link?").',
    );
  }

  grantSigning(fn: LambdaFunction): void {
    this.secret.grantRead(fn);
    fn.addEnvironment('PERSONAL_LINK_SECRET_ARN', this.secret.secretArn);
  }
}
