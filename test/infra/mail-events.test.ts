import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { synthEta } from './synth';

let template: Template;

beforeAll(() => {
  ({ template } = synthEta());
});

const functionsWith = (variable: string) =>
  Object.entries(template.findResources('AWS::Lambda::Function')).filter(([, r]) => {
    const variables = (r.Properties as { Environment?: { Variables?: Record<string, unknown> } }).Environment
      ?.Variables;
    return variables !== undefined && variable in variables;
  });

describe('mail that can fail visibly', () => {
  it('publishes the bounces and complaints of every mail to an encrypted topic that takes only TLS', () => {
    template.hasResourceProperties('AWS::SES::ConfigurationSet', {
      SuppressionOptions: { SuppressedReasons: ['BOUNCE', 'COMPLAINT'] },
    });
    template.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      EventDestination: Match.objectLike({
        Enabled: true,
        MatchingEventTypes: ['bounce', 'complaint'],
        SnsDestination: { TopicARN: { Ref: Match.stringLikeRegexp('^MailBounceEvents') } },
      }),
    });
    const topics = template.findResources('AWS::SNS::Topic', {
      Properties: { DisplayName: 'SES bounces and complaints' },
    });
    expect(Object.values(topics)).toHaveLength(1);
    expect(Object.values(topics)[0]?.Properties).toHaveProperty('KmsMasterKeyId');
  });

  it('hands them to the mail-events function, which may not delete, scan or send', () => {
    template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'lambda',
      TopicArn: { Ref: Match.stringLikeRegexp('^MailBounceEvents') },
      Endpoint: { 'Fn::GetAtt': [Match.stringLikeRegexp('^MailEventsmailEventsFunction'), 'Arn'] },
    });
    const policies = template.findResources('AWS::IAM::Policy', {
      Properties: { Roles: [{ Ref: Match.stringLikeRegexp('^MailEventsmailEventsRole') }] },
    });
    const actions = JSON.stringify(Object.values(policies).map((p) => p.Properties));
    expect(actions).toContain('dynamodb:UpdateItem');
    expect(actions).not.toMatch(/DeleteItem|Scan|ses:Send/);
  });

  it('sends every mail with the configuration set, and lets the senders use it', () => {
    const senders = functionsWith('MAIL_FROM').filter(([id]) => {
      const policies = template.findResources('AWS::IAM::Policy');
      return Object.values(policies).some(
        (p) =>
          JSON.stringify(p.Properties).includes('ses:SendRawEmail') &&
          JSON.stringify(p.Properties).includes(id.replace(/Function[0-9A-F]{8}$/, 'Role')),
      );
    });
    expect(senders.length).toBeGreaterThanOrEqual(5);
    for (const [id] of senders) expect(functionsWith('MAIL_CONFIGURATION_SET').map(([i]) => i)).toContain(id);
    template.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: Match.objectLike({
        Statement: Match.arrayWith([
          Match.objectLike({
            Action: ['ses:SendEmail', 'ses:SendRawEmail'],
            Resource: Match.arrayWith([
              { 'Fn::Join': ['', Match.arrayWith([Match.stringLikeRegexp(':configuration-set/$')])] },
            ]),
          }),
        ]),
      }),
    });
  });
});
