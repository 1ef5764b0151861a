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

  it('may read that secret and no other function may', () => {
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
    expect(readers).toHaveLength(1);
    expect(readers[0]).toMatch(/^Apipayments/);
  });
});
