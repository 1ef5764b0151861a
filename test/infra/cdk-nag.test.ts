import { Validations } from 'aws-cdk-lib';
import type { App } from 'aws-cdk-lib';
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildEta, fakeSiteBuild, synthEta } from './synth';
import type { Synthesized } from './synth';

const certificateArn = 'arn:aws:acm:us-east-1:123456789012:certificate/0a1b2c3d-aaaa-bbbb-cccc-0123456789ab';

/** Every acknowledgement recorded with `Validations.of(construct).acknowledge` in the app. */
function acknowledgements(app: App): { path: string; id: string; reason: string }[] {
  const found: { path: string; id: string; reason: string }[] = [];
  const visit = (node: IConstruct) => {
    for (const entry of node.node.metadata) {
      if (entry.type !== Validations.ACKNOWLEDGED_RULES_METADATA_KEY) continue;
      for (const [id, reason] of Object.entries(entry.data as Record<string, unknown>)) {
        found.push({ path: node.node.path, id, reason: String(reason) });
      }
    }
    node.node.children.forEach(visit);
  };
  visit(app);
  return found;
}

/** Findings of the AwsSolutions pack that no acknowledgement covers, as readable lines. */
function unacknowledgedFindings(app: App): string[] {
  return new AwsSolutionsChecks().validateScope(app).violations.map((v) => {
    const paths = v.violatingResources.map((r) => r.constructPath).join(', ');
    return `${v.severity} ${v.ruleName} at ${paths}`;
  });
}

const withBuiltSite = 'a custom domain, a support address and a built site';
const configurations = new Map<string, () => Synthesized>([
  ['the defaults, site not built', () => synthEta()],
  [withBuiltSite, () => synthEta({ siteDir: fakeSiteBuild(), certificateArn })],
]);
const synthesizedOnce = new Map<string, Synthesized>();
/** Synthesizes a configuration once per test file (each synthesis bundles the functions). */
const synthesize = (name: string): Synthesized => {
  let synthesized = synthesizedOnce.get(name);
  if (!synthesized) {
    const make = configurations.get(name);
    if (!make) throw new Error(`Unknown configuration: ${name}`);
    synthesized = make();
    synthesizedOnce.set(name, synthesized);
  }
  return synthesized;
};

describe.each([...configurations.keys()])('with %s', (name) => {
  let synthesized: Synthesized;
  beforeAll(() => {
    synthesized = synthesize(name);
  });

  it('has no unacknowledged AwsSolutions error or warning', () => {
    expect(unacknowledgedFindings(synthesized.app)).toEqual([]);
  });

  it('has no CDK error or warning annotation', () => {
    const annotations = Annotations.fromStack(synthesized.stack);
    expect(annotations.findError('*', Match.anyValue())).toEqual([]);
    expect(annotations.findWarning('*', Match.anyValue())).toEqual([]);
  });

  it('gives every acknowledgement a reason of at least 10 characters', () => {
    const acknowledged = acknowledgements(synthesized.app);
    expect(acknowledged.length).toBeGreaterThan(0);
    for (const { path, id, reason } of acknowledged)
      expect(reason.trim().length, `${id} at ${path}`).toBeGreaterThanOrEqual(10);
  });
});

describe('with a built site and a certificate', () => {
  let synthesized: Synthesized;
  beforeAll(() => {
    synthesized = synthesize(withBuiltSite);
  });

  it('uploads the build and invalidates the whole distribution', () => {
    synthesized.template.hasResourceProperties('Custom::CDKBucketDeployment', {
      DestinationBucketName: { Ref: Match.stringLikeRegexp('^SiteBucket') },
      DistributionPaths: ['/*'],
    });
    expect(
      Annotations.fromStack(synthesized.stack).findInfo('*', Match.stringLikeRegexp('not built')),
    ).toEqual([]);
  });

  it('serves the custom domain with TLS 1.2 or newer', () => {
    synthesized.template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: ['eta.example.com'],
        ViewerCertificate: {
          AcmCertificateArn: certificateArn,
          MinimumProtocolVersion: 'TLSv1.2_2021',
          SslSupportMethod: 'sni-only',
        },
      }),
    });
  });
});

describe('the AwsSolutions pack in the app', () => {
  it('fails synthesis on an unacknowledged error finding', () => {
    const { app, stack } = buildEta();
    new Bucket(stack, 'UnloggedBucket');
    expect(() => app.synth()).toThrow(/AwsSolutions-S1/);
  });
});
