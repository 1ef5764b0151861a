import { Match, type Template } from 'aws-cdk-lib/assertions';
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

const functionNamed = (prefix: string): LambdaResource => {
  const found = Object.entries(template.findResources('AWS::Lambda::Function')).find(([id]) =>
    id.startsWith(prefix),
  );
  if (!found) throw new Error(`no function ${prefix}`);
  return found[1] as LambdaResource;
};
const statementsOf = (fn: LambdaResource): Statement[] => {
  const [roleId] = fn.Properties.Role['Fn::GetAtt'];
  return (Object.values(template.findResources('AWS::IAM::Policy')) as PolicyResource[])
    .filter((p) => p.Properties.Roles.some((r) => r.Ref === roleId))
    .flatMap((p) => p.Properties.PolicyDocument.Statement);
};
const s3Statements = (fn: LambdaResource) =>
  statementsOf(fn).filter((s) => [s.Action].flat().some((a) => a.startsWith('s3:')));

describe('the documents function', () => {
  it('may put, get and delete objects under uploads/ only', () => {
    const statements = s3Statements(functionNamed('Apidocuments'));
    expect(statements.flatMap((s) => [s.Action].flat()).sort()).toEqual([
      's3:DeleteObject',
      's3:GetObject',
      's3:PutObject',
    ]);
    for (const statement of statements)
      expect(JSON.stringify(statement.Resource)).toMatch(/\/uploads\/\*"\]\]\}$/);
  });

  it('gets the bucket, the table and the sender', () => {
    expect(functionNamed('Apidocuments').Properties.Environment.Variables).toMatchObject({
      TABLE_NAME: { Ref: expect.stringMatching(/^DataTable/) },
      BUCKET_NAME: { Ref: expect.stringMatching(/^DataDocuments/) },
      MAIL_FROM: 'no-reply@eta.example.com',
    });
  });

  it('is invoked for the upload, record, remove, submit and receipt routes', () => {
    for (const routeKey of [
      'POST /api/uploads',
      'POST /api/staged-uploads',
      'POST /api/documents',
      'DELETE /api/documents/{id}/{index}/{type}',
      'GET /api/kenya-eta-applications/{id}/documents',
      'POST /api/kenya-eta-applications/{id}/submit',
      'GET /api/kenya-eta-applications/{id}/receipt',
    ]) {
      template.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: routeKey });
    }
  });
});

describe('the status function', () => {
  it("may only list and delete the travellers' uploads (the erasure) and read e-visas (the download)", () => {
    const statements = s3Statements(functionNamed('Apistatus'));
    const withAction = (action: string) => statements.find((s) => [s.Action].flat().includes(action));
    expect(statements.flatMap((s) => [s.Action].flat()).sort()).toEqual([
      's3:DeleteObject',
      's3:GetObject',
      's3:ListBucket',
    ]);
    expect((withAction('s3:ListBucket') as Statement & { Condition: unknown }).Condition).toEqual({
      StringLike: { 's3:prefix': ['uploads/*'] },
    });
    expect(JSON.stringify(withAction('s3:DeleteObject')?.Resource)).toMatch(/\/uploads\/\*"\]\]\}$/);
    expect(JSON.stringify(withAction('s3:GetObject')?.Resource)).toMatch(/\/evisa\/\*"\]\]\}$/);
    expect(functionNamed('Apistatus').Properties.Environment.Variables).toMatchObject({
      BUCKET_NAME: { Ref: expect.stringMatching(/^DataDocuments/) },
    });
  });

  it('is invoked for the lookups, the personal page, a lost link, a withdrawal, an erasure and the eTA download', () => {
    for (const routeKey of [
      'POST /api/check-status',
      'POST /api/track-application',
      'POST /api/my-application',
      'POST /api/personal-link',
      'POST /api/my-application/withdraw',
      'POST /api/my-application/erase',
      'POST /api/my-application/evisa',
      'POST /api/my-application/access',
    ]) {
      template.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: routeKey });
    }
  });
});

describe('the documents bucket', () => {
  it('expires presigned uploads that were never recorded after a day', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          Match.objectLike({ Prefix: 'uploads/tmp/', ExpirationInDays: 1, Status: 'Enabled' }),
        ]),
      },
    });
  });
});
