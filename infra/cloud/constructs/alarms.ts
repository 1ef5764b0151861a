import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Alias } from 'aws-cdk-lib/aws-kms';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import { metricNames, metricsNamespace, type MetricName } from '../../../functions/lib/metrics';

export interface AlarmsProps {
  /** Who is told when an alarm fires (CDK context `alarmEmail`); without it the alarms only show. */
  readonly email?: string;
}

/**
 * The operator's alarms on the business metrics the functions write as embedded metrics
 * (`functions/lib/metrics.ts`), each notifying one SNS topic:
 * - `MailsFailed`: any e-mail SES refused or that could not be sent, in 5 minutes;
 * - `PaymentsPendingPastReconciliation`: the scheduled payment reconciliation job reports, after each
 *   run, how many payments are still pending past their window; any at all fires the alarm.
 */
export class Alarms extends Construct {
  readonly topic: Topic;
  readonly mailsFailed: Alarm;
  readonly paymentsPending: Alarm;

  constructor(scope: Construct, id: string, props: AlarmsProps = {}) {
    super(scope, id);
    this.topic = new Topic(this, 'Topic', {
      displayName: 'Kenya eTA alarms',
      enforceSSL: true,
      masterKey: Alias.fromAliasName(this, 'SnsKey', 'alias/aws/sns'),
    });
    if (props.email !== undefined) this.topic.addSubscription(new EmailSubscription(props.email));
    const metric = (name: MetricName, statistic: string, period: Duration) =>
      new Metric({ namespace: metricsNamespace, metricName: name, statistic, period });

    this.mailsFailed = new Alarm(this, 'MailsFailed', {
      alarmDescription:
        'E-mails to travellers or support failed (SES refused or unreachable): see the log lines with errorName.',
      metric: metric(metricNames.mailsFailed, 'Sum', Duration.minutes(5)),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    this.paymentsPending = new Alarm(this, 'PaymentsPendingPastReconciliation', {
      alarmDescription:
        'Payments still pending after the reconciliation job ran: the gateway could not settle them; check them by hand.',
      metric: metric(metricNames.paymentsPendingPastReconciliation, 'Maximum', Duration.hours(1)),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    for (const alarm of [this.mailsFailed, this.paymentsPending])
      alarm.addAlarmAction(new SnsAction(this.topic));
  }
}
