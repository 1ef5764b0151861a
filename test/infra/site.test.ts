import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  siteRequestCode,
  siteResponseCode,
  webSocketPathCode,
} from '../../infra/cloud/constructs/edge-functions';
import { prefixedLocales, sitePagePaths } from '../../infra/cloud/site-pages';
import type { EtaStack } from '../../infra/cloud/eta-stack';
import { siteBuildManifestFile } from '../../shared/site-build';
import { fakeSiteBuild, synthEta } from './synth';

let template: Template;
let stack: EtaStack;

beforeAll(() => {
  ({ template, stack } = synthEta());
});

interface Behavior extends Record<string, unknown> {
  PathPattern?: string;
  TargetOriginId: string;
}
interface Origin extends Record<string, unknown> {
  Id: string;
  DomainName: unknown;
}
interface DistributionConfig extends Record<string, unknown> {
  DefaultCacheBehavior: Behavior;
  CacheBehaviors: Behavior[];
  Origins: Origin[];
}

const distributionConfig = (): DistributionConfig => {
  const [distribution] = Object.values(template.findResources('AWS::CloudFront::Distribution'));
  return (distribution as { Properties: { DistributionConfig: DistributionConfig } }).Properties
    .DistributionConfig;
};
const behavior = (pathPattern: string) =>
  distributionConfig().CacheBehaviors.find((b) => b.PathPattern === pathPattern);
const originOf = (b: Behavior | undefined) =>
  distributionConfig().Origins.find((o) => o.Id === b?.TargetOriginId);

const cachingDisabled = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const allViewerExceptHostHeader = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';
const allMethods = ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'];

describe('the distribution', () => {
  it('serves the site from a private bucket only this distribution may read (OAC), index.html at /', () => {
    const config = distributionConfig();
    expect(config['DefaultRootObject']).toBe('index.html');
    const origin = originOf(config['DefaultCacheBehavior']);
    expect(origin?.DomainName).toEqual({
      'Fn::GetAtt': [expect.stringMatching(/^SiteBucket/), 'RegionalDomainName'],
    });
    expect(origin?.OriginAccessControlId).toEqual({
      'Fn::GetAtt': [expect.stringMatching(/OriginAccessControl/), 'Id'],
    });
    const siteBucketId = Object.keys(template.findResources('AWS::S3::Bucket')).find((id) =>
      id.startsWith('SiteBucket'),
    );
    expect(template.toJSON().Resources[siteBucketId ?? ''].Properties.PublicAccessBlockConfiguration).toEqual(
      {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
    );
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: siteBucketId },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Allow',
            Action: 's3:GetObject',
            Principal: { Service: 'cloudfront.amazonaws.com' },
            Condition: { StringEquals: { 'AWS:SourceArn': Match.anyValue() } },
          }),
        ]),
      },
    });
  });

  it('grants the distribution read access only: no ListBucket on the site bucket', () => {
    const statements = Object.values(template.findResources('AWS::S3::BucketPolicy')).flatMap(
      (policy) =>
        (policy as { Properties: { PolicyDocument: { Statement: { Action: unknown }[] } } }).Properties
          .PolicyDocument.Statement,
    );
    const cloudFrontActions = statements
      .filter((st) => JSON.stringify(st).includes('cloudfront.amazonaws.com'))
      .flatMap((st) => [st.Action].flat());
    expect(cloudFrontActions).toEqual(['s3:GetObject']);
  });

  it('routes site pages and answers missing ones with functions on the default behaviour only', () => {
    const pages = { paths: sitePagePaths(), prefixedLocales };
    template.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionCode: siteRequestCode(pages),
      FunctionConfig: Match.objectLike({ Runtime: 'cloudfront-js-2.0' }),
    });
    template.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionCode: siteResponseCode(pages),
      FunctionConfig: Match.objectLike({ Runtime: 'cloudfront-js-2.0' }),
    });
    expect(distributionConfig()['DefaultCacheBehavior'].FunctionAssociations).toEqual([
      {
        EventType: 'viewer-request',
        FunctionARN: { 'Fn::GetAtt': [expect.stringMatching(/^SiteSitePages/), 'FunctionARN'] },
      },
      {
        EventType: 'viewer-response',
        FunctionARN: { 'Fn::GetAtt': [expect.stringMatching(/^SiteSiteNotFound/), 'FunctionARN'] },
      },
    ]);
  });

  it('has no distribution-wide error responses, so the API’s JSON 404s reach the browser', () => {
    expect(distributionConfig()['CustomErrorResponses']).toBeUndefined();
    const api = behavior('/api/*');
    expect(api?.['FunctionAssociations']).toBeUndefined();
    expect(JSON.stringify(behavior('/ws')?.['FunctionAssociations'])).not.toMatch(/viewer-response|NotFound/);
  });

  it('adds HSTS, nosniff, frame deny and a referrer policy to site and API responses', () => {
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: {
        SecurityHeadersConfig: {
          StrictTransportSecurity: Match.objectLike({
            AccessControlMaxAgeSec: Match.anyValue(),
            Override: true,
          }),
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
        },
      },
    });
    expect(distributionConfig()['DefaultCacheBehavior'].ResponseHeadersPolicyId).toBeDefined();
    expect(behavior('/api/*')?.['ResponseHeadersPolicyId']).toBeDefined();
  });

  it('forwards /api/* to the HTTP API uncached, with every method and every viewer header but Host', () => {
    const api = behavior('/api/*');
    expect(api).toMatchObject({
      AllowedMethods: allMethods,
      CachePolicyId: cachingDisabled,
      OriginRequestPolicyId: allViewerExceptHostHeader,
    });
    expect(JSON.stringify(originOf(api)?.DomainName)).toMatch(/"ApiHttpApi[0-9A-F]+","ApiEndpoint"/);
    expect(originOf(api)?.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'https-only' });
  });

  it('forwards /ws to the WebSocket API uncached, rewriting the path to the prod stage', () => {
    const ws = behavior('/ws');
    expect(ws).toMatchObject({
      CachePolicyId: cachingDisabled,
      OriginRequestPolicyId: allViewerExceptHostHeader,
    });
    expect(JSON.stringify(originOf(ws)?.DomainName)).toMatch(/"ChatWebSocketApi[0-9A-F]+","ApiEndpoint"/);
    template.hasResourceProperties('AWS::CloudFront::Function', { FunctionCode: webSocketPathCode('prod') });
    expect(ws?.['FunctionAssociations']).toEqual([
      {
        EventType: 'viewer-request',
        FunctionARN: { 'Fn::GetAtt': [expect.stringMatching(/^SiteWebSocketPath/), 'FunctionARN'] },
      },
    ]);
  });

  it('keeps its default domain and certificate when no certificateArn is given', () => {
    expect(distributionConfig()['Aliases']).toBeUndefined();
    expect(distributionConfig()['ViewerCertificate']).toBeUndefined();
  });

  it('writes standard logs to the access-log bucket', () => {
    expect(distributionConfig()['Logging']).toMatchObject({
      Bucket: { 'Fn::GetAtt': [expect.stringMatching(/^AccessLogsBucket/), 'RegionalDomainName'] },
    });
  });
});

describe('the site content', () => {
  it('is not deployed, with a note saying so, when the site was not built', () => {
    template.resourceCountIs('Custom::CDKBucketDeployment', 0);
    Annotations.fromStack(stack).hasInfo('/KenyaEta/Site', Match.stringLikeRegexp('site was not built'));
  });

  it('deploys a cloud build for the stack’s gateway, without the file that says what it was built for', () => {
    const built = synthEta({ siteDir: fakeSiteBuild() }).template;
    built.hasResourceProperties('Custom::CDKBucketDeployment', { Exclude: [siteBuildManifestFile] });
  });

  it('refuses a local build, one for another gateway, or one that does not say what it was built for', () => {
    expect(() =>
      synthEta({ siteDir: fakeSiteBuild({ target: 'local', paymentGateway: 'sandbox' }) }),
    ).toThrow(/built for local with the sandbox gateway.*npm run build:cloud/);
    expect(() => synthEta({ siteDir: fakeSiteBuild({ target: 'cloud', paymentGateway: 'stripe' }) })).toThrow(
      /built for cloud with the stripe gateway/,
    );
    const unmarked = fakeSiteBuild();
    rmSync(join(unmarked, siteBuildManifestFile));
    expect(() => synthEta({ siteDir: unmarked })).toThrow(/records no build target/);
  });
});

describe('the outputs', () => {
  it('give the distribution domain, both API URLs, the table and the documents bucket', () => {
    const outputs = template.toJSON().Outputs as Record<string, { Value: unknown }>;
    expect(Object.keys(outputs)).toEqual(
      expect.arrayContaining([
        'DistributionDomainName',
        'HttpApiUrl',
        'WebSocketUrl',
        'TableName',
        'DocumentsBucketName',
      ]),
    );
    expect(outputs['TableName']?.Value).toEqual({ Ref: expect.stringMatching(/^DataTable/) });
    expect(outputs['DocumentsBucketName']?.Value).toEqual({ Ref: expect.stringMatching(/^DataDocuments/) });
    expect(JSON.stringify(outputs['WebSocketUrl']?.Value)).toMatch(/wss:\/\/.*\/prod/);
  });
});
