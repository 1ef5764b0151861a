import { LambdaSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import type { Data } from './data';
import { EtaFunction, type CommonEnvironment } from './function-defaults';
import type { Mail } from './mail';

export interface MailEventsProps {
  readonly environment: CommonEnvironment;
  readonly data: Data;
  readonly mail: Mail;
}

/**
 * The function that reads SES's bounce and complaint events (`functions/mail-events/lambda.ts`),
 * subscribed to the mail's events topic: it stops mailing those addresses and flags the applications
 * for staff. Least privilege: reads the application, writes the suppression item, the flag and its
 * audit entry (no deletes, no scans, no bucket, no mail).
 */
export class MailEvents extends Construct {
  readonly function: EtaFunction;

  constructor(scope: Construct, id: string, props: MailEventsProps) {
    super(scope, id);
    this.function = new EtaFunction(this, 'mailEvents', {
      entry: 'functions/mail-events/lambda.ts',
      environment: props.environment,
      description: 'Mail bounces and complaints: stops mailing the address, flags the application',
    });
    props.data.grantTableItems(this.function.handler, [
      'dynamodb:GetItem',
      'dynamodb:PutItem',
      'dynamodb:UpdateItem',
    ]);
    props.mail.events.addSubscription(new LambdaSubscription(this.function.handler));
  }
}
