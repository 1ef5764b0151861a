import { Duration } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { Construct } from 'constructs';
import type { Data } from './data';
import { EtaFunction, type CommonEnvironment } from './function-defaults';

export interface RetentionProps {
  readonly environment: CommonEnvironment;
  readonly data: Data;
}

/**
 * The retention job (`functions/retention/`): every hour it deletes the test applications older than a
 * day, with their files. It may read and write the table and delete files under the application
 * prefixes only.
 */
export class Retention extends Construct {
  readonly function: EtaFunction;

  constructor(scope: Construct, id: string, props: RetentionProps) {
    super(scope, id);
    this.function = new EtaFunction(this, 'Purge', {
      entry: 'functions/retention/lambda.ts',
      environment: props.environment,
      description: 'Kenya eTA: deletes expired test data (applications made on the payment test page)',
    });
    props.data.grantTableReadWrite(this.function.handler);
    props.data.grantTestDataPurge(this.function.handler);
    new Rule(this, 'Hourly', {
      description: 'Runs the Kenya eTA retention job',
      schedule: Schedule.rate(Duration.hours(1)),
      targets: [new LambdaFunction(this.function.handler, { retryAttempts: 2 })],
    });
  }
}
