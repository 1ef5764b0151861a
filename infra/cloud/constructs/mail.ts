import { Grant } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';
import { acknowledgeWildcardResource } from '../nag';

export interface MailProps {
  /** The domain every e-mail is sent from (the domain of MAIL_FROM). */
  readonly domain: string;
}

/**
 * The SES domain identity the product sends from. SES creates DKIM tokens for it; their three CNAME
 * records must be added to the domain's DNS before SES will send (not managed here: no hosted zone).
 */
export class Mail extends Construct {
  readonly identity: EmailIdentity;

  constructor(scope: Construct, id: string, props: MailProps) {
    super(scope, id);
    this.identity = new EmailIdentity(this, 'Identity', { identity: Identity.domain(props.domain) });
  }

  /** `ses:SendEmail` and `ses:SendRawEmail` from this identity only. */
  grantSend(fn: LambdaFunction): void {
    this.identity.grantSendEmail(fn);
  }

  /** `ses:GetAccount`, which the health check calls; the action has no resource-level permissions. */
  grantAccountRead(fn: LambdaFunction): void {
    Grant.addToPrincipal({ grantee: fn, actions: ['ses:GetAccount'], resourceArns: ['*'] });
    acknowledgeWildcardResource(
      fn.role ?? fn,
      '*',
      'ses:GetAccount (health check) reads account-level sending status and supports no resource ARN.',
    );
  }
}
