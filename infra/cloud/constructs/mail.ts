import { Stack } from 'aws-cdk-lib';
import { Grant, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import {
  ConfigurationSet,
  EmailIdentity,
  EmailSendingEvent,
  EventDestination,
  Identity,
  SuppressionReasons,
} from 'aws-cdk-lib/aws-ses';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import { acknowledgeWildcardResource } from '../nag';

export interface MailProps {
  /** The domain every e-mail is sent from (the domain of MAIL_FROM). */
  readonly domain: string;
}

/**
 * The SES domain identity the product sends from. SES creates DKIM tokens for it; their three CNAME
 * records must be added to the domain's DNS before SES will send (not managed here: no hosted zone).
 *
 * Every mail is sent with one configuration set, which publishes its bounces and complaints to an
 * encrypted SNS topic; `MailEvents` subscribes the function that stops mailing those addresses and
 * flags the applications (`functions/mail-events`). The set also puts bounced and complaining
 * addresses on SES's own suppression list for the account.
 */
export class Mail extends Construct {
  readonly identity: EmailIdentity;
  readonly configurationSet: ConfigurationSet;
  /** Bounce and complaint events of every mail sent with the configuration set. */
  readonly events: Topic;

  constructor(scope: Construct, id: string, props: MailProps) {
    super(scope, id);
    this.identity = new EmailIdentity(this, 'Identity', { identity: Identity.domain(props.domain) });
    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet', {
      suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    });
    // SES publishes to the encrypted topic only if the key lets it (and nothing else outside the account).
    const key = new Key(this, 'EventsKey', {
      enableKeyRotation: true,
      description: 'Encrypts the SES bounce and complaint events topic',
    });
    key.grant(new ServicePrincipal('ses.amazonaws.com'), 'kms:GenerateDataKey*', 'kms:Decrypt');
    this.events = new Topic(this, 'BounceEvents', {
      displayName: 'SES bounces and complaints',
      masterKey: key,
      enforceSSL: true,
    });
    this.configurationSet.addEventDestination('BouncesAndComplaints', {
      destination: EventDestination.snsTopic(this.events),
      events: [EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT],
    });
  }

  /**
   * `ses:SendEmail` and `ses:SendRawEmail` from this identity and with this configuration set only
   * (SES authorises both resources of a send), and the set's name as MAIL_CONFIGURATION_SET.
   */
  grantSend(fn: LambdaFunction): void {
    this.identity.grantSendEmail(fn);
    const { configurationSetName } = this.configurationSet;
    Grant.addToPrincipal({
      grantee: fn,
      actions: ['ses:SendEmail', 'ses:SendRawEmail'],
      resourceArns: [
        Stack.of(this).formatArn({
          service: 'ses',
          resource: 'configuration-set',
          resourceName: configurationSetName,
        }),
      ],
    });
    fn.addEnvironment('MAIL_CONFIGURATION_SET', configurationSetName);
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
