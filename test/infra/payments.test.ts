import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { synthEta } from './synth';

let template: Template;

beforeAll(() => {
  ({ template } = synthEta({}));
});

interface Resource {
  Properties: Record<string, unknown> & {
    Environment?: { Variables: Record<string, unknown> };
    Role?: { 'Fn::GetAtt': [string, string] };
  };
  DeletionPolicy?: string;
}

const byPrefix = (type: string, prefix: string): [string, Resource][] =>
  (Object.entries(template.findResources(type)) as [string, Resource][]).filter(([id]) =>
    id.startsWith(prefix),
  );

describe('the payments function', () => {
  it('gets the gateway secret’s ARN, never its value, and the secret is kept on delete', () => {
    const [[fnId, fn] = ['', { Properties: {} }]] = byPrefix('AWS::Lambda::Function', 'Apipayments');
    const variables = fn.Properties.Environment?.Variables ?? {};
    const [[secretId, secret] = ['', { Properties: {} }]] = byPrefix(
      'AWS::SecretsManager::Secret',
      'Apipayments',
    );
    expect(fnId).not.toBe('');
    expect(variables.PAYMENT_GATEWAY).toBe('sandbox');
    expect(variables.PAYMENT_GATEWAY_SECRET_ARN).toEqual({ Ref: secretId });
    expect(variables).not.toHaveProperty('PAYMENT_GATEWAY_SECRET');
    expect(secret.DeletionPolicy).toBe('Retain');
  });

  it('may read that secret, as the reconciliation may, and no other function may', () => {
    const [[secretId] = ['']] = byPrefix('AWS::SecretsManager::Secret', 'Apipayments');
    const policies = Object.entries(template.findResources('AWS::IAM::Policy')) as [
      string,
      {
        Properties: {
          Roles: { Ref: string }[];
          PolicyDocument: { Statement: { Action: unknown; Resource: unknown }[] };
        };
      },
    ][];
    const readers = policies
      .filter(([, p]) =>
        p.Properties.PolicyDocument.Statement.some(
          (s) =>
            [s.Action].flat().includes('secretsmanager:GetSecretValue') &&
            JSON.stringify(s.Resource).includes(secretId),
        ),
      )
      .flatMap(([, p]) => p.Properties.Roles.map((r) => r.Ref));
    expect(readers).toHaveLength(2);
    expect(readers.sort()).toEqual([
      expect.stringMatching(/^Apipayments/),
      expect.stringMatching(/^PaymentReconciliationreconcile/),
    ]);
  });
});

describe('the payment reconciliation', () => {
  const reconcileFunction = () => {
    const [entry] = byPrefix('AWS::Lambda::Function', 'PaymentReconciliationreconcile');
    if (!entry) throw new Error('no reconciliation function');
    return entry;
  };
  const statementsOf = (fn: Resource) => {
    const [roleId] = fn.Properties.Role?.['Fn::GetAtt'] ?? [''];
    const policies = Object.values(template.findResources('AWS::IAM::Policy')) as {
      Properties: {
        Roles: { Ref: string }[];
        PolicyDocument: { Statement: { Action: unknown; Resource: unknown }[] };
      };
    }[];
    return policies
      .filter((p) => p.Properties.Roles.some((r) => r.Ref === roleId))
      .flatMap((p) => p.Properties.PolicyDocument.Statement);
  };

  it('runs its own function every 5 minutes from an EventBridge rule, without retries', () => {
    const [fnId] = reconcileFunction();
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(5 minutes)',
      State: 'ENABLED',
      Targets: [
        {
          Arn: { 'Fn::GetAtt': [fnId, 'Arn'] },
          RetryPolicy: { MaximumRetryAttempts: 0 },
        },
      ],
    });
    template.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      FunctionName: { 'Fn::GetAtt': [fnId, 'Arn'] },
      Principal: 'events.amazonaws.com',
    });
  });

  it('gets the gateway configuration (the secret’s ARN only) and no route of the API', () => {
    const [fnId, fn] = reconcileFunction();
    const [[secretId] = ['']] = byPrefix('AWS::SecretsManager::Secret', 'Apipayments');
    expect(fn.Properties.Environment?.Variables).toMatchObject({
      PAYMENT_GATEWAY: 'sandbox',
      PAYMENT_GATEWAY_SECRET_ARN: { Ref: secretId },
      TABLE_NAME: { Ref: expect.stringMatching(/^DataTable/) },
    });
    expect(fn.Properties.Environment?.Variables).not.toHaveProperty('PAYMENT_GATEWAY_SECRET');
    expect(fn.Properties.Environment?.Variables).not.toHaveProperty('BUCKET_NAME');
    const integrations = template.findResources('AWS::ApiGatewayV2::Integration', {
      Properties: { IntegrationUri: { 'Fn::GetAtt': [fnId, 'Arn'] } },
    });
    expect(Object.keys(integrations)).toEqual([]);
  });

  it('may get, query, update and put items, send mail and read the secret: no delete, scan, batch or bucket', () => {
    const [, fn] = reconcileFunction();
    const actions = statementsOf(fn)
      .flatMap((s) => [s.Action].flat() as string[])
      .filter((a) => !a.startsWith('logs:') && !a.startsWith('xray:'))
      .sort();
    expect(actions).toEqual([
      'dynamodb:GetItem',
      'dynamodb:PutItem',
      'dynamodb:Query',
      'dynamodb:UpdateItem',
      'secretsmanager:DescribeSecret',
      'secretsmanager:GetSecretValue',
      'ses:SendEmail',
      'ses:SendRawEmail',
    ]);
  });
});

describe('with Stripe as the gateway (`-c paymentGateway=stripe`)', () => {
  it('synthesizes (cdk-nag included) with Stripe configured for the payments function and the reconciliation', () => {
    const stripe = synthEta({ paymentGateway: 'stripe' }).template;
    const functions = Object.entries(stripe.findResources('AWS::Lambda::Function')) as [string, Resource][];
    const gatewayOf = (prefix: string) =>
      functions.find(([id]) => id.startsWith(prefix))?.[1].Properties.Environment?.Variables ?? {};
    for (const prefix of ['Apipayments', 'PaymentReconciliation']) {
      const variables = gatewayOf(prefix);
      expect(variables.PAYMENT_GATEWAY).toBe('stripe');
      expect(variables.PAYMENT_GATEWAY_SECRET_ARN).toBeDefined();
      expect(variables).not.toHaveProperty('PAYMENT_GATEWAY_SECRET');
    }
  });
});
