import type { Template } from 'aws-cdk-lib/assertions';
import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { metricNames, metricsNamespace } from '../../functions/lib/metrics';
import { synthEta } from './synth';

let template: Template;

beforeAll(() => {
  ({ template } = synthEta({ alarmEmail: 'ops@eta.example.com' }));
});

describe('the operator alarms', () => {
  it.each([
    [metricNames.mailsFailed, 'Sum', 300],
    [metricNames.paymentsPendingPastReconciliation, 'Maximum', 3600],
  ])('fire on any %s (%s over %i s) and notify the alarm topic', (metricName, statistic, period) => {
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: metricsNamespace,
      MetricName: metricName,
      Statistic: statistic,
      Period: period,
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      Dimensions: Match.absent(),
      AlarmActions: [{ Ref: Match.stringLikeRegexp('^AlarmsTopic') }],
    });
  });

  it('notify an encrypted topic that takes only TLS, with the operator e-mail subscribed', () => {
    template.hasResourceProperties('AWS::SNS::Topic', { KmsMasterKeyId: Match.anyValue() });
    template.hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: Match.objectLike({
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      }),
    });
    template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'ops@eta.example.com',
    });
  });

  it('has no e-mail subscription without alarmEmail', () => {
    const subscriptions = synthEta({}).template.findResources('AWS::SNS::Subscription', {
      Properties: { Protocol: 'email' },
    });
    expect(Object.keys(subscriptions)).toEqual([]);
  });
});
