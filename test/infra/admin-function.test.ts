import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminRoutes } from '../../functions/admin/admin-routes';
import { synthEta } from './synth';

let template: Template;

beforeAll(() => {
  ({ template } = synthEta({}));
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
  Condition?: unknown;
}
interface PolicyResource {
  Properties: { Roles: { Ref: string }[]; PolicyDocument: { Statement: Statement[] } };
}

function adminFunction(): LambdaResource {
  const found = Object.entries(template.findResources('AWS::Lambda::Function')).find(([id]) =>
    id.startsWith('Apiadmin'),
  );
  if (!found) throw new Error('no admin function');
  return found[1] as LambdaResource;
}

function statements(): Statement[] {
  const [roleId] = adminFunction().Properties.Role['Fn::GetAtt'];
  return (Object.values(template.findResources('AWS::IAM::Policy')) as PolicyResource[])
    .filter((p) => p.Properties.Roles.some((r) => r.Ref === roleId))
    .flatMap((p) => p.Properties.PolicyDocument.Statement);
}

const actionsOf = (s: Statement) => [s.Action].flat();
const prefixOf = (s: Statement) => /\/([a-z]+)\/\*"\]\]\}$/.exec(JSON.stringify(s.Resource))?.[1];
const isDocumentsBucket = (s: Statement) =>
  /^\{"Fn::GetAtt":\["DataDocuments[0-9A-F]+","Arn"\]\}$/.test(JSON.stringify(s.Resource));
/** `<prefix or "bucket">: <actions>[ if <condition>]` of one statement. */
const describeS3 = (s: Statement) =>
  `${isDocumentsBucket(s) ? 'bucket' : prefixOf(s)}: ${actionsOf(s).sort().join(' ')}` +
  (s.Condition === undefined ? '' : ` if ${JSON.stringify(s.Condition)}`);

describe('the admin function', () => {
  it('may read and tag uploads/, list keys under uploads/ only, and read, write and delete evisa/; nothing else of the bucket', () => {
    const s3 = statements()
      .filter((s) => actionsOf(s).some((a) => a.startsWith('s3:')))
      .map(describeS3)
      .sort();
    expect(s3).toEqual([
      'bucket: s3:ListBucket if {"StringLike":{"s3:prefix":["uploads/*"]}}',
      'evisa: s3:DeleteObject s3:GetObject s3:PutObject',
      'uploads: s3:GetObject s3:PutObjectTagging',
    ]);
  });

  it('may use the table and send mail, and has no other access', () => {
    const services = new Set(statements().flatMap((s) => actionsOf(s).map((a) => a.split(':')[0])));
    // secretsmanager: reading the personal links' secret (its decision mails carry the link).
    expect([...services].sort()).toEqual(['dynamodb', 'logs', 's3', 'secretsmanager', 'ses', 'xray']);
    const dynamo = statements()
      .flatMap(actionsOf)
      .filter((a) => a.startsWith('dynamodb:'));
    expect(dynamo).toEqual(
      expect.arrayContaining([
        'dynamodb:BatchGetItem',
        'dynamodb:Query',
        'dynamodb:PutItem',
        'dynamodb:UpdateItem',
      ]),
    );
    const ses = statements()
      .flatMap(actionsOf)
      .filter((a) => a.startsWith('ses:'));
    expect(ses.sort()).toEqual(['ses:SendEmail', 'ses:SendRawEmail']);
  });

  it('gets the table, the bucket, the sender and the site origin', () => {
    expect(adminFunction().Properties.Environment.Variables).toMatchObject({
      TABLE_NAME: { Ref: expect.stringMatching(/^DataTable/) },
      BUCKET_NAME: { Ref: expect.stringMatching(/^DataDocuments/) },
      MAIL_FROM: expect.stringMatching(/@/),
      SITE_ORIGIN: expect.stringMatching(/^https:\/\//),
    });
  });

  it('is invoked for every admin route', () => {
    for (const route of adminRoutes) {
      const path = route.path.replace(/:(\w+)/g, '{$1}');
      template.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: `${route.method} ${path}` });
    }
    template.hasResourceProperties('AWS::ApiGatewayV2::Route', {
      RouteKey: 'PUT /api/kenya-eta-applications/{id}/approve-with-evisa',
    });
  });
});

describe('the documents bucket', () => {
  it('expires e-visa uploads that were never approved with after a day', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          Match.objectLike({ Prefix: 'evisa/tmp/', ExpirationInDays: 1, Status: 'Enabled' }),
        ]),
      },
    });
  });
});
