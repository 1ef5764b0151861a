import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { synthEta } from './synth';

let template: Template;

beforeAll(() => {
  ({ template } = synthEta());
});

interface LambdaResource {
  Properties: {
    Role: { 'Fn::GetAtt': [string, string] };
    Environment: { Variables: Record<string, unknown> };
  };
}
interface Statement {
  Action: string | string[];
  Resource: unknown;
}
interface PolicyResource {
  Properties: { Roles: { Ref: string }[]; PolicyDocument: { Statement: Statement[] } };
}

const authFunction = (): LambdaResource => {
  const found = Object.entries(template.findResources('AWS::Lambda::Function')).find(([id]) =>
    id.startsWith('Apiauth'),
  );
  if (!found) throw new Error('no auth function');
  return found[1] as LambdaResource;
};
const statementsOf = (fn: LambdaResource): Statement[] => {
  const [roleId] = fn.Properties.Role['Fn::GetAtt'];
  return (Object.values(template.findResources('AWS::IAM::Policy')) as PolicyResource[])
    .filter((p) => p.Properties.Roles.some((r) => r.Ref === roleId))
    .flatMap((p) => p.Properties.PolicyDocument.Statement);
};

describe('the auth function (staff sign-in)', () => {
  it('may use the table and the TOTP key and nothing else: no S3, no SES, no secrets', () => {
    const actions = statementsOf(authFunction()).flatMap((s) => [s.Action].flat());
    const services = new Set(actions.map((a) => a.split(':')[0]));
    // dynamodb for the table, kms for the TOTP key; its own log group and X-Ray tracing are every
    // function's defaults.
    expect([...services].filter((s) => !['dynamodb', 'kms', 'logs', 'xray'].includes(s ?? ''))).toEqual([]);
    expect(services.has('dynamodb')).toBe(true);
    for (const statement of statementsOf(authFunction()).filter((s) =>
      [s.Action].flat().some((a) => a.startsWith('dynamodb:')),
    )) {
      expect(JSON.stringify(statement.Resource)).toMatch(/DataTable/);
    }
  });

  it('seals TOTP secrets with its own rotating KMS key: Encrypt and Decrypt only, no one else', () => {
    const keys = Object.entries(template.findResources('AWS::KMS::Key')).filter(([id]) =>
      id.includes('TotpKey'),
    );
    expect(keys).toHaveLength(1);
    const [keyId, key] = keys[0] ?? [];
    expect(key?.Properties).toMatchObject({ EnableKeyRotation: true });
    expect(key?.DeletionPolicy).toBe('Retain');
    const kms = statementsOf(authFunction()).filter((s) =>
      [s.Action].flat().some((a) => a.startsWith('kms:')),
    );
    expect(kms.flatMap((s) => [s.Action].flat()).sort()).toEqual(['kms:Decrypt', 'kms:Encrypt']);
    for (const statement of kms) expect(JSON.stringify(statement.Resource)).toContain(String(keyId));
    expect(authFunction().Properties.Environment.Variables).toMatchObject({
      TOTP_KMS_KEY_ID: { 'Fn::GetAtt': [keyId, 'Arn'] },
    });
    // No other function's role may use the key.
    const users = (Object.values(template.findResources('AWS::IAM::Policy')) as PolicyResource[]).filter(
      (p) => JSON.stringify(p.Properties.PolicyDocument).includes(String(keyId)),
    );
    expect(users.flatMap((p) => p.Properties.Roles.map((r) => r.Ref))).toEqual([
      authFunction().Properties.Role['Fn::GetAtt'][0],
    ]);
  });

  it('knows the table and the site origin, and no bucket or mail settings', () => {
    const variables = authFunction().Properties.Environment.Variables;
    expect(variables).toMatchObject({ TABLE_NAME: { Ref: expect.stringMatching(/^DataTable/) } });
    expect(variables).toHaveProperty('SITE_ORIGIN');
    expect(variables).not.toHaveProperty('BUCKET_NAME');
  });

  it('is invoked for the five sign-in routes', () => {
    for (const routeKey of [
      'POST /api/auth/login',
      'POST /api/auth/second-factor',
      'POST /api/auth/recovery-code',
      'POST /api/auth/logout',
      'GET /api/auth/session',
    ]) {
      template.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: routeKey });
    }
  });
});
