import { Match } from 'aws-cdk-lib/assertions';
import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { healthPath } from '../../shared/api/health';
import {
  applicationsPath,
  confirmationPath,
  destinationApplicationsPaths,
  signedAgreementPath,
} from '../../shared/api/applications';
import { httpConcerns } from '../../infra/cloud/constructs/api';
import { socketRouteKeys } from '../../functions/socket/route-keys';
import { company } from '../../shared/public/company';
import { synthEta } from './synth';

let template: Template;

beforeAll(() => {
  ({ template } = synthEta());
});

interface LambdaResource {
  Properties: {
    Role: { 'Fn::GetAtt': [string, string] };
    Environment: { Variables: Record<string, unknown> };
    LoggingConfig?: { LogGroup?: { Ref: string } };
  };
}
interface Statement {
  Action: string | string[];
  Resource: unknown;
}
interface PolicyResource {
  Properties: { Roles: { Ref: string }[]; PolicyDocument: { Statement: Statement[] } };
}

const functions = () =>
  Object.entries(template.findResources('AWS::Lambda::Function')) as [string, LambdaResource][];
const functionNamed = (prefix: string): [string, LambdaResource] => {
  const found = functions().find(([id]) => id.startsWith(prefix));
  if (!found) throw new Error(`no function ${prefix}`);
  return found;
};
/** Every IAM statement attached to the role of a function. */
const statementsOf = (fn: LambdaResource): Statement[] => {
  const [roleId] = fn.Properties.Role['Fn::GetAtt'];
  const policies = Object.values(template.findResources('AWS::IAM::Policy')) as PolicyResource[];
  return policies
    .filter((p) => p.Properties.Roles.some((r) => r.Ref === roleId))
    .flatMap((p) => p.Properties.PolicyDocument.Statement);
};
const actionsOf = (fn: LambdaResource) =>
  statementsOf(fn)
    .flatMap((s) => [s.Action].flat())
    .sort();

describe('every function', () => {
  it('runs Node.js 24 on arm64 with 512 MB, 10 s (2 minutes for the scheduled reconciliation) and active tracing', () => {
    // One per HTTP concern, plus the WebSocket function, the chat's idle rule, the retention job, the
    // payment reconciliation and the mail events (bounces and complaints).
    expect(functions().length).toBe(httpConcerns.length + 5);
    for (const [id, fn] of functions()) {
      expect(fn.Properties, id).toMatchObject({
        Runtime: 'nodejs24.x',
        Architectures: ['arm64'],
        MemorySize: 512,
        Timeout: id.startsWith('PaymentReconciliation') ? 120 : 10,
        TracingConfig: { Mode: 'Active' },
      });
    }
  });

  it('logs to its own log group kept for one month', () => {
    for (const [id, fn] of functions()) {
      const logGroupId = fn.Properties.LoggingConfig?.LogGroup?.Ref ?? '';
      expect(logGroupId, id).toBeDefined();
      expect(template.toJSON().Resources[logGroupId].Properties, id).toMatchObject({ RetentionInDays: 30 });
    }
  });

  it('gets the configuration functions/lib/config.ts requires and never a local-only endpoint', () => {
    for (const [id, fn] of functions()) {
      const variables = fn.Properties.Environment.Variables;
      expect(variables, id).toMatchObject({
        TABLE_NAME: { Ref: expect.stringMatching(/^DataTable/) },
        // BUCKET_NAME is optional in config.ts: only functions granted the documents bucket get it.
        ...(variables.BUCKET_NAME === undefined
          ? {}
          : { BUCKET_NAME: { Ref: expect.stringMatching(/^DataDocuments/) } }),
        MAIL_FROM: 'no-reply@eta.example.com',
        // The support inbox of config/company.json: the one configuration of the company details.
        SUPPORT_EMAIL: company.supportEmail,
        SITE_ORIGIN: 'https://eta.example.com',
      });
      expect(
        Object.keys(variables).filter((k) => k.endsWith('_ENDPOINT') || k === 'AWS_REGION'),
        id,
      ).toEqual([]);
    }
  });

  it('has no AWS managed policy on its role', () => {
    template.allResourcesProperties('AWS::IAM::Role', { ManagedPolicyArns: Match.absent() });
  });
});

describe('the health function', () => {
  it('may only describe the table, list the documents, read the SES account and write its logs', () => {
    const [, health] = functionNamed('Apihealth');
    expect(actionsOf(health)).toEqual([
      'dynamodb:DescribeTable',
      'logs:CreateLogStream',
      'logs:PutLogEvents',
      's3:ListBucket',
      'ses:GetAccount',
      'xray:PutTelemetryRecords',
      'xray:PutTraceSegments',
    ]);
  });

  it(`is invoked for GET ${healthPath} on the HTTP API`, () => {
    const integrations = template.findResources('AWS::ApiGatewayV2::Integration', {
      Properties: { IntegrationUri: { 'Fn::GetAtt': [functionNamed('Apihealth')[0], 'Arn'] } },
    });
    template.hasResourceProperties('AWS::ApiGatewayV2::Route', {
      RouteKey: `GET ${healthPath}`,
      Target: { 'Fn::Join': ['', ['integrations/', { Ref: Object.keys(integrations)[0] }]] },
    });
  });

  it.each(['PUT /api/kenya-eta-applications/{id}', `PUT ${destinationApplicationsPaths.tanzania}/{id}`])(
    'is invoked for %s',
    (routeKey) => {
      const integrations = template.findResources('AWS::ApiGatewayV2::Integration', {
        Properties: { IntegrationUri: { 'Fn::GetAtt': [functionNamed('Apiapplications')[0], 'Arn'] } },
      });
      template.hasResourceProperties('AWS::ApiGatewayV2::Route', {
        RouteKey: routeKey,
        Target: { 'Fn::Join': ['', ['integrations/', { Ref: Object.keys(integrations)[0] }]] },
      });
    },
  );
});

describe('the applications function', () => {
  it('may read and write the table, put and get files under applications/ only, and send mail', () => {
    const [, fn] = functionNamed('Apiapplications');
    const actions = actionsOf(fn);
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:Query', 'ses:SendEmail']));
    expect(actions.filter((a) => a.startsWith('s3:'))).toEqual(['s3:GetObject', 's3:PutObject']);
    const s3 = statementsOf(fn).find((s) => [s.Action].flat().includes('s3:PutObject'));
    expect(JSON.stringify(s3?.Resource)).toContain('/applications/*');
    expect(fn.Properties.Environment.Variables).toMatchObject({
      TABLE_NAME: { Ref: expect.stringMatching(/^DataTable/) },
      BUCKET_NAME: { Ref: expect.stringMatching(/^DataDocuments/) },
      MAIL_FROM: 'no-reply@eta.example.com',
      // Test data (the payment test page) only with the sandbox gateway.
      PAYMENT_GATEWAY: 'sandbox',
    });
  });

  it.each([applicationsPath, destinationApplicationsPaths.tanzania, signedAgreementPath, confirmationPath])(
    'is invoked for POST %s',
    (path) => {
      const integrations = template.findResources('AWS::ApiGatewayV2::Integration', {
        Properties: { IntegrationUri: { 'Fn::GetAtt': [functionNamed('Apiapplications')[0], 'Arn'] } },
      });
      template.hasResourceProperties('AWS::ApiGatewayV2::Route', {
        RouteKey: `POST ${path}`,
        Target: { 'Fn::Join': ['', ['integrations/', { Ref: Object.keys(integrations)[0] }]] },
      });
    },
  );
});

describe('the HTTP API', () => {
  it('has one auto-deployed $default stage, throttled and with access logs', () => {
    template.resourceCountIs('AWS::ApiGatewayV2::Stage', 2);
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: Match.anyValue(), ThrottlingBurstLimit: Match.anyValue() },
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.anyValue() },
    });
  });
});

describe('the WebSocket API', () => {
  it('selects routes on the frame type and has a route for each route the socket handlers define', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Api', {
      ProtocolType: 'WEBSOCKET',
      RouteSelectionExpression: '$request.body.type',
    });
    const routeKeys = Object.values(template.findResources('AWS::ApiGatewayV2::Route'))
      .map((r) => (r as { Properties: { RouteKey: string } }).Properties.RouteKey)
      .filter((key) => !key.includes(' /'));
    expect(routeKeys.sort()).toEqual(['$connect', '$default', '$disconnect', ...socketRouteKeys].sort());
    expect(socketRouteKeys).toEqual(expect.arrayContaining(['join', 'message', 'close']));
  });

  it('throttles the socket above what 50 visitors chatting at once need', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: 'prod',
      DefaultRouteSettings: Match.objectLike({ ThrottlingRateLimit: 100, ThrottlingBurstLimit: 200 }),
    });
  });

  it('throttles each route on its own, within the stage throttle', () => {
    const stage = Object.values(template.findResources('AWS::ApiGatewayV2::Stage')).find(
      (r) => (r as { Properties: { StageName: string } }).Properties.StageName === 'prod',
    ) as { Properties: { RouteSettings: Record<string, { ThrottlingRateLimit: number }> } };
    const routes = Object.keys(stage.Properties.RouteSettings);
    expect(routes).toEqual(expect.arrayContaining(['$connect', '$default', ...socketRouteKeys]));
    for (const setting of Object.values(stage.Properties.RouteSettings))
      expect(setting.ThrottlingRateLimit).toBeLessThan(100);
  });

  it('is deployed automatically to the prod stage', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', { StageName: 'prod', AutoDeploy: true });
  });

  it('lets the socket function post to connections of its own stage and read and write the table', () => {
    const [, socket] = functionNamed('Chatsocket');
    expect(actionsOf(socket)).toEqual(
      expect.arrayContaining(['execute-api:ManageConnections', 'dynamodb:PutItem', 'dynamodb:Query']),
    );
    const manage = statementsOf(socket).find((s) => s.Action === 'execute-api:ManageConnections');
    expect(JSON.stringify(manage?.Resource)).toContain('/prod/*/@connections/*');
    expect(actionsOf(socket).filter((a) => a.startsWith('s3:'))).toEqual([]);
  });

  it('gives the chat HTTP concern the table and nothing of the socket API', () => {
    const [, chat] = functionNamed('Apichat');
    expect(actionsOf(chat)).toEqual(expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:Query']));
    expect(actionsOf(chat)).not.toContain('execute-api:ManageConnections');
  });
});

describe('the retention job', () => {
  it('runs every hour, retried twice when it fails', () => {
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(1 hour)',
      State: 'ENABLED',
      Targets: [
        Match.objectLike({
          Arn: { 'Fn::GetAtt': [functionNamed('RetentionPurge')[0], 'Arn'] },
          RetryPolicy: { MaximumRetryAttempts: 2 },
        }),
      ],
    });
  });

  it('may read and write the table and only list and delete files under the application prefixes', () => {
    const [, fn] = functionNamed('RetentionPurge');
    expect(actionsOf(fn).filter((a) => a.startsWith('s3:'))).toEqual(['s3:DeleteObject', 's3:ListBucket']);
    const list = statementsOf(fn).find((s) => s.Action === 's3:ListBucket') as Statement & {
      Condition?: unknown;
    };
    expect(list.Condition).toEqual({
      StringLike: { 's3:prefix': ['applications/*', 'uploads/*', 'evisa/*'] },
    });
    const deletions = statementsOf(fn)
      .filter((s) => s.Action === 's3:DeleteObject')
      .map((s) => JSON.stringify(s.Resource));
    for (const prefix of ['/applications/*', '/uploads/*', '/evisa/*']) {
      expect(
        deletions.some((r) => r.includes(prefix)),
        prefix,
      ).toBe(true);
    }
    expect(actionsOf(fn)).toEqual(expect.arrayContaining(['dynamodb:BatchWriteItem', 'dynamodb:Query']));
  });
});

describe("the chat's idle rule", () => {
  it('runs every minute, not retried (the next run does the same), and knows where to post', () => {
    const [id, fn] = functionNamed('Chatidle');
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(1 minute)',
      State: 'ENABLED',
      Targets: [
        Match.objectLike({ Arn: { 'Fn::GetAtt': [id, 'Arn'] }, RetryPolicy: { MaximumRetryAttempts: 0 } }),
      ],
    });
    expect(fn.Properties.Environment.Variables.WS_CALLBACK_URL).toBeDefined();
    expect(actionsOf(fn)).toContain('execute-api:ManageConnections');
  });
});
