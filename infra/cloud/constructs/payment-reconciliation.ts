import { Duration } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import type { Data } from './data';
import { EtaFunction, type CommonEnvironment } from './function-defaults';
import type { Mail } from './mail';
import { grantGatewaySecret, type GatewaySettings } from './payment-gateway';
import type { PersonalLinks } from './personal-links';

/** How often the reconciliation runs; it settles payments pending for more than 5 minutes. */
export const reconcileEvery = Duration.minutes(5);

export interface PaymentReconciliationProps {
  readonly environment: CommonEnvironment;
  readonly data: Data;
  readonly mail: Mail;
  /** The gateway's secret (the payments function's), to authenticate the lookups. */
  readonly gatewaySecret: ISecret;
  /** The gateway (CDK context `paymentGateway`, `paymentGatewayUrl`), as for the payments function. */
  readonly gateway: GatewaySettings;
  /** The personal links' secret: the receipts it sends carry the traveller's link, as every mail does. */
  readonly personalLinks: PersonalLinks;
}

/**
 * The scheduled payment reconciliation (`functions/payments/reconcile-lambda.ts`): an EventBridge rule
 * runs its own function every 5 minutes, which asks the gateway about every payment left pending and
 * settles it through the same exactly-once transition and receipt as the callback. Least privilege:
 * the item actions its transitions use (no deletes, no scans), sending mail (receipts), reading the
 * gateway secret; no bucket, no API route.
 */
export class PaymentReconciliation extends Construct {
  readonly function: EtaFunction;
  readonly rule: Rule;

  constructor(scope: Construct, id: string, props: PaymentReconciliationProps) {
    super(scope, id);
    this.function = new EtaFunction(this, 'reconcile', {
      entry: 'functions/payments/reconcile-lambda.ts',
      environment: props.environment,
      description: 'Payment reconciliation: settles payments whose gateway callback never arrived',
      timeout: Duration.minutes(2),
    });
    const fn = this.function.handler;
    props.data.grantTableItems(fn, [
      'dynamodb:GetItem',
      'dynamodb:Query',
      'dynamodb:UpdateItem',
      'dynamodb:PutItem',
    ]);
    props.mail.grantSend(fn);
    grantGatewaySecret(fn, props.gatewaySecret, props.gateway);
    props.personalLinks.grantSigning(fn);
    this.rule = new Rule(this, 'Schedule', {
      description: 'Runs the payment reconciliation',
      schedule: Schedule.rate(reconcileEvery),
      targets: [new LambdaFunction(fn, { retryAttempts: 0 })],
    });
  }
}
